import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// xstate/graph names every generated path "Reaches state …"; model tests name their cases after it.
const GENERATED = 'Reaches ';

/** Every machine of the web app, by file name: the ones no generated-path test walks show as 0. */
const machineNames = () =>
  readdirSync('src/machines').flatMap((area) =>
    readdirSync(`src/machines/${area}`).flatMap((flow) =>
      readdirSync(`src/machines/${area}/${flow}`)
        .filter((f) => f.endsWith('.machine.ts'))
        .map((f) => basename(f, '.machine.ts'))
    )
  );

/**
 * Prints, after `npm test`'s unit run, how many generated paths each machine's view tests walked (and how many
 * passed), so a machine that lost its model test, or whose paths shrank, shows in the log.
 */
export default class GeneratedPathsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = new Map<string, { paths: number; passed: number }>(
      machineNames().map((name) => [name, { paths: 0, passed: 0 }])
    );
    for (const module of testModules) {
      const machine = basename(module.moduleId).replace(/\.(model\.)?test\.tsx?$/, '');
      for (const test of module.children.allTests()) {
        if (!test.fullName.includes(GENERATED)) continue;
        const count = counts.get(machine) ?? { paths: 0, passed: 0 };
        count.paths += 1;
        if (test.result().state === 'passed') count.passed += 1;
        counts.set(machine, count);
      }
    }
    const rows = [...counts].sort(([a], [b]) => a.localeCompare(b));
    const width = Math.max(...rows.map(([name]) => name.length), 'machine'.length);
    const line = (name: string, paths: string | number, passed: string | number) =>
      `  ${name.padEnd(width)}  ${String(paths).padStart(5)}  ${String(passed).padStart(6)}`;
    const total = rows.reduce((sum, [, c]) => sum + c.paths, 0);
    console.log(
      [
        '',
        'Generated paths walked by view tests, per machine:',
        line('machine', 'paths', 'passed'),
        ...rows.map(([name, c]) => line(name, c.paths, c.passed)),
        line(
          'total',
          total,
          rows.reduce((sum, [, c]) => sum + c.passed, 0)
        ),
        '',
      ].join('\n')
    );
  }
}
