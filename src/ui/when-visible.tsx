import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the place they stand in comes near the screen, and a placeholder of `minHeight` until
 * then: what is below the first screen (and the code it loads) waits until the player scrolls towards it.
 */
export function WhenVisible({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '120px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return shown ? children : <div ref={spot} style={{ minHeight }} aria-hidden />;
}
