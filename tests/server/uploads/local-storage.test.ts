import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sweepPendingUploads } from '#server/services/uploads';
import { LocalFileStorage } from '#server/storage/local-storage';

let root: string;
let storage: LocalFileStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'inbest-local-'));
  storage = new LocalFileStorage({ root, publicBaseUrl: 'http://api.test', secret: 's' });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const body = new TextEncoder().encode('%PDF-x');

describe('local storage keys', () => {
  it('never leave the uploads folder', async () => {
    for (const key of [
      '../x.pdf',
      '1/../../x.pdf',
      '/etc/passwd',
      '1//x.pdf',
      '',
      '1/./x.pdf',
      '.hidden',
      '1/x.pdf.part',
    ]) {
      await expect(storage.put(key, body, { contentType: 'application/pdf' })).rejects.toThrow(
        'Invalid storage key'
      );
      await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
    }
    expect(await readdir(root)).toEqual([]);
  });

  it('leave no partial file behind a finished write', async () => {
    await storage.put('1/projects/a.pdf', body, { contentType: 'application/pdf' });
    expect(await readdir(path.join(root, '1/projects'))).toEqual(['a.pdf']);
  });

  it('sign upload URLs that only this storage accepts, for one key', async () => {
    const { url } = await storage.presignPut('pending/a.pdf', {
      contentType: 'application/pdf',
      maxBytes: 10,
      expiresInSeconds: 60,
    });
    const token = new URL(url).searchParams.get('token')!;
    expect(storage.verifySignedPut(token)).toEqual({
      key: 'pending/a.pdf',
      contentType: 'application/pdf',
      contentLength: null,
      maxBytes: 10,
    });
    const other = new LocalFileStorage({ root, publicBaseUrl: 'http://api.test', secret: 'otro' });
    expect(other.verifySignedPut(token)).toBeNull();
    expect(storage.verifySignedPut(`${token}x`)).toBeNull();
  });
});

describe('pending uploads', () => {
  it('are swept once nobody can complete them any more', async () => {
    await storage.put('pending/old.jpg', body, { contentType: 'image/jpeg' });
    await storage.put('pending/new.jpg', body, { contentType: 'image/jpeg' });
    await storage.put('1/projects/kept.jpg', body, { contentType: 'image/jpeg' });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(path.join(root, 'pending/old.jpg'), hourAgo, hourAgo);
    expect(await sweepPendingUploads({ storage, secret: 's', uploadTtlSeconds: 900 })).toBe(1);
    expect((await storage.list('')).map((o) => o.key).sort()).toEqual([
      '1/projects/kept.jpg',
      'pending/new.jpg',
    ]);
    // At most once a minute.
    expect(await sweepPendingUploads({ storage, secret: 's', uploadTtlSeconds: 900 })).toBe(0);
  });
});
