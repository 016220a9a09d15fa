import { useSyncExternalStore } from 'react';

/** Whether a CSS media query currently matches, updated live. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false
  );
}

/** Spec §9: below 1024 px the portal shell is treated as mobile. */
export const MOBILE_QUERY = '(max-width: 1023.98px)';

/** Phone-sized screens (below 640 px), where one-line controls need shorter texts. */
export const PHONE_QUERY = '(max-width: 639.98px)';
