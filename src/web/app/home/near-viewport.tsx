import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

// Home's sections below the fold (casino rows, the exchange tables) download only when the
// player scrolls towards them: a lazy part's chunk is fetched when it first renders, so not
// rendering it until then keeps it off the first screen's bytes.

/** How far ahead of the viewport a section starts loading: about a phone screen's scroll. */
const LOAD_AHEAD = '600px';

type NearViewportProps = {
  /** Holds the section's place until it has loaded (also its Suspense fallback, so nothing moves in between). */
  placeholder: ReactNode;
  children: ReactNode;
};

/** Renders `children` once the placeholder comes within LOAD_AHEAD of the viewport (without IntersectionObserver: when the browser is idle). */
export function NearViewport({ placeholder, children }: NearViewportProps) {
  const [ref, isNear] = useIsNear();
  if (isNear) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={ref}>{placeholder}</div>;
}

function useIsNear() {
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
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(spot);
    return () => observer.disconnect();
  }, [value]);
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
