import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { CONSENT_REQUIRED } from '#domain/privacy';
import { leadConsents, leadEvents, leads, privacyPolicies } from '#server/db/schema';
import { mailNewWebsiteLead } from '#server/services/lead-mail';
import { fromAddress } from '#tests/server/assistant/chat-support';
import { callJson, people, setUpCompanies, type PersonKey } from '#tests/server/projects/support';
import { createTestApi, json } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;
let userIds: Record<PersonKey, number>;
let ownKey: string;
let foreignKey: string;

const SITE = 'https://www.andina.test';
const FOREIGN_SITE = 'https://sabana.test';

const capture = (who: PersonKey, company: number, method = 'GET', body?: unknown) =>
  callJson(api, people[who], method as 'GET', `/companies/${company}/lead-capture`, body);
const settings = (overrides: Record<string, unknown> = {}) => ({
  allowed_origins: [SITE],
  rotation: [],
  whatsapp_template: null,
  ...overrides,
});

let address = 0;
/** A post from the website `origin`, from its own client address unless one is given (the limit is per client). */
function post(
  body: Record<string, unknown>,
  origin: string | null = SITE,
  client = `198.51.100.${++address}`
) {
  return api.app.request(
    '/public/leads',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    },
    fromAddress(client)
  );
}
let serial = 0;
const visitor = (overrides: Record<string, unknown> = {}) => ({
  key: ownKey,
  contact_name: 'Camila Ortiz',
  contact_email: `camila${++serial}@example.co`,
  contact_phone: '',
  message: 'Quiero conocer la sala de ventas.',
  consent: true,
  ...overrides,
});
const leadsOf = (company: number) => db.select().from(leads).where(eq(leads.companyId, company));

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign, userIds } = await setUpCompanies(db, api));
  ownKey = (await capture('owner', own, 'PUT', settings())).body.key;
  foreignKey = (await capture('foreignOwner', foreign, 'PUT', settings({ allowed_origins: [FOREIGN_SITE] })))
    .body.key;
});
afterAll(() => close());

describe('GET /companies/{id}/lead-capture', () => {
  it('gives managers the key, the websites and a snippet that posts with that key', async () => {
    const { status, body } = await capture('admin', own);
    expect(status).toBe(200);
    expect(body).toMatchObject({ key: ownKey, allowed_origins: [SITE] });
    expect(body.snippet).toContain('<form');
    expect(body.snippet).toContain(`body.key = '${ownKey}'`);
    expect(body.snippet).toContain('/public/leads');
    expect(body.snippet).toContain('name="sitio_web"');
  });

  it("carries an unticked consent box linked to the company's treatment policy", async () => {
    const { body } = await capture('owner', own);
    const box = /<input[^>]*name="consent"[^>]*>/.exec(body.snippet)?.[0] ?? '';
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain('checked');
    expect(body.snippet).toContain('Autorizo el tratamiento de mis datos personales');
    expect(body.snippet).toContain(`/privacidad/empresas/${own}"`);
    expect(body.snippet).toContain('body.consent = form.elements.consent.checked');
  });

  it('is refused to a MEMBER and a VIEWER', async () => {
    expect((await capture('member', own)).status).toBe(403);
    expect((await capture('viewer', own)).status).toBe(403);
  });

  it('refuses a website written with a path, in Spanish', async () => {
    const { status, body } = await capture(
      'owner',
      own,
      'PUT',
      settings({ allowed_origins: ['www.andina.test/contacto'] })
    );
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain('https://www.miconstructora.com');
  });

  it('rotates the key: the old one stops working at once', async () => {
    const company = (await capture('foreignOwner', foreign)).body;
    const rotated = await callJson(
      api,
      people.foreignOwner,
      'POST',
      `/companies/${foreign}/lead-capture/key`
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.key).not.toBe(company.key);
    expect((await post(visitor({ key: company.key }), FOREIGN_SITE)).status).toBe(403);
    expect((await post(visitor({ key: rotated.body.key }), FOREIGN_SITE)).status).toBe(201);
    foreignKey = rotated.body.key;
  });
});

