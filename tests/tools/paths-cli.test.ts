import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const paths = (...args: string[]) => {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/paths.ts', ...args], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

describe('npm run paths', () => {
  it('prints the chat panel’s paths to the analysis, each with its events and the state reached', () => {
    const { status, out } = paths('chat-panel', '--to', 'financial_analysis');
    expect(status).toBe(0);
    expect(out).toContain('chat-panel: 3 rutas más cortas hasta financial_analysis');
    expect(out).toContain(
      'financial_analysis.ready\n       (inicio) → panel.reply [opensResults] → panel.analyze → panel.reply [hasAnalysis]'
    );
  });

  it('answers --json for tools', () => {
    const { status, out } = paths('chat-panel', '--json');
    expect(status).toBe(0);
    const doc = JSON.parse(out) as { machine: string; kind: string; paths: { state: string }[] };
    expect(doc).toMatchObject({ machine: 'chat-panel', kind: 'shortest' });
    expect(doc.paths.map((p) => p.state)).toContain('results');
  });

  it('says in Spanish what is wrong with a request', () => {
    expect(paths()).toMatchObject({ status: 1, err: expect.stringContaining('Uso: npm run paths') });
    expect(paths('chat-panel', '--shortest', '--simple')).toMatchObject({
      status: 1,
      err: expect.stringContaining('Elige --shortest o --simple, no ambos.'),
    });
    expect(paths('chat-panle')).toMatchObject({
      status: 1,
      err: expect.stringContaining('No existe la máquina "chat-panle". Máquinas: '),
    });
    expect(paths('chat-panel', '--to', 'abierto')).toMatchObject({
      status: 1,
      err: expect.stringContaining(
        'La máquina chat-panel no tiene el estado "abierto". Estados: restoring, closed'
      ),
    });
  });
});
