import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorage, PresignOptions, PresignedPut, PutOptions } from './storage';

/** How to reach an S3-compatible bucket. */
export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Endpoint of an S3-compatible service (MinIO, R2, …); absent for AWS itself. */
  endpoint?: string;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base address browsers read objects from (a CDN or the bucket's public endpoint), without a trailing slash. */
  publicBaseUrl: string;
};

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/** Files in an S3-compatible bucket; browsers PUT straight to it with presigned URLs and read from its public URL. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Default checksums would sign a CRC of the empty body into presigned URLs, which breaks browser PUTs, and
      // several S3-compatible services reject the extra headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Uint8Array, options: PutOptions): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentLength: body.byteLength,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      })
    );
  }

  private async get(key: string) {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string) {
    const object = await this.get(key);
    if (!object?.Body) return null;
    const body = await object.Body.transformToByteArray();
    return {
      body,
      size: body.byteLength,
      contentType: object.ContentType ?? 'application/octet-stream',
      lastModified: object.LastModified ?? new Date(0),
    };
  }

  async open(key: string) {
    const object = await this.get(key);
    if (!object?.Body) return null;
    return {
      body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      size: object.ContentLength ?? 0,
      contentType: object.ContentType ?? 'application/octet-stream',
      lastModified: object.LastModified ?? new Date(0),
    };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async list(prefix: string) {
    const found: Array<{ key: string; size: number; lastModified: Date }> = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token })
      );
      for (const item of page.Contents ?? []) {
        if (item.Key)
          found.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  publicUrl(key: string): string {
    return `${this.config.publicBaseUrl}/${encodeKey(key)}`;
  }

  async presignPut(key: string, options: PresignOptions): Promise<PresignedPut> {
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ContentType: options.contentType,
      ContentLength: options.contentLength,
    });
    // Signing Content-Type (and Content-Length when known) makes the bucket refuse any other type or size.
    const signableHeaders = new Set([
      'content-type',
      ...(options.contentLength === undefined ? [] : ['content-length']),
    ]);
    const url = await getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signableHeaders,
    });
    return { url, headers: { 'Content-Type': options.contentType } };
  }
}
