import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { temporaryDataDir } from './dev-idp-harness';

const TSX = 'node_modules/.bin/tsx';
const MAIN = 'server/auth/dev-idp/main.ts';

function runMain(env: Record<string, string>) {
  const child = spawn(TSX, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('development identity provider: process entry', () => {
  it('refuses to start in production', async () => {
    const run = runMain({ NODE_ENV: 'production', IDP_PORT: '0' });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toContain('NODE_ENV=production');
  });

  it('refuses to start when a real Auth0 tenant is configured', async () => {
    const run = runMain({ NODE_ENV: 'development', AUTH0_DOMAIN: 'inbest.eu.auth0.com', IDP_PORT: '0' });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toContain('AUTH0_DOMAIN');
  });

  it('prints its address, serves discovery, and stops cleanly on SIGTERM', async () => {
    const data = await temporaryDataDir();
    const run = runMain({ NODE_ENV: 'development', AUTH0_DOMAIN: '', IDP_PORT: '0', DATA_DIR: data.dir });
    try {
      const issuer = await new Promise<string>((resolve, reject) => {
        run.child.stdout.on('data', () => {
          const match = /http:\/\/localhost:\d+\//.exec(run.output().stdout);
          if (match) resolve(match[0]);
        });
        run.exited.then((code) => reject(new Error(`salió con ${code}: ${run.output().stderr}`)), reject);
      });
      const discovery = await fetch(new URL('.well-known/openid-configuration', issuer));
      expect(((await discovery.json()) as { issuer: string }).issuer).toBe(issuer);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      await data.remove();
    }
  });
});
