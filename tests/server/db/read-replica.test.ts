import { createServer } from 'node:net';
import type { Db } from '#server/db/client';
import { sql } from 'drizzle-orm';
import { openReadReplica, primaryPosition, readerAt, replicaLagBytes } from '#server/db/read-replica';
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
    expect(await readerAt(db, undefined, '0/0')).toBe(db);
  });

  it('reads the primary when the replica cannot be reached', async () => {
    const replica = openReadReplica(`postgres://postgres@127.0.0.1:${await deadPort()}/postgres`);
    try {
      expect(await readerAt(db, replica.db, '0/0')).toBe(db);
    } finally {
      await replica.close();
    }
  });

  it('reads the primary when the primary position is unknown', async () => {
    const replica = openReadReplica(`postgres://postgres@127.0.0.1:${await deadPort()}/postgres`);
    try {
      expect(await readerAt(db, replica.db, null)).toBe(db);
    } finally {
      await replica.close();
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  it.runIf(Boolean(serverUrl))(
    'waits for a commit made with synchronous_commit off, whose record may not be written out yet',
    async () => {
      const inside = await db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        await tx.execute(sql`create temporary table sale_probe (id int) on commit drop`);
        await tx.execute(sql`insert into sale_probe values (1)`);
        const at = await tx.execute<{ lsn: string }>(sql`select pg_current_wal_insert_lsn()::text as lsn`);
        return at.rows[0]!.lsn;
      });
      const position = await primaryPosition(db);
      const covered = await db.execute<{ ok: boolean }>(
        sql`select ${position}::pg_lsn > ${inside}::pg_lsn as ok`
      );
      expect(covered.rows[0]?.ok).toBe(true);
    }
  );
  it.runIf(Boolean(serverUrl))('never reads a server that is not a standby as a replica', async () => {
    const notAStandby = openReadReplica(serverUrl!);
    try {
      expect(await readerAt(db, notAStandby.db, await primaryPosition(db))).toBe(db);
    } finally {
      await notAStandby.close();
    }
  });
});

// What /metrics reports as inbest_db_replica_lag_bytes; the caught-up standby's figure is checked by the scale test.
describe('the replica lag /metrics reports', () => {
  it('is unknown when the replica cannot be reached', async () => {
    const replica = openReadReplica(`postgres://postgres@127.0.0.1:${await deadPort()}/postgres`);
    try {
      expect(await replicaLagBytes(db, replica.db)).toBeNull();
      expect(replica.poolStats()).toEqual({ total: 0, idle: 0, waiting: 0 });
    } finally {
      await replica.close();
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  it.runIf(Boolean(serverUrl))(
    'is unknown on a server that is not a standby, whose pool is counted',
    async () => {
      const notAStandby = openReadReplica(serverUrl!);
      try {
        expect(await replicaLagBytes(db, notAStandby.db)).toBeNull();
        expect(notAStandby.poolStats()).toEqual({ total: 1, idle: 1, waiting: 0 });
      } finally {
        await notAStandby.close();
      }
    }
  );
});
