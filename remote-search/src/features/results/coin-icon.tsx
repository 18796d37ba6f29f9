import { useState } from 'react';

interface CoinIconProps {
  src: string;
  /** The coin's code: its first letter stands in when there is no icon to show. */
  code: string;
  /** False when the host's coin-icon whitelist leaves this coin out: no request is made. */
  allowed: boolean;
}

/** A result's icon, or a lettered badge when it is not whitelisted, missing or fails to load. */
export function CoinIcon({ src, code, allowed }: CoinIconProps) {
  const [failed, setFailed] = useState(false);
  if (!allowed || src === '' || failed) {
    return (
      <span className="result-icon result-letter" aria-hidden="true">
        {code.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img className="result-icon" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
