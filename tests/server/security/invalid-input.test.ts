import fc from 'fast-check';
import type { Db } from '#server/db/client';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { operations, type Operation, type Slot } from './contract';
import { invalidInput, MISSING } from './invalid-values';
import { nonSpanish } from './spanish';
import { createTally } from './tally';
import { buildWorld, caller, fingerprint, pathValue, queryValues, validBodies, type World } from './world';

// Generated from openapi/openapi.json: every operation, called by someone allowed to call it, with one of its
// inputs replaced by a value the database cannot hold or the schema must refuse. The answer must be a 4xx with
// Spanish messages, and no row may change.

const RUNS_PER_OPERATION = 12;
const OPERATIONS = operations();
const WITH_INPUTS = OPERATIONS.filter((op) => op.slots.length > 0);

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let token: string;
const tally = createTally('invalid input');

beforeAll(async () => {
  // The public endpoints' per-client limits would answer 429 (and count the call) before validation is reached.
  vi.stubEnv('CHAT_RATE_LIMIT', '0');
  vi.stubEnv('CHAT_LEAD_RATE_LIMIT', '0');
  vi.stubEnv('PRIVACY_REQUEST_RATE_LIMIT', '0');
  vi.stubEnv('PUBLIC_LEAD_RATE_LIMIT', '0');
  vi.stubEnv('SAVED_SEARCH_RATE_LIMIT', '0');
  vi.stubEnv('ANALYSIS_PDF_RATE_LIMIT', '0');
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  world = await buildWorld(db, api);
  token = await api.issuer.tokenFor(caller);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  tally.report();
  await close();
});

type Request = {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: Record<string, unknown>;
};

/** The request an allowed caller would send: entity ids of the world, required query values, a valid body. */
function validRequest(op: Operation): Request {
  const path = Object.fromEntries(
    op.params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(world, op.path, p.name)])
  );
  const query = Object.fromEntries(
    op.params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, queryValues(world)[p.name]!])
  );
  const body = op.body ? { ...(validBodies(world)[op.body.component] ?? {}) } : undefined;
  return { path, query, body };
}

function withInvalid(request: Request, slot: Slot, value: unknown): Request {
  const part = slot.where === 'body' ? { ...request.body } : { ...request[slot.where] };
  if (value === MISSING) delete part[slot.name];
  else part[slot.name] = value;
  return { ...request, [slot.where]: part };
}

function send(op: Operation, request: Request) {
  const url =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.path[name] ?? '')) +
    (Object.keys(request.query).length ? `?${new URLSearchParams(request.query)}` : '');
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: RequestInit['body'];
  if (request.body && op.body?.mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [k, v] of Object.entries(request.body)) form.append(k, String(v));
    form.append(
      'file',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      'a.jpg'
    );
    body = form;
  } else if (request.body && op.body?.mediaType === 'application/json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  return api.app.request(url, { method: op.method, headers, body });
}

async function expectRefused(op: Operation, request: Request) {
  const before = await fingerprint(db);
  const res = await send(op, request);
  const answer: unknown = await res.json().catch(() => null);
  const after = await fingerprint(db);
  tally.record(res.status, after !== before);
  expect(res.status, `${op.name} ${JSON.stringify(answer)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${op.name} ${JSON.stringify(answer)}`).toBeLessThan(500);
  expect(nonSpanish(answer), op.name).toEqual([]);
  expect(after, `${op.name} changed data`).toBe(before);
  return res;
}

describe('the contract the suite reads', () => {
  it('has operations with inputs to attack', () => {
    expect(WITH_INPUTS.length).toBeGreaterThan(40);
  });

  // Without a valid starting request, a refusal could come from any other field and prove nothing.
  it.each(WITH_INPUTS.filter((op) => op.method !== 'DELETE').map((op) => [op.name, op] as const))(
    '%s accepts its valid request',
    async (_, op) => {
      const res = await send(op, validRequest(op));
      const answer: unknown = await res
        .clone()
        .json()
        .catch(() => null);
      const refusedByValidation =
        res.status === 422 && Array.isArray((answer as { detail?: unknown })?.detail);
      expect(refusedByValidation, JSON.stringify(answer)).toBe(false);
      expect(res.status).toBeLessThan(500);
    }
  );
});

describe('invalid input never reaches the database', () => {
  it.each(WITH_INPUTS.map((op) => [op.name, op] as const))('%s answers 4xx in Spanish', async (_, op) => {
    const slotAndValue = fc
      .constantFrom(...op.slots)
      .chain((slot) => invalidInput(slot).map((value) => ({ slot, value })));
    await fc.assert(
      fc.asyncProperty(slotAndValue, async ({ slot, value }) => {
        await expectRefused(op, withInvalid(validRequest(op), slot, value));
      }),
      { numRuns: RUNS_PER_OPERATION }
    );
  });

  it.each(
    OPERATIONS.filter((op) => op.method === 'POST' || op.method === 'PUT').map((op) => [op.name, op] as const)
  )('%s refuses an oversize body', async (_, op) => {
    const oversize = { ...validRequest(op), body: { relleno: 'x'.repeat(1_100_000) } };
    await expectRefused(
      { ...op, body: op.body ?? { mediaType: 'application/json', component: '', schema: {} } },
      oversize
    );
  });
});

// Number() reads each of these as the id it spells ('0x10' is 16, '%201' is 1): a path or query id has one spelling,
// so a client bug or a probe can never reach a row by another (DELETE /properties/0x10 once deleted property 16).
const oddSpellings = (n: string) => [
  `0x${Number(n).toString(16)}`,
  ` ${n}`,
  `${n} `,
  `+${n}`,
  `0${n}`,
  `${n}e0`,
  `${n}.0`,
];
const integerSlots = WITH_INPUTS.flatMap((op) =>
  op.slots
    .filter((slot) => slot.where !== 'body' && [slot.schema.type].flat().includes('integer'))
    .map((slot) => [`${op.name} ${slot.where} ${slot.name}`, op, slot] as const)
);

describe('a path or query integer in any spelling but plain digits is refused', () => {
  it('finds the integers of the contract', () => {
    expect(integerSlots.length).toBeGreaterThan(60);
  });

  it.each(integerSlots)('%s', async (_, op, slot) => {
    const request = validRequest(op);
    const valid = slot.where === 'path' ? request.path[slot.name]! : (request.query[slot.name] ?? '1');
    // An operation without a 422 (a served file) answers any malformed address as a missing file.
    const refusal = op.statuses.includes('422') ? 422 : 404;
    for (const odd of oddSpellings(valid)) {
      const res = await expectRefused(op, withInvalid(request, slot, odd));
      expect(res.status, `${op.name} ${JSON.stringify(odd)}`).toBe(refusal);
    }
  });
});