describe('CORS of POST /public/leads', () => {
  const preflight = (origin: string) =>
    api.app.request('/public/leads', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('answers the preflight of a website some company allowed', async () => {
    const res = await preflight(SITE);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('gives no CORS grant to a website nobody allowed, on the preflight or the post', async () => {
    const res = await preflight('https://evil.test');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const posted = await post(visitor(), 'https://evil.test');
    expect(posted.headers.get('access-control-allow-origin')).toBeNull();
    expect(posted.status).toBe(403);
  });

  it('does not open the rest of the API to a company website', async () => {
    const res = await api.app.request('/leads', { method: 'OPTIONS', headers: { origin: SITE } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('POST /public/leads', () => {
  it("takes a 'Sitio web' lead with the message and the website as its source", async () => {
    const res = await post(visitor({ contact_email: 'nueva@example.co', contact_phone: '300 555 0101' }));
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ message: '¡Gracias! Recibimos tus datos y te contactaremos pronto.' });
    const [lead] = await db.select().from(leads).where(eq(leads.contactEmail, 'nueva@example.co'));
    expect(lead).toMatchObject({
      companyId: own,
      origin: 'website',
      status: 'new',
      source: 'www.andina.test',
      interests: 'Mensaje: Quiero conocer la sala de ventas.',
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('refuses a lead without the authorisation, in Spanish, and stores nothing', async () => {
    const before = (await leadsOf(own)).length;
    for (const consent of [undefined, false, 'on']) {
      const res = await post(visitor({ consent }));
      expect(res.status).toBe(422);
      expect(JSON.stringify(await json(res))).toContain(CONSENT_REQUIRED);
    }
    expect((await leadsOf(own)).length).toBe(before);
  });

  it("keeps the proof of the authorisation: when, the channel 'website', the address, the policy version", async () => {
    const res = await post(visitor({ contact_email: 'prueba@example.co' }), SITE, '203.0.113.9');
    expect(res.status).toBe(201);
    const [lead] = await db.select().from(leads).where(eq(leads.contactEmail, 'prueba@example.co'));
    const [proof] = await db.select().from(leadConsents).where(eq(leadConsents.leadId, lead!.id));
    expect(proof).toMatchObject({ channel: 'website', ipAddress: '203.0.113.9' });
    expect(proof!.givenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [policy] = await db.select().from(privacyPolicies).where(eq(privacyPolicies.id, proof!.policyId));
    expect(policy).toMatchObject({ companyId: own, version: 1 });
  });

  it("refuses another company's key from this company's website, and stores nothing", async () => {
    const before = (await leadsOf(foreign)).length;
    const res = await post(visitor({ key: foreignKey }), SITE);
    expect(res.status).toBe(403);
    expect((await json(res)).detail).toContain('no está autorizado');
    expect((await leadsOf(foreign)).length).toBe(before);
  });

  it('refuses a key nobody holds and a post without an Origin', async () => {
    const unknown = await post(visitor({ key: 'lc_inventada' }));
    expect(unknown.status).toBe(403);
    expect((await json(unknown)).detail).toContain('clave de captura no es válida');
    expect((await post(visitor(), null)).status).toBe(403);
  });

  it('answers a robot that filled the honeypot like anyone, and keeps nothing', async () => {
    const before = (await leadsOf(own)).length;
    const res = await post(visitor({ sitio_web: 'http://spam.test' }));
    expect(res.status).toBe(201);
    expect((await json(res)).message).toContain('Gracias');
    expect((await leadsOf(own)).length).toBe(before);
  });

  it('validates in Spanish', async () => {
    const res = await post(visitor({ contact_name: 'A', contact_email: 'no-es-correo' }));
    expect(res.status).toBe(422);
    const text = JSON.stringify(await json(res));
    expect(text).toContain('El nombre debe tener al menos 2 caracteres');
    expect(text).toContain('Escribe un correo electrónico válido');
    const none = await post(visitor({ contact_email: '', contact_phone: '' }));
    expect(JSON.stringify(await json(none))).toContain('Indica un correo electrónico o un teléfono');
  });

  it('a known contact only adds an unverified history entry, with the same answer', async () => {
    const first = await post(visitor({ contact_email: 'sofia@example.co', contact_name: 'Sofía Díaz' }));
    const [lead] = await db.select().from(leads).where(eq(leads.contactEmail, 'sofia@example.co'));
    await db.update(leads).set({ status: 'qualified' }).where(eq(leads.id, lead!.id));
    const again = await post(
      visitor({
        contact_email: 'SOFIA@example.co',
        contact_name: 'Otra persona',
        contact_phone: '3009998877',
      })
    );
    expect(again.status).toBe(first.status);
    expect(await json(again)).toEqual(await json(first));
    const [after] = await db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(after).toMatchObject({ contactName: 'Sofía Díaz', contactPhone: null, status: 'qualified' });
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(history.at(-1)).toMatchObject({ type: 'recontact', unverified: true });
    expect(history.at(-1)!.description).toContain('Otra persona');
  });

  it('limits each client to a few posts an hour', async () => {
    const previous = process.env.PUBLIC_LEAD_RATE_LIMIT;
    process.env.PUBLIC_LEAD_RATE_LIMIT = '2';
    try {
      const limited = (await createTestApi(db)).app;
      const send = () =>
        limited.request(
          '/public/leads',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: SITE },
            body: JSON.stringify(visitor()),
          },
          fromAddress('192.0.2.77')
        );
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect((await json(refused)).detail).toContain('Intenta de nuevo en unos minutos');
    } finally {
      if (previous === undefined) delete process.env.PUBLIC_LEAD_RATE_LIMIT;
      else process.env.PUBLIC_LEAD_RATE_LIMIT = previous;
    }
  });
});

describe('round-robin and the new-lead e-mail', () => {
  it('gives new leads in turn to the members the company chose, with the turn in the history', async () => {
    const saved = await capture('owner', own, 'PUT', settings({ rotation: [userIds.member, userIds.admin] }));
    expect(saved.body.rotation).toEqual([userIds.member, userIds.admin]);
    const names: (number | null)[] = [];
    for (const n of [1, 2, 3]) {
      await post(visitor({ contact_email: `turno${n}@example.co` }));
      const [lead] = await db
        .select()
        .from(leads)
        .where(eq(leads.contactEmail, `turno${n}@example.co`));
      names.push(lead!.assignedTo);
    }
    expect(new Set(names).size).toBe(2);
    expect(names[0]).toBe(names[2]);
    expect(names[0]).not.toBe(names[1]);
    const [first] = await db.select().from(leads).where(eq(leads.contactEmail, 'turno1@example.co'));
    const history = await db.select().from(leadEvents).where(eq(leadEvents.leadId, first!.id));
    expect(history.map((e) => e.type)).toEqual(['created', 'assigned']);
    expect(history[1]!.description).toMatch(/^Asignado por turno a /);
    // The website lead goes to its assignee only.
    const mails = await mailNewWebsiteLead(db, first!.id);
    expect(mails.map((m) => m.to)).toEqual([
      names[0] === userIds.member ? 'member@andina.test' : 'admin@andina.test',
    ]);
    expect(mails[0]).toMatchObject({ template: 'website-lead', data: { leadName: 'Camila Ortiz' } });
  });

  it('refuses a VIEWER in the rotation', async () => {
    const { status, body } = await capture('owner', own, 'PUT', settings({ rotation: [userIds.viewer] }));
    expect(status).toBe(422);
    expect(body.detail).toContain('no son VIEWER');
  });

  it("mails a lead nobody has to the company's owners", async () => {
    await capture('owner', own, 'PUT', settings({ rotation: [] }));
    await post(visitor({ contact_email: 'sinturno@example.co' }));
    const [lead] = await db.select().from(leads).where(eq(leads.contactEmail, 'sinturno@example.co'));
    expect(lead!.assignedTo).toBeNull();
    expect((await mailNewWebsiteLead(db, lead!.id)).map((m) => m.to)).toEqual(['owner@andina.test']);
  });
});
