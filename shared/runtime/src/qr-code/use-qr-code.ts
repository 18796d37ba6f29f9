// Through the package name: the page's one loading hook and fallback reporting, not bundled copies.
import { loadChunk, useLoad } from '@site-chrome/runtime';

export interface QrCodeState {
  /** The code as an SVG data URL, once drawn. */
  image: string | null;
  /** Drawing failed (the chunk could not be had): the caller says so instead. */
  failed: boolean;
}

const drawQrCode = (text: string, scope: string) =>
  loadChunk(`the ${scope} download QR code`, () =>
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => `data:image/svg+xml,${encodeURIComponent(svg)}`),
  );

/**
 * A QR code of `text` as an SVG image, made in the browser by `qrcode`, which is fetched with the first
 * surface that needs one (under the chunk deadline; a failure is reported once). Dark modules on a white
 * ground in both themes, as phone cameras expect. Drawn for `DownloadQrCode`; each remote bundles it into
 * the lazy chunk of its download surface.
 */
export function useQrCode(text: string, scope: string): QrCodeState {
  const code = useLoad(`qr-code\n${text}`, () => drawQrCode(text, scope));
  if (code.status === 'ready') return { image: code.value, failed: false };
  return { image: null, failed: code.status === 'unavailable' };
}
