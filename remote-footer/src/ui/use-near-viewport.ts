import { useEffect, useRef, useState } from 'react';

/** How far below the viewport a part of the footer may be when its code starts loading. */
const nearViewportMargin = '800px';

/**
 * Whether the element has come within `nearViewportMargin` of the viewport (at once without
 * IntersectionObserver). Parts of the footer most readers of a product page never scroll to load then.
 */
export function useNearViewport<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearViewportMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
