import styled from 'styled-components';
import { useQrCode } from './use-qr-code';

const Card = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/* The code's place: the surface colour while it is drawn, then white in both themes (phone cameras expect
   dark modules on a light ground). */
const Code = styled.div`
  width: 160px;
  height: 160px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    background: #ffffff;
  }
`;

export interface DownloadQrCodeProps {
  /** The download page as linked on this page (prefixed path or absolute URL). */
  href: string;
  /** Who logs a failure to draw the code ('Header', 'Footer'). */
  scope: string;
  /** The words, from the calling remote's translations. */
  labels: { image: string; scan: string; failed: string; more: string };
  /** The link's tracking key, where the surface tracks it. */
  track?: string;
}

/**
 * A QR code of the download page for the reader's phone, a line saying what to do with it, and a link to the
 * page itself for every other way to get the app: the header's download panel and the footer's download
 * dialog. If the code cannot be drawn the line says so and the link remains.
 */
export function DownloadQrCode({ href, scope, labels, track }: DownloadQrCodeProps) {
  // The phone scanning the code needs the page's own origin in front of the path.
  const pageUrl = new URL(href, window.location.origin).href;
  const { image, failed } = useQrCode(pageUrl, scope);
  return (
    <Card>
      {failed ? null : <Code>{image ? <img src={image} alt={labels.image} /> : null}</Code>}
      <p>{failed ? labels.failed : labels.scan}</p>
      <a href={href} data-track={track}>
        {labels.more}
      </a>
    </Card>
  );
}
