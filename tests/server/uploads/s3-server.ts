import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// The pinned SDK runs on this project's Node 20; its notice about future releases needing Node 22 is only noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const S3_ACCESS_KEY = 'S3RVER';
export const S3_SECRET_KEY = 'S3RVER';
export const S3_BUCKET = 'inbest-test';
export const S3_REGION = 'us-east-1';

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
  </CORSRule>
</CORSConfiguration>`;

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks a presigned (query-string) AWS Signature V4 request from first principles, as S3 does: the signature
 * must cover the method, path, every query parameter and the signed headers with their values.
 */
export function verifyPresignedRequest(
  method: string,
  url: URL,
  headers: Record<string, string | string[] | undefined>,
  secretKey: string
): string | null {
  const q = url.searchParams;
  const signature = q.get('X-Amz-Signature');
  const credential = q.get('X-Amz-Credential');
  const amzDate = q.get('X-Amz-Date');
  const signedHeaders = q.get('X-Amz-SignedHeaders');
  if (!signature || !credential || !amzDate || !signedHeaders) return 'missing presign parameters';
  const [, date, region, service] = credential.split('/');
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names
    .map((name) => {
      const value = name === 'host' ? url.host : headers[name];
      return `${name}:${String(Array.isArray(value) ? value.join(',') : (value ?? '')).trim()}\n`;
    })
    .join('');
  const canonicalRequest = [
    method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date!), region!), service!), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  return expected === signature ? null : 'signature does not match';
}

/**
 * A real S3-compatible server (s3rver) on a free local port, with one public-read bucket. s3rver itself does not
 * check V4 signatures, so presigned requests pass through {@link verifyPresignedRequest} first.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), 'inbest-s3-'));
  const s3 = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [CORS] }],
  });
  await s3.configureBuckets();
  const handle = s3.callback();
  const presignRejections: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (url.searchParams.has('X-Amz-Signature') && req.method !== 'OPTIONS') {
      const problem = verifyPresignedRequest(req.method ?? 'GET', url, req.headers, S3_SECRET_KEY);
      if (problem) {
        presignRejections.push(problem);
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`
        );
        return;
      }
    }
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: S3_BUCKET,
    presignRejections,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
