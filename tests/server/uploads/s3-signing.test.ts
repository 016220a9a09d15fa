import { S3FileStorage } from '#server/storage/s3-storage';
import { readStorageSettings } from '#server/storage/storage-config';
import { verifyPresignedRequest } from './s3-server';

const storage = new S3FileStorage({
  bucket: 'fotos',
  region: 'us-east-1',
  endpoint: 'http://s3.test:9000',
  forcePathStyle: true,
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secreto' },
  publicBaseUrl: 'https://cdn.example.test',
});

describe('S3 presigned PUT URLs', () => {
  it('sign the content type and length, carry no checksum of an empty body, and expire as asked', async () => {
    const signed = await storage.presignPut('pending/a b.jpg', {
      contentType: 'image/jpeg',
      contentLength: 1234,
      maxBytes: 5_242_880,
      expiresInSeconds: 900,
    });
    const url = new URL(signed.url);
    expect(url.origin + url.pathname).toBe('http://s3.test:9000/fotos/pending/a%20b.jpg');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';').sort()).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    expect(signed.headers).toEqual({ 'Content-Type': 'image/jpeg' });

    const headers = { 'content-type': 'image/jpeg', 'content-length': '1234' };
    expect(verifyPresignedRequest('PUT', url, headers, 'secreto')).toBeNull();
    expect(
      verifyPresignedRequest('PUT', url, { ...headers, 'content-length': '1235' }, 'secreto')
    ).not.toBeNull();
    expect(
      verifyPresignedRequest('PUT', url, { ...headers, 'content-type': 'text/html' }, 'secreto')
    ).not.toBeNull();
    expect(verifyPresignedRequest('PUT', url, headers, 'otro-secreto')).not.toBeNull();
    expect(verifyPresignedRequest('GET', url, headers, 'secreto')).not.toBeNull();
  });

  it('read public addresses from the configured base', () => {
    expect(storage.publicUrl('3/projects/x.jpg')).toBe('https://cdn.example.test/3/projects/x.jpg');
  });
});

describe('storage settings', () => {
  const defaults = { dataDir: '/datos', publicApiUrl: 'http://localhost:8000' };

  it('use local disk under the data folder unless a bucket is named', () => {
    expect(readStorageSettings({ PUBLIC_API_URL: 'https://api.inbest.co/' }, defaults)).toMatchObject({
      kind: 'local',
      root: '/datos/uploads',
      publicBaseUrl: 'https://api.inbest.co',
    });
    expect(readStorageSettings({}, defaults)).toMatchObject({
      kind: 'local',
      publicBaseUrl: 'http://localhost:8000',
    });
  });

  it('use an S3-compatible bucket when S3_BUCKET is set, path-style behind a custom endpoint', () => {
    const settings = readStorageSettings(
      {
        S3_BUCKET: 'inbest',
        S3_ENDPOINT: 'http://minio.local:9000/',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        UPLOAD_SIGNING_SECRET: 'fijo',
      },
      defaults
    );
    expect(settings).toMatchObject({
      kind: 's3',
      bucket: 'inbest',
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      publicBaseUrl: 'http://minio.local:9000/inbest',
      secret: 'fijo',
    });
  });

  it('address AWS itself by virtual host and leave credentials to the SDK chain when none are given', () => {
    expect(readStorageSettings({ S3_BUCKET: 'inbest', S3_REGION: 'sa-east-1' }, defaults)).toMatchObject({
      kind: 's3',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicBaseUrl: 'https://inbest.s3.sa-east-1.amazonaws.com',
    });
  });
});
