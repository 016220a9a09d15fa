import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Scenario } from './api-scenarios';

const ROOT = resolve(import.meta.dirname, '..');

/** A statement the API ran for a call, learned through Drizzle's logger. */
export type Query = { sql: string; params: unknown[] };

/** The line bench/api-server.ts prints once it listens. */
export type Ready = {
  port: number;
  kind: string;
  calls: Scenario[];
  tokens: Record<string, string>;
  statements: Record<string, { status: number; queries: number }>;
  /** With BENCH_STATEMENTS=1: each call's statements, on its first call and in the steady state. */
  queries?: Record<string, { first: Query[]; steady: Query[] }>;
  /** The calls the raw server also answers in one statement, under `/one` + their path. */
  oneStatement: string[];
};

/** Starts bench/api-server.ts in `mode` and resolves when it listens. */
export function startServer(
  mode: 'api' | 'raw',
  env: NodeJS.ProcessEnv = process.env
): Promise<{ child: ChildProcess; ready: Ready }> {
  // Node itself with tsx's loader, not the tsx wrapper, so the child's pid is the server whose memory is reported.
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'bench/api-server.ts'), mode], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`${mode} server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"ready"')) done({ child, ready: JSON.parse(line) as Ready });
    });
  });
}
