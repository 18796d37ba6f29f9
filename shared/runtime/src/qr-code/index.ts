/**
 * `@site-chrome/runtime/qr-code`: the download page's QR code card. Not federated: each remote bundles it
 * into the lazy chunk of its download surface, with `qrcode` fetched when the first card is drawn.
 */
export { DownloadQrCode } from './download-qr-code';
