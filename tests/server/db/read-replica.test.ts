import { createServer } from 'node:net';
import type { Db } from '#server/db/client';
import { freshReader, openReadReplica } from '#server/db/read-replica';
import { createTestDb } from '#tests/server/support/test-db';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close());

const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

// The streaming case (a lagging standby falls back, a caught-up one serves) runs against a real pg_basebackup
// replica in `npm run test:scale`.
describe('choosing where the chat search reads', () => {
  it('reads the primary when no replica is configured', async () => {
    expect(await freshReader(db, undefined)).toBe(db);
  });

  it('reads the primary when the replica cannot be reached', async () => {
    const replica = openReadReplica(`postgres://postgres@127.0.0.1:${await deadPort()}/postgres`);
    try {
      expect(await freshReader(db, replica.db)).toBe(db);
    } finally {
      await replica.close();
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  it.runIf(Boolean(serverUrl))('never reads a server that is not a standby as a replica', async () => {
    const notAStandby = openReadReplica(serverUrl!);
    try {
      expect(await freshReader(db, notAStandby.db)).toBe(db);
    } finally {
      await notAStandby.close();
    }
  });
});
