// The columns feature's front door: other features, src/app and src/exposed import only what is named here.
export { FooterColumns } from './footer-columns';
export { footerColumns, trackingQueryOf } from './footer-columns-model';
