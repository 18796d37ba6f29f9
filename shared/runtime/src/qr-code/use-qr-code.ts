import { useEffect, useState } from 'react';
// Through the package name: the page's one logger, not a bundled copy.
import { logError } from '@site-chrome/runtime';

export interface QrCodeState {
  /** The code as an SVG data URL, once drawn. */
  image: string | null;
  /** Drawing failed (the chunk could not be had): the caller says so instead. */
  failed: boolean;
}

/**
 * A QR code of `text` as an SVG image, made in the browser by `qrcode`, which is fetched with the first
 * surface that needs one. Dark modules on a white ground in both themes, as phone cameras expect.
 * Drawn for `DownloadQrCode`; each remote bundles it into the lazy chunk of its download surface.
 */
export function useQrCode(text: string, scope: string): QrCodeState {
  const [state, setState] = useState<QrCodeState & { text: string }>({
    text: '',
    image: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => {
          if (current)
            setState({ text, image: `data:image/svg+xml,${encodeURIComponent(svg)}`, failed: false });
        },
        (error: unknown) => {
          logError(scope, 'could not draw the download QR code', error);
          if (current) setState({ text, image: null, failed: true });
        },
      );
    return () => {
      current = false;
    };
  }, [text, scope]);
  return state.text === text ? state : { image: null, failed: false };
}
