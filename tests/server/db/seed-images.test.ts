import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PROPERTY_TYPES } from '#domain/property-types';
import { thumbnailUrl } from '#domain/upload';
import { createApp } from '#server/app';
import { createTokenVerifier } from '#server/auth/token-verifier';
import type { Db } from '#server/db/client';
import { projectImages, propertyImages, propertyModelImages } from '#server/db/schema';
import { picturesFor } from '#server/demo/demo-images';
import { DEMO_RENDERS } from '#server/demo/demo-renders';
import { seedDemoData, type SeedResult } from '#server/demo/seed';
import { LocalFileStorage } from '#server/storage/local-storage';
import { chat, newSessionId } from '#tests/server/assistant/chat-support';
import { createTestDb } from '#tests/server/support/test-db';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '#tests/server/support/tokens';

const API_BASE = 'http://api.test';
let db: Db;
let close: () => Promise<void>;
let root: string;
let storage: LocalFileStorage;
let first: SeedResult;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  root = await mkdtemp(path.join(tmpdir(), 'inbest-seed-images-'));
  storage = new LocalFileStorage({ root, publicBaseUrl: API_BASE, secret: 'seed-images-secret' });
  first = await seedDemoData(db, { storage });
  const issuer = await createTestIssuer();
  app = createApp({
    db,
    uploads: { storage, secret: 'seed-images-secret' },
    verifyToken: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
    userInfo: async () => ({ email: null, name: null }),
    corsOrigins: [],
  });
});
afterAll(async () => {
  await close();
  await rm(root, { recursive: true, force: true });
});

// Files are read through the API's public file route, as a browser reads them.
const fetchFile = (url: string) => app.request(url.slice(API_BASE.length));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('demo pictures in the seed', () => {
  it('gives every demo project outside and inside views, labelled as illustrative renders', async () => {
    const rows = await db.execute<{ id: number; images: number; first_type: string; alts: string[] }>(sql`
      select p.id, count(i.id)::int as images,
        (array_agg(i.image_type order by i.position))[1] as first_type,
        array_agg(i.alt_text) as alts
      from projects p left join project_images i on i.project_id = p.id group by p.id`);
    expect(rows.rows.length).toBe(first.counts.projects);
    for (const p of rows.rows) {
      expect(p.images).toBeGreaterThanOrEqual(2);
      expect(p.first_type).toBe('exterior');
      for (const alt of p.alts) expect(alt).toMatch(/^Render ilustrativo: /);
    }
  });

  it('gives every independent listing one primary picture and every model with units a picture', async () => {
    const listings = await db.execute<{ id: number; primaries: number }>(sql`
      select p.id, count(i.id) filter (where i.is_primary)::int as primaries
      from properties p left join property_images i on i.property_id = p.id
      where p.project_id is null group by p.id`);
    expect(listings.rows.length).toBeGreaterThan(0);
    for (const l of listings.rows) expect(l.primaries).toBe(1);
    const bare = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from property_models m
      where exists (select 1 from properties u where u.property_model_id = m.id)
        and not exists (select 1 from property_model_images i where i.property_model_id = m.id)`);
    expect(bare.rows[0]?.n).toBe(0);
  });

  it('stores each picture as an upload: a 1200×800 JPEG served by the API, with a WebP thumbnail beside it', async () => {
    const [image] = await db.select().from(propertyImages).limit(1);
    expect(image?.imageUrl).toMatch(
      /^http:\/\/api\.test\/uploads\/files\/\d+\/properties\/[0-9a-f-]{36}\.jpg$/
    );
    const res = await fetchFile(image!.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);

    const thumb = await fetchFile(thumbnailUrl(image!.imageUrl));
    expect(thumb.status).toBe(200);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(thumbMeta.format).toBe('webp');
    expect(thumbMeta.width).toBeLessThanOrEqual(480);
  });

  it('writes each picture once per company and folder, however many rows show it', async () => {
    const used = await db.execute<{ n: number }>(sql`select count(distinct url)::int as n from (
      select image_url as url from project_images union all select image_url from property_model_images
      union all select image_url from property_images) u`);
    const rowsShowing =
      (await db.$count(projectImages)) +
      (await db.$count(propertyModelImages)) +
      (await db.$count(propertyImages));
    const files = await filesUnder(root);
    expect(files.length).toBe(2 * used.rows[0]!.n);
    expect(used.rows[0]!.n).toBeLessThanOrEqual(DEMO_RENDERS.length * first.counts.companies! * 2);
    expect(rowsShowing).toBeGreaterThan(used.rows[0]!.n);
  });

  it('seeding again writes no picture and no image row', async () => {
    const before = await filesUnder(root);
    const again = await seedDemoData(db, { storage });
    expect(again.seeded).toBe(false);
    expect((await filesUnder(root)).sort()).toEqual(before.sort());
    expect(await db.$count(propertyImages)).toBeGreaterThan(0);
    const duplicated = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select project_id from project_images
        group by project_id, image_url having count(*) > 1) d`
    );
    expect(duplicated.rows[0]?.n).toBe(0);
  });

  it("shows the chat's recommendations with the seeded pictures", async () => {
    const reply = await chat(app, 'casas en venta', newSessionId());
    expect(reply.recommendations.length).toBeGreaterThan(0);
    for (const r of reply.recommendations) {
      expect(r.property_type).toBe('house');
      expect(r.image).toMatch(/^http:\/\/api\.test\/uploads\/files\/.+\.jpg$/);
    }
  });
});

describe('picturesFor', () => {
  it.each(PROPERTY_TYPES)('pictures a %s with views that suit it, outside first', (type) => {
    for (const turn of [0, 1, 2, 7]) {
      const pictures = picturesFor(type, turn, 2);
      expect(pictures.length).toBeGreaterThanOrEqual(2);
      expect(pictures[0]?.view).toBe('exterior');
      for (const p of pictures) expect(p.suits).toContain(type);
      expect(new Set(pictures.map((p) => p.name)).size).toBe(pictures.length);
    }
  });

  it('shows the sea only for a listing in a coastal city', () => {
    const seaside = (city: string) =>
      [0, 1, 2, 3, 4, 5].flatMap((turn) => picturesFor('apartment', turn, 2, city)).filter((p) => p.coast);
    expect(seaside('Medellín')).toEqual([]);
    expect(seaside('Bogotá')).toEqual([]);
    expect(seaside('Cartagena').length).toBeGreaterThan(0);
  });

  it('turns neighbouring listings to different outside views', () => {
    const a = picturesFor('apartment', 10, 1)[0];
    const b = picturesFor('apartment', 11, 1)[0];
    expect(a?.name).not.toBe(b?.name);
  });
});
