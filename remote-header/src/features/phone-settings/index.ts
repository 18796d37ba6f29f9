// The phone-settings feature's front door: other features, src/app and src/exposed import only what is named here.
export { phoneSettingsPart } from './phone-settings-part';
