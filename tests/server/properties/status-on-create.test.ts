import type { Db } from '#server/db/client';
import { addProject } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import {
  addModel,
  callJson,
  people,
  propertyBody,
  setUpCompanies,
  type PersonKey,
} from '#tests/server/projects/support';
import { fingerprint } from '#tests/server/security/world';
import { nonSpanish } from '#tests/server/security/spanish';

// A MEMBER may not sell, reserve or rent a unit by editing it; creating it already sold must not be a back door
// (a fake sale moves the dashboard's revenue, the sold-unit counters and the activity feed at once).

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let serial = 0;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own } = await setUpCompanies(db, api));
});
afterAll(() => close());

async function createBoth(who: PersonKey, status: string) {
  const project = await addProject(db, own, `Proyecto ${++serial}`, 'ACTIVE');
  const model = await addModel(db, project);
  const unit = await callJson(api, people[who], 'POST', `/projects/${project}/properties`, {
    name: `Apto ${serial}`,
    property_model_id: model,
    property_type: 'apartment',
    status,
    price: 99_999_999_999_999,
  });
  const independent = await callJson(
    api,
    people[who],
    'POST',
    '/properties',
    propertyBody({ company_id: own, name: `Casa ${serial}`, status })
  );
  return [unit, independent];
}

describe('the statuses a role may create are the ones it may set by editing', () => {
  it.each(['SOLD', 'RESERVED', 'RENTED'])(
    'a MEMBER creating a %s property gets a Spanish 403',
    async (status) => {
      const before = await fingerprint(db);
      const project = await addProject(db, own, `Proyecto ${++serial}`, 'ACTIVE');
      const model = await addModel(db, project);
      const seeded = await fingerprint(db);
      expect(seeded).not.toBe(before);
      const answers = [
        await callJson(api, people.member, 'POST', `/projects/${project}/properties`, {
          name: 'Apto 101',
          property_model_id: model,
          status,
          price: 99_999_999_999_999,
        }),
        await callJson(api, people.member, 'POST', '/properties', propertyBody({ company_id: own, status })),
      ];
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(403);
        expect(nonSpanish(answer.body)).toEqual([]);
        expect(answer.body.detail).toMatch(/Disponible/);
      }
      // No row, no activity, no counter moved.
      expect(await fingerprint(db)).toBe(seeded);
    }
  );

  it('a MEMBER still creates available units and properties', async () => {
    for (const answer of await createBoth('member', 'AVAILABLE')) expect(answer.status).toBe(201);
  });

  it.each(['owner', 'admin', 'platformAdmin'] as const)(
    '%s creates a sold unit and property',
    async (who) => {
      for (const answer of await createBoth(who, 'SOLD')) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body.status).toBe('SOLD');
      }
    }
  );
});
