import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen';
import { pathMatches } from './route-entry';

function Greeting({ name }: { name: string }) {
  return <h1>Bienvenido, {name}</h1>;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('lazy screens', () => {
  it('renders a preloaded screen in its first commit, with no spinner shown', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return Greeting;
    });
    await Screen.preload();
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Screen name="Olga" />
      </Suspense>
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Bienvenido, Olga');
    expect(screen.queryByText('Cargando...')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the spinner while a screen not asked for ahead arrives, and fetches its code once', async () => {
    const arrival = deferred();
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      await arrival.promise;
      return Greeting;
    });
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Screen name="Olga" />
      </Suspense>
    );
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    const preloading = Screen.preload();
    await act(async () => {
      arrival.resolve();
      await preloading;
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('Bienvenido, Olga');
    expect(loads).toBe(1);
  });

  it('asks again for code that failed to arrive', async () => {
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('sin conexión');
      return Greeting;
    });
    await expect(Screen.preload()).rejects.toThrow('sin conexión');
    await Screen.preload();
    expect(attempts).toBe(2);
  });
});

describe('route paths', () => {
  it.each([
    ['/', '/', true],
    ['/', '/dashboard', false],
    ['/dashboard', '/dashboard', true],
    ['/dashboard', '/dashboard/', true],
    ['/projects/:projectId', '/projects/12', true],
    ['/projects/:projectId', '/projects/', false],
    ['/projects/:projectId', '/projects/12/edit', false],
    ['/projects/new', '/projects/12', false],
    ['/projects/:projectId/edit', '/projects/12/edit', true],
  ])('%s matches %s: %s', (path, pathname, expected) => {
    expect(pathMatches(path, pathname)).toBe(expected);
  });
});
