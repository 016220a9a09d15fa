import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`): a chunk and the chunks it imports. */
type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

const PORTAL_LAYOUT = 'src/ui/shell/portal-layout.tsx';

/** The manifest key of the app's entry (`index.html`'s script and its static imports). */
export const ENTRY = 'index.html';

/**
 * The lazy modules each route's first paint needs beyond the entry: its screen and, in the portal, the layout.
 * The bundle budgets measure these routes (scripts/bundle-budget.ts).
 */
export const ROUTE_MODULES: Record<string, readonly string[]> = {
  '/': ['src/ui/screens/landing-screen.tsx'],
  '/about': ['src/ui/screens/about-screen.tsx'],
  '/login': ['src/ui/screens/login-screen.tsx'],
  '/register': ['src/ui/screens/register-screen.tsx'],
  '/chat': ['src/ui/screens/chat/chat-screen.tsx'],
  '/dashboard': [PORTAL_LAYOUT, 'src/ui/screens/dashboard/dashboard-screen.tsx'],
};

/** The manifest keys of `keys` and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no module ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * For each route of ROUTE_MODULES, the `<link rel="modulepreload">` tags of the chunks its screen needs beyond
 * the entry. Without them the browser learns of those chunks only once the entry has downloaded and run; with
 * them it fetches both at once. Empty when the build has no manifest.
 */
export function routePreloadTags(distDir: string, apiOrigin?: string): Map<string, string> {
  const file = join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = staticClosure(manifest, [ENTRY]);
  return new Map(
    Object.entries(ROUTE_MODULES)
      // A screen missing from the build (renamed, or a partial build) only loses its hint.
      .filter(([, modules]) => modules.every((key) => key in manifest))
      .map(([route, modules]) => {
        const chunks = [...staticClosure(manifest, modules)].filter((key) => !entry.has(key));
        // Vite's own preload links carry `crossorigin`: the same request mode lets the module loader reuse them.
        const tags = chunks.map(
          (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`
        );
        // A signed-in route's first paint asks the API (with a CORS preflight): its connection opens meanwhile.
        const api =
          apiOrigin && modules.includes(PORTAL_LAYOUT)
            ? `<link rel="preconnect" href="${apiOrigin}" crossorigin>`
            : '';
        return [route, api + tags.join('')];
      })
  );
}
