import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTE_BUDGETS, readBuild } from './bundle-budget';
import { buildWeb } from './stack';

// `npm run check:bundle`: builds the web app (unless --no-build is given and a build exists) and fails when a
// route's initial JavaScript exceeds its budget. `npm test` runs it before the journeys, which reuse the build.
const dist = resolve(import.meta.dirname, '../dist');
if (!process.argv.includes('--no-build') || !existsSync(resolve(dist, '.vite/manifest.json')))
  await buildWeb();

const { initialKb } = readBuild(dist);
let failed = 0;
console.log('route        initial JS (kB gzip)   budget');
for (const { route, modules, limitKb } of ROUTE_BUDGETS) {
  const size = initialKb(modules);
  const over = size > limitKb;
  if (over) failed++;
  console.log(
    `${route.padEnd(12)} ${size.toFixed(1).padStart(20)}   ${limitKb}${over ? '  OVER BUDGET' : ''}`
  );
}
if (failed > 0) {
  console.error(`${failed} route(s) over their initial JavaScript budget`);
  process.exit(1);
}
