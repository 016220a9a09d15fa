import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '#ui/components/spinner';
import { fullPage } from './shell.styles';

/**
 * A screen whose code is fetched the first time its route renders: every route table names its screens through
 * this, so a visitor downloads only the screens they open (`docs/decisions/0026`). Write the loader as
 * `() => import('./x-screen').then((m) => m.XScreen)` so the bundler and the dead-code check see the export.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/** Shows the app's spinner while a lazy screen's code arrives; `page` fills the window, otherwise the content area. */
export function ScreenSuspense({ page = false, children }: { page?: boolean; children: ReactNode }) {
  const spinner = <Spinner size="lg" />;
  return (
    <Suspense fallback={page ? <div className={fullPage}>{spinner}</div> : spinner}>{children}</Suspense>
  );
}
