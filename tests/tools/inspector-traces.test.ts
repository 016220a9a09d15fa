import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { inspectorTraces } from '../../scripts/build/inspector-traces';

const dirs: string[] = [];
const build = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'inbest-dist-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

it('finds the inspector in a minified bundle by the address and window name it cannot lose', () => {
  const dir = build({
    'index.html': '<script type="module" src="/assets/index.js"></script>',
    'assets/index.js': 'const a={url:"https://stately.ai/inspect"};window.open(a.url,"xstateinspector");',
    'assets/vendor.js': 'export const x=1;',
  });
  expect(inspectorTraces(dir)).toEqual([{ file: join(dir, 'assets/index.js'), marker: 'xstateinspector' }]);
});

it('passes a build without it', () => {
  expect(inspectorTraces(build({ 'assets/index.js': 'createActor(m).start()' }))).toEqual([]);
});

it('refuses to pass when there is no build to look at', () => {
  expect(() => inspectorTraces(join(tmpdir(), 'inbest-no-such-dist'))).toThrow(/No hay build/);
});
