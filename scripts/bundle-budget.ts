import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** A route's first-download limit: the lazy modules its first paint needs, beyond the app's entry. */
export type RouteBudget = { route: string; modules: string[]; limitKb: number };

/**
 * Issue 13's budgets, in kB (1000 bytes) of gzip. A route's initial JavaScript is the entry chunk, the screen's
 * lazy chunk (and, in the portal, the layout's) and everything those import statically; later `import()`s do not
 * count, as the browser fetches them after the first paint.
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/', modules: ['src/ui/screens/landing-screen.tsx'], limitKb: 120 },
  { route: '/about', modules: ['src/ui/screens/about-screen.tsx'], limitKb: 120 },
  { route: '/login', modules: ['src/ui/screens/login-screen.tsx'], limitKb: 120 },
  { route: '/chat', modules: ['src/ui/screens/chat/chat-screen.tsx'], limitKb: 120 },
  {
    route: '/dashboard',
    modules: ['src/ui/shell/portal-layout.tsx', 'src/ui/screens/dashboard/dashboard-screen.tsx'],
    limitKb: 200,
  },
];

const ENTRY = 'index.html';

/** The manifest keys of `keys` and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
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

/** The JavaScript files (relative to the build folder) a first visit to a route downloads. */
export function initialFiles(manifest: Manifest, modules: string[]): string[] {
  return [...staticClosure(manifest, [ENTRY, ...modules])].map((key) => manifest[key]!.file).sort();
}

/** Reads a build folder's manifest and measures files by their gzip size, each file once. */
export function readBuild(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const initialKb = (modules: string[]) =>
    initialFiles(manifest, modules).reduce((sum, file) => sum + gzipBytes(file), 0) / 1000;
  return { manifest, initialKb };
}

/** Every lazily loaded screen in the build with its route's initial JavaScript (entry + screen + static imports). */
export function screenSizes(dist: string): { screen: string; initialKb: number }[] {
  const { manifest, initialKb } = readBuild(dist);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && /-screen\.tsx$/.test(key))
    .map(([key]) => ({ screen: key, initialKb: initialKb([key]) }))
    .sort((a, b) => a.screen.localeCompare(b.screen));
}
