import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

// Parts below the fold (home's casino rows, the site's footer) download only when the player
// scrolls towards them: a lazy part's chunk is fetched when it first renders, so not rendering
// it until then keeps it off the first screen's bytes.

/** How far ahead of the viewport a section starts loading by default: about a phone screen's scroll. */
const LOAD_AHEAD = '600px';

type NearViewportProps = {
  /** Holds the section's place until it has loaded (also its Suspense fallback, so nothing moves in between). */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far ahead of the viewport it starts loading (CSS length; LOAD_AHEAD unless told). */
  loadAhead?: string;
};

/** Renders `children` once the placeholder comes within `loadAhead` of the viewport (without IntersectionObserver: when the browser is idle). */
export function NearViewport({ placeholder, children, loadAhead = LOAD_AHEAD }: NearViewportProps) {
  const [ref, isNear] = useIsNear(loadAhead);
  if (isNear) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={ref}>{placeholder}</div>;
}

function useIsNear(loadAhead: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(false);
  useEffect(() => {
    const spot = ref.current;
    if (value || !spot) return;
    if (typeof IntersectionObserver === 'undefined') return whenIdle(() => setValue(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setValue(true);
      },
      { rootMargin: `${loadAhead} 0px` },
    );
    observer.observe(spot);
    return () => observer.disconnect();
  }, [value, loadAhead]);
  return [ref, value] as const;
}

/** Runs `task` when the browser is idle (a short timeout where requestIdleCallback is missing); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
