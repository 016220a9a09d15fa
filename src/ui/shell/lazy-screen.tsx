import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '#ui/components/spinner';
import { fullPage } from './shell.styles';

/** A screen fetched on first render, whose code can also be asked for ahead of it. */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A screen whose code is fetched the first time its route renders: every route table names its screens through
 * this, so a visitor downloads only the screens they open (`docs/decisions/0026`). Write the loader as
 * `() => import('./x-screen').then((m) => m.XScreen)` so the bundler and the dead-code check see the export.
 * Once the code has arrived (`preload`, or an earlier render) the screen renders at once: React's lazy would
 * suspend its first render anyway and show the spinner, and it holds back what is revealed after a spinner for
 * 300 ms (docs/decisions/0067).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again by the next attempt.
        loading = undefined;
        throw error;
      }
    ));
  const Suspending = lazy(async () => ({ default: await start() }));
  function Screen(props: P) {
    const Ready = loaded;
    return Ready ? <Ready {...props} /> : <Suspending {...props} />;
  }
  Screen.preload = () => start().then(() => undefined);
  return Screen;
}

/** Shows the app's spinner while a lazy screen's code arrives; `page` fills the window, otherwise the content area. */
export function ScreenSuspense({ page = false, children }: { page?: boolean; children: ReactNode }) {
  const spinner = <Spinner size="lg" />;
  return (
    <Suspense fallback={page ? <div className={fullPage}>{spinner}</div> : spinner}>{children}</Suspense>
  );
}
