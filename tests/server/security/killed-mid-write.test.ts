import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { nearbyPlaces, projectImages, projects } from '#server/db/schema';
import { IMAGES_PER_PROJECT, PLACES_PER_PROJECT } from './support/write-until-killed';

// The API process is killed (SIGKILL: no shutdown, no flush) while it writes projects with their nearby places
// and images in one transaction each. The embedded database must open again, and every project in it must be
// whole: a write is there entirely or not at all.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WRITER = fileURLToPath(new URL('./support/write-until-killed.ts', import.meta.url));

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'inbest-killed-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Starts the writer and kills it once it has committed `commits` projects and is inside the next write. */
function writeThenKill(commits: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER], {
      cwd: ROOT,
      env: { ...process.env, INBEST_WRITE_UNTIL_KILLED_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let committed = 0;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      committed += (chunk.toString().match(/committed \d+/g) ?? []).length;
      // Each commit is followed at once by the next project's transaction: killing now cuts it.
      if (committed >= commits) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(committed);
      else reject(new Error(`the writer stopped by itself (${code}): ${stderr}`));
    });
  });
}

it(
  'the database reopens after the API is killed mid-write, with no partial rows',
  { timeout: 120_000 },
  async () => {
    const committed = await writeThenKill(3);
    const { db, close } = await openDatabase({ dataDir });
    try {
      const rows = await db.select({ id: projects.id }).from(projects);
      expect(rows.length).toBeGreaterThanOrEqual(committed);
      for (const { id } of rows) {
        const [places] = await db
          .select({ n: count() })
          .from(nearbyPlaces)
          .where(eq(nearbyPlaces.projectId, id));
        const [images] = await db
          .select({ n: count() })
          .from(projectImages)
          .where(eq(projectImages.projectId, id));
        expect([places!.n, images!.n]).toEqual([PLACES_PER_PROJECT, IMAGES_PER_PROJECT]);
      }
      // Still writable after the recovery.
      await db.update(projects).set({ name: 'Recuperado' }).where(eq(projects.id, rows[0]!.id));
    } finally {
      await close();
    }
  }
);
