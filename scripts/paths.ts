import { stateCount } from './machines/catalogue';
import { loadMachines, type FoundMachine } from './machines/load-machines';
import { machinePaths, SIMPLE_PATH_LIMIT, stateNames } from './machines/paths';

// `npm run paths -- <machine> [--to <state>] [--shortest|--simple] [--json]`: the paths `xstate/graph` generates
// for a machine, for QA and for writing generated-path tests without reading TypeScript.
// `npm run paths -- --all [--json]`: every machine with its number of states and of generated paths.
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const toIndex = args.indexOf('--to');
const to = toIndex === -1 ? undefined : args[toIndex + 1];
const name = args.find((a, i) => !a.startsWith('--') && (toIndex === -1 || i !== toIndex + 1));
const usage =
  'Uso: npm run paths -- <máquina> [--to <estado>] [--shortest|--simple] [--json]  |  npm run paths -- --all [--json]';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** One line per machine: states, shortest paths, simple paths (capped). */
function summary(machines: FoundMachine[]) {
  const rows = machines.map((m) => ({
    machine: m.name,
    states: stateCount(m),
    shortest: machinePaths(m.machine).length,
    simple: machinePaths(m.machine, { kind: 'simple' }).length,
  }));
  if (flag('--json')) return console.log(JSON.stringify(rows, null, 2));
  const width = Math.max(...rows.map((r) => r.machine.length));
  const line = (cells: (string | number)[]) =>
    `${String(cells[0]).padEnd(width)}  ${cells
      .slice(1)
      .map((c) => String(c).padStart(8))
      .join('  ')}`;
  console.log(line(['máquina', 'estados', 'cortas', 'simples']));
  for (const r of rows) {
    console.log(
      line([r.machine, r.states, r.shortest, r.simple >= SIMPLE_PATH_LIMIT ? `${r.simple}+` : r.simple])
    );
  }
}

if (flag('--all')) {
  summary(await loadMachines());
  process.exit(0);
}
if (!name) fail(usage);
if (toIndex !== -1 && !to) fail(`Falta el estado después de --to.\n${usage}`);
if (flag('--shortest') && flag('--simple')) fail('Elige --shortest o --simple, no ambos.');
const machines = await loadMachines();
const found = machines.find((m) => m.name === name);
if (!found) fail(`No existe la máquina "${name}". Máquinas: ${machines.map((m) => m.name).join(', ')}`);
const { machine } = found!;
if (to && !stateNames(machine).includes(to)) {
  fail(`La máquina ${name} no tiene el estado "${to}". Estados: ${stateNames(machine).join(', ')}`);
}
const kind = flag('--simple') ? 'simple' : 'shortest';
const paths = machinePaths(machine, { kind, ...(to ? { to } : {}) });

if (flag('--json')) {
  console.log(JSON.stringify({ machine: name, kind, paths }, null, 2));
} else {
  const one = paths.length === 1;
  const title =
    kind === 'simple' ? (one ? 'ruta simple' : 'rutas simples') : one ? 'ruta más corta' : 'rutas más cortas';
  console.log(`${name}: ${paths.length} ${title}${to ? ` hasta ${to}` : ''}`);
  paths.forEach((p, i) => {
    const start = p.start ? `(inicio [${p.start}])` : '(inicio)';
    const events = [start, ...p.steps.map((s) => s.label)].join(' → ');
    console.log(`${String(i + 1).padStart(3)}. ${p.state}\n       ${events}`);
  });
  if (paths.length === 0) console.log(`Ninguna ruta llega a ${to}.`);
}
