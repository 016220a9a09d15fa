import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexPage, machinePage } from './machines/catalogue';
import { loadMachines } from './machines/load-machines';
import { readMachineTypes } from './machines/machine-types';

// Writes the machine catalogue (docs/machines/): one page per machine and an index, all drawn from the machines.
const out = process.argv[2] ?? 'docs/machines';
const machines = await loadMachines();
const types = readMachineTypes([...new Set(machines.map((m) => m.file))]);
const typesOf = (m: (typeof machines)[number]) => types.get(`${m.file}#${m.exportName}`);
mkdirSync(out, { recursive: true });
// A machine that was removed or renamed leaves no page behind.
for (const file of readdirSync(out)) if (file.endsWith('.md')) rmSync(join(out, file));
for (const m of machines) writeFileSync(join(out, `${m.name}.md`), machinePage(m, typesOf(m)));
writeFileSync(join(out, 'README.md'), indexPage(machines, typesOf));
console.log(`Catálogo de ${machines.length} máquinas escrito en ${out}`);
