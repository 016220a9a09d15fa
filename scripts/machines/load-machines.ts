import { basename, join } from 'node:path';
import { runnerImport } from 'vite';
import type { AnyStateMachine } from 'xstate';

/** A machine of the web app, named after its file (`chat-panel` for `chat-panel.machine.ts`). */
export type FoundMachine = { name: string; file: string; exportName: string; machine: AnyStateMachine };

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  typeof (value as { transition?: unknown }).transition === 'function';

const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const kebab = (camelName: string) => camelName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Every machine exported by `src/machines/<area>/<flow>/*.machine.ts`, loaded through Vite's module runner (the files use
 * `#` aliases and `import.meta.env` like the app does). A `.provide()` copy of a machine defined elsewhere shares its
 * config and is not a machine of its own; a second distinct machine in one file is named after its export.
 */
export async function loadMachines(root = process.cwd()): Promise<FoundMachine[]> {
  const { module } = await runnerImport<{ machineModules: Record<string, Record<string, unknown>> }>(
    join(root, 'scripts/machines/registry.ts'),
    { root, configFile: false, logLevel: 'silent' }
  );
  const exported = Object.entries(module.machineModules).flatMap(([path, mod]) => {
    const stem = basename(path, '.machine.ts');
    return Object.entries(mod)
      .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
      .map(([exportName, machine]) => ({
        file: path.replace(/^\//, ''),
        exportName,
        machine,
        main: exportName === `${camel(stem)}Machine`,
        name: exportName === `${camel(stem)}Machine` ? stem : kebab(exportName.replace(/Machine$/, '')),
      }));
  });
  const definedConfigs = new Set(exported.filter((m) => m.main).map((m) => m.machine.config));
  const found = exported
    .filter((m) => m.main || !definedConfigs.has(m.machine.config))
    .map(({ name, file, exportName, machine }) => ({ name, file, exportName, machine }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const names = found.map((m) => m.name);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length > 0) throw new Error(`Dos máquinas con el mismo nombre: ${twice.join(', ')}`);
  return found;
}
