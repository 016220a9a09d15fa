import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Regenerates the OpenAPI document and the client types into a temp dir and fails when the committed ones differ.
const dir = mkdtempSync(join(tmpdir(), 'inbest-gen-'));
const bin = (name: string) => join('node_modules', '.bin', name);
const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
try {
  const doc = join(dir, 'openapi.json');
  const types = join(dir, 'schema.gen.ts');
  run(bin('tsx'), ['scripts/gen-openapi.ts', doc]);
  run(bin('openapi-typescript'), [doc, '-o', types]);
  const stale = [
    ['openapi/openapi.json', doc],
    ['src/api/schema.gen.ts', types],
  ].filter(([committed, fresh]) => {
    try {
      return readFileSync(committed!, 'utf8') !== readFileSync(fresh!, 'utf8');
    } catch {
      return true;
    }
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
