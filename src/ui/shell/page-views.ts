import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

type DataLayer = { push(entry: Record<string, unknown>): void };

/** Reports a page view (path plus query) to the analytics data layer and as a DOM event listeners can use. */
export function reportPageView(path: string, target: Window = window) {
  const holder = target as unknown as { dataLayer?: DataLayer & unknown[] };
  holder.dataLayer ??= [] as unknown as DataLayer & unknown[];
  holder.dataLayer.push({ event: 'page_view', page_path: path });
  target.dispatchEvent(new CustomEvent('inbest:pageview', { detail: { path } }));
}

/** Spec §2: a page view is reported on every route change. */
export function usePageViews() {
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    reportPageView(search ? `${location}?${search}` : location);
  }, [location, search]);
}
