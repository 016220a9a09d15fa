import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Strings the Stately inspector leaves in any bundle that contains it (its package, window name and address). */
export const INSPECTOR_MARKERS = [
  '@statelyai/inspect',
  'xstateinspector',
  'stately.ai/inspect',
  'createBrowserInspector',
];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** The built files (scripts, pages and source maps) under `dir` that carry inspector code, with the marker found. */
export function inspectorTraces(dir: string): { file: string; marker: string }[] {
  if (!existsSync(dir)) throw new Error(`No hay build en ${dir}: ejecuta \`npm run build\` primero.`);
  return filesUnder(dir)
    .filter((file) => /\.(js|mjs|html|map)$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const marker = INSPECTOR_MARKERS.find((m) => text.includes(m));
      return marker ? [{ file, marker }] : [];
    });
}
