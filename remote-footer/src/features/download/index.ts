// The download feature's front door: other features, src/app and src/exposed import only what is named here.
export { useDownloadDialog } from './use-download-dialog';
