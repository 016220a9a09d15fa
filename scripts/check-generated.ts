import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Regenerates the OpenAPI document, the client types and the machine catalogue into a temp dir and fails when the
// committed ones differ (a machine without a page, a page without a machine, or a page that no longer matches).
const dir = mkdtempSync(join(tmpdir(), 'inbest-gen-'));
const bin = (name: string) => join('node_modules', '.bin', name);
const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const pages = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.md')) : [];
try {
  const doc = join(dir, 'openapi.json');
  const types = join(dir, 'schema.gen.ts');
  const catalogue = join(dir, 'machines');
  run(bin('tsx'), ['scripts/gen-openapi.ts', doc]);
  run(bin('openapi-typescript'), [doc, '-o', types]);
  run(bin('tsx'), ['scripts/gen-machines.ts', catalogue]);
  const pairs: [string, string][] = [
    ['openapi/openapi.json', doc],
    ['src/api/schema.gen.ts', types],
    ...[...new Set([...pages(catalogue), ...pages('docs/machines')])].map((page): [string, string] => [
      join('docs/machines', page),
      join(catalogue, page),
    ]),
  ];
  const stale = pairs.filter(([committed, fresh]) => {
    const [a, b] = [read(committed), read(fresh)];
    return a === undefined || b === undefined || a !== b;
  });
  if (stale.length > 0) {
    console.error(
      `Archivos generados desactualizados: ${stale.map(([f]) => f).join(', ')}. Ejecuta \`npm run gen\`.`
    );
    process.exit(1);
  }
  console.log('Archivos generados al día.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
