import { useEffect, useState } from 'react';

/**
 * False until the browser is idle after the component's first paint: code that the first paint does not need (a
 * widget's library) is then fetched after it rather than beside it, where it would compete with what the paint
 * waits for.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}
