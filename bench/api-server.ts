import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createApp } from '#server/app';
import { DEMO_USERS } from '#server/demo/demo-users';
import { createTokenVerifier } from '#server/auth/token-verifier';
import { openPglite, openPostgres, type Db } from '#server/db/client';
import { pgliteNamingStatements, queryNamed } from '#server/db/pglite-named-statements';
import { preparedNameOf } from '#server/db/prepared-names';
import * as schema from '#server/db/schema';
import { seedDemoData } from '#server/demo/seed';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from '#tests/server/support/tokens';
import type { Query } from './api-process';
import { benchTargets, learnedChatTurn, scenarios, type Scenario } from './api-scenarios';
import { ONE_PREPARED_PREFIX, ONE_STATEMENT_PREFIX, oneStatements } from './one-statement';

// One process of `npm run bench:api`: `api` serves the real API; `raw` serves the limit it is measured against, a
// bare node:http server that runs, per call, the very statements (same SQL, same parameters) the API ran for that
// call, and answers their rows as JSON: no token, no policy, no validation, no shaping; under `/one` + the call's
// path it answers the call's body built by one statement (bench/one-statement.ts). Both open their own
// database (DATABASE_URL, else an in-memory PGlite with the demo data) and print one JSON line when listening.

const mode = process.argv[2];
if (mode !== 'api' && mode !== 'raw') throw new Error('usage: api-server.ts api|raw');
process.env.CHAT_RATE_LIMIT = '0';

let recording: Query[] | null = null;
const logger = {
  logQuery: (sql: string, params: unknown[]) => {
    recording?.push({ sql, params });
    // PGlite's driver is not told the names: the statements the API names are known by their text.
    if (recording && pglite && preparedNameOf(sql)) namedTexts.add(sql);
  },
};

const databaseUrl = process.env.DATABASE_URL?.trim();
const pglite = databaseUrl ? undefined : new PGlite();
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl }) : undefined;
const opened = pglite ? await openPglite(pglite) : await openPostgres(databaseUrl!);
await seedDemoData(opened.db);
// The same client again, with a logger that lets the raw server learn each call's statements.
const db: Db = pglite
  ? drizzlePglite({ client: pgliteNamingStatements(pglite), schema, logger })
  : drizzleNodePg({ client: pool!, schema, logger });

const issuer = await createTestIssuer();
const app = createApp({
  db,
  verifyToken: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
  userInfo: async () => ({ email: null, name: null }),
  corsOrigins: [],
});

// Which of the API's statements are named prepared statements: Drizzle's logger sees only the text.
const namedTexts = new Set<string>();
if (pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    query: (config: unknown, ...rest: unknown[]) => {
      const { name, text } = (typeof config === 'object' && config) as { name?: string; text?: string };
      if (recording && name && text) namedTexts.add(text);
      return query(config, ...rest);
    },
  });
}

const targets = await benchTargets(opened.db);
const calls = scenarios(targets);

const tokens: Record<string, string> = {};
for (const user of DEMO_USERS) {
  tokens[user.sub] = await issuer.tokenFor({
    sub: user.sub,
    email: user.email,
    permissions: [...user.permissions],
  });
}

const headersFor = (call: Scenario): Record<string, string> => ({
  ...(call.as ? { authorization: `Bearer ${tokens[call.as]}` } : {}),
  ...(call.body ? { 'content-type': 'application/json' } : {}),
});

type Learned = { status: number; queries: Query[]; firstQueries: Query[]; body: string };

/** Calls the API once per scenario (warming it, provisioning users) and keeps the statements each call ran. */
async function recordStatements(): Promise<Map<string, Learned>> {
  const learned = new Map<string, Learned>();
  for (const call of calls) {
    // The first call provisions the caller and misses the chat's reply cache. The chat's second call misses it too:
    // its session now holds a search, which is part of the key. The third is the steady state of every call.
    const ran: Query[][] = [];
    let status = 0;
    let body = '';
    for (let i = 0; i < 3; i++) {
      recording = [];
      const res = await app.request(call.path, {
        method: call.method,
        headers: headersFor(call),
        body: call.body,
      });
      body = await res.text();
      ran.push(recording);
      status = res.status;
    }
    learned.set(call.name, { status, queries: ran[2]!, firstQueries: ran[0]!, body });
  }
  recording = null;
  return learned;
}

// `name` makes it a named prepared statement, as the API's hot calls are (ADR 0069, and ADR 0074 on PGlite).
const runQuery = async (query: Query, name?: string): Promise<unknown[]> =>
  pglite
    ? (name
        ? await queryNamed(pglite, name, query.sql, query.params)
        : await pglite.query(query.sql, query.params)
      ).rows
    : (await pool!.query({ name, text: query.sql, values: query.params })).rows;

const learned = await recordStatements();
const chatReply = learned.get('chat search')?.body;
const single = oneStatements(targets, chatReply ? await learnedChatTurn(opened.db, chatReply) : undefined);
const statements = Object.fromEntries(
  [...learned].map(([name, call]) => [name, { status: call.status, queries: call.queries.length }])
);
let port: number;
if (mode === 'api') {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  port = (server.address() as AddressInfo).port;
} else {
  const byPath = new Map(calls.map((call) => [call.path, learned.get(call.name)!]));
  // The limit twice: sent ad hoc (parsed and planned on every call) and as a named prepared statement.
  const oneByPath = new Map<string, { query: Query; name?: string }>(
    calls.flatMap((call, i) => {
      const query = single[call.name];
      if (!query) return [];
      return [
        [ONE_STATEMENT_PREFIX + call.path, { query }],
        [ONE_PREPARED_PREFIX + call.path, { query, name: `one${i}` }],
      ];
    })
  );
  // The API's own statements, sent as the API sends them: named when the API names them.
  const namedByText = new Map<string, string>();
  const nameOf = (query: Query) => {
    if (!namedTexts.has(query.sql)) return undefined;
    if (!namedByText.has(query.sql)) namedByText.set(query.sql, `same${namedByText.size}`);
    return namedByText.get(query.sql);
  };
  const server = createServer((req, res) => {
    const known = byPath.get(req.url ?? '');
    const one = oneByPath.get(req.url ?? '');
    req.resume();
    if (!known && !one) {
      res.writeHead(404).end();
      return;
    }
    void (async () => {
      let body: string;
      if (one) {
        body = String((((await runQuery(one.query, one.name))[0] ?? {}) as { body?: string }).body);
      } else {
        const results: unknown[][] = [];
        for (const query of known!.queries) results.push(await runQuery(query, nameOf(query)));
        body = JSON.stringify(results);
      }
      res.writeHead(one ? 200 : known!.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
}

// BENCH_STATEMENTS=1 also hands over the statements themselves, for the scale bench to EXPLAIN.
const queries =
  process.env.BENCH_STATEMENTS === '1'
    ? Object.fromEntries(
        [...learned].map(([name, call]) => [name, { first: call.firstQueries, steady: call.queries }])
      )
    : undefined;
const oneStatement = Object.keys(single);
console.log(
  JSON.stringify({
    ready: true,
    mode,
    port,
    kind: opened.kind,
    calls,
    tokens,
    statements,
    queries,
    oneStatement,
  })
);
process.on('SIGTERM', () => process.exit(0));
