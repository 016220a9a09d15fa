import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMachines, type FoundMachine } from '../../scripts/machines/load-machines';
import { machinePaths } from '../../scripts/machines/paths';

let machines: FoundMachine[];
const machine = (name: string) => machines.find((m) => m.name === name)!.machine;
const walk = (paths: ReturnType<typeof machinePaths>) =>
  paths.map((p) =>
    [`${p.state} ← ${p.start ? `(start [${p.start}])` : '(start)'}`, ...p.steps.map((s) => s.label)].join(
      ' → '
    )
  );

beforeAll(async () => {
  machines = await loadMachines();
});

describe('the machines the tools find', () => {
  it('includes every machine file of src/machines', () => {
    const files = readdirSync('src/machines').flatMap((area) =>
      readdirSync(`src/machines/${area}`).flatMap((flow) =>
        readdirSync(`src/machines/${area}/${flow}`)
          .filter((f) => f.endsWith('.machine.ts'))
          .map((f) => `src/machines/${area}/${flow}/${f}`)
      )
    );
    expect(files.length).toBeGreaterThan(30);
    expect(new Set(machines.map((m) => m.file))).toEqual(new Set(files));
  });

  it('names a machine after its file and skips .provide() copies of machines defined elsewhere', () => {
    expect(machines.find((m) => m.name === 'chat-panel')).toMatchObject({
      file: 'src/machines/chat/chat-panel/chat-panel.machine.ts',
      exportName: 'chatPanelMachine',
    });
    // admin-company-detail-page exports a quiet copy of the company-delete machine: one machine, one page.
    expect(machines.filter((m) => m.machine.config === machine('company-delete').config)).toHaveLength(1);
  });
});

describe('generated paths', () => {
  it('walks the chat panel to closed, results and every financial_analysis state', () => {
    expect(walk(machinePaths(machine('chat-panel')))).toEqual([
      'closed ← (start)',
      'results ← (start) → panel.reply [opensResults]',
      'financial_analysis.loading ← (start) → panel.reply [opensResults] → panel.analyze',
      'financial_analysis.ready ← (start) → panel.reply [opensResults] → panel.analyze → panel.reply [hasAnalysis]',
      'financial_analysis.unavailable ← (start) → panel.reply [opensResults] → panel.analyze → panel.reply',
    ]);
  });

  it('lists every simple path to a state with --to, the failed reply included', () => {
    const paths = machinePaths(machine('chat-panel'), {
      kind: 'simple',
      to: 'financial_analysis.unavailable',
    });
    expect(walk(paths)).toEqual(
      expect.arrayContaining([
        'financial_analysis.unavailable ← (start) → panel.reply [opensResults] → panel.analyze → panel.reply',
        'financial_analysis.unavailable ← (start) → panel.reply [opensResults] → panel.analyze → panel.replyFailed',
        // The conversation restored with results opens on them.
        'financial_analysis.unavailable ← (start [hasRestoredResults]) → panel.analyze → panel.replyFailed',
      ])
    );
    expect(paths.every((p) => p.state === 'financial_analysis.unavailable')).toBe(true);
  });

  it('turns invoked actors into their outcomes without running them (no API is reached)', () => {
    const paths = walk(machinePaths(machine('session')));
    expect(paths).toContain(
      'loading.profile.done + loading.role.pending + loading.companies.pending ← (start) → done loadProfile'
    );
    expect(paths).toContain('failed ← (start) → error loadProfile');
    expect(paths).toContain('ready.idle ← (start) → done loadProfile → done loadRole → done loadCompanies');
  });

  it('lets the start assume the guard of a transition taken on starting (the machine’s input decides it)', () => {
    expect(walk(machinePaths(machine('personal-company-page')))).toEqual([
      'noCompany ← (start)',
      'company ← (start [hasCompany])',
    ]);
  });

  it('covers parallel regions, each combination one path', () => {
    const paths = machinePaths(machine('constructor-projects-page'));
    expect(paths[0]!.state).toBe('list.loading + search.idle + detail.closed');
    expect(walk(paths)).toContain(
      'list.ready + search.idle + detail.closed ← (start) → done loadProjectCards'
    );
  });

  it('computes paths for every machine without running it, each path ending where its last step went', () => {
    for (const { name, machine: m } of machines) {
      const paths = machinePaths(m);
      expect(paths.length, name).toBeGreaterThan(0);
      for (const p of paths) expect(p.steps.at(-1)?.state ?? p.state, name).toBe(p.state);
    }
  });

  it('stops listing simple paths at the limit', () => {
    expect(machinePaths(machine('constructor-projects-page'), { kind: 'simple', limit: 25 })).toHaveLength(
      25
    );
  });
});
