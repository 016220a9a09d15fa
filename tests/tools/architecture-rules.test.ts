import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The rules of ARCHITECTURE.md that ESLint enforces, each shown failing on a deliberate violation in the file
// kind it guards (the text is linted as if it lived at that path; nothing is written).

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The rule ids ESLint reports for this source at this path. */
async function violations(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const component = 'src/ui/components/some-field.tsx';
const screen = 'src/ui/screens/projects/some-screen.tsx';

describe('views never start or watch actors', () => {
  it('refuses createActor, imported or called, in a view', async () => {
    const found = await violations(
      component,
      "import { createActor } from 'xstate';\nimport { m } from './m';\nexport const a = createActor(m);\n"
    );
    expect(found).toEqual(['no-restricted-imports', 'no-restricted-syntax']);
  });

  it('refuses getSnapshot, subscribe and on in a view', async () => {
    const found = await violations(
      component,
      [
        'export function f(ref: { getSnapshot(): unknown; subscribe(f: () => void): void; on(e: string, f: () => void): void }) {',
        '  ref.getSnapshot();',
        '  ref.subscribe(() => {});',
        "  ref.on('navigate', () => {});",
        '}',
        '',
      ].join('\n')
    );
    expect(found).toEqual(['no-restricted-syntax', 'no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('refuses useActorRef outside a screen file', async () => {
    const found = await violations(
      component,
      "import { useActorRef } from '@xstate/react';\nimport { m } from './m';\nexport const useM = () => useActorRef(m);\n"
    );
    expect(found).toEqual(['no-restricted-syntax']);
  });

  it('lets a screen start one actor, its page machine, and no second', async () => {
    const one = "import { useActorRef } from '@xstate/react';\nimport { m } from './m';\n";
    expect(await violations(screen, `${one}export const useM = () => useActorRef(m);\n`)).toEqual([]);
    expect(
      await violations(screen, `${one}export const useM = () => [useActorRef(m), useActorRef(m)];\n`)
    ).toEqual(['inbest/one-actor-per-screen']);
  });
});

describe('screen files stay under 300 lines', () => {
  it('passes 299 lines and refuses 300', async () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await violations(screen, lines(299))).toEqual([]);
    expect(await violations(screen, lines(300))).toEqual(['max-lines']);
  });
});
