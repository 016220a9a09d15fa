/// <reference types="vite/client" />
// Loaded through Vite's module runner (see load-machines.ts): the glob finds every machine file, so a new flow
// folder appears in the catalogue and in `npm run paths` without being listed anywhere.
export const machineModules = import.meta.glob<Record<string, unknown>>('/src/machines/*/*/*.machine.ts', {
  eager: true,
});
