export { useComboboxKeys } from './use-combobox-keys';
