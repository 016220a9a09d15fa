/**
 * `npm run test:pg [-- vitest args]`: runs the server test project against a real PostgreSQL instead of PGlite.
 * Uses DATABASE_URL when set (the role needs CREATEDB: every test file creates and drops its own database);
 * otherwise starts a throw-away cluster in a temporary directory on a free port and removes it afterwards.
 */
import { spawn } from 'node:child_process';
import { startTemporaryCluster } from './postgres-cluster';

function runVitest(databaseUrl: string): Promise<number> {
  const args = ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)];
  const jsonOut = process.env.VITEST_JSON_OUT;
  if (jsonOut) args.push('--reporter=default', '--reporter=json', `--outputFile=${jsonOut}`);
  const child = spawn('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

async function main(): Promise<number> {
  const given = process.env.DATABASE_URL?.trim();
  if (given) return runVitest(given);

  const cluster = await startTemporaryCluster();
  const cleanUp = () => {
    void cluster.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', cleanUp);
  process.once('SIGTERM', cleanUp);
  try {
    return await runVitest(cluster.url);
  } finally {
    process.off('SIGINT', cleanUp);
    process.off('SIGTERM', cleanUp);
    await cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
);
