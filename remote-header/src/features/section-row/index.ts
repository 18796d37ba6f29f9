// The section-row feature's front door: other features, src/app and src/exposed import only what is named here.
export { SectionRowSlot } from './section-row-slot';
