import { inspectorTraces } from './build/inspector-traces';

// The Stately inspector is a development tool (vite.config.ts swaps it in on the dev server only): the production
// build in dist/ must not carry a byte of it. `npm test` runs this after the end-to-end step has built dist/.
const dir = process.argv[2] ?? 'dist';
const traces = inspectorTraces(dir);
if (traces.length > 0) {
  console.error(
    `El build lleva código del inspector: ${traces.map((t) => `${t.file} (${t.marker})`).join(', ')}`
  );
  process.exit(1);
}
console.log(`Sin código del inspector en ${dir}.`);
