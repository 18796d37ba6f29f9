// The settings feature's front door: other features, src/app and src/exposed import only what is named here.
export { ChangeWindowChoice, RiseColourChoice } from './market-display-choices';
export { settingsPart } from './settings-part';
