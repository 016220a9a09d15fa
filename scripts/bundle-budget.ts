import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY, ROUTE_MODULES, staticClosure, type Manifest } from '#server/web/route-preloads';

/** A route's first-download limit: the lazy modules its first paint needs, beyond the app's entry. */
export type RouteBudget = { route: string; modules: readonly string[]; limitKb: number };

const LIMITS_KB: Record<string, number> = {
  '/': 120,
  '/about': 120,
  '/login': 120,
  '/register': 120,
  '/chat': 120,
  '/dashboard': 200,
};

/**
 * Issue 13's budgets, in kB (1000 bytes) of gzip. A route's initial JavaScript is the entry chunk, the screen's
 * lazy chunk (and, in the portal, the layout's) and everything those import statically; later `import()`s do not
 * count, as the browser fetches them after the first paint.
 */
export const ROUTE_BUDGETS: RouteBudget[] = Object.entries(ROUTE_MODULES).map(([route, modules]) => ({
  route,
  modules,
  limitKb: LIMITS_KB[route]!,
}));

/** The JavaScript files (relative to the build folder) a first visit to a route downloads. */
export function initialFiles(manifest: Manifest, modules: readonly string[]): string[] {
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
  const initialKb = (modules: readonly string[]) =>
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
