export { useComboboxKeys } from './use-combobox-keys';
export type { ComboboxKeysOptions } from './use-combobox-keys';
