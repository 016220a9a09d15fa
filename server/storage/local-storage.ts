import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeOfKey } from './content-type';
import { signPayload, verifyPayload } from './signing';
import type { FileStorage, PresignOptions, PresignedPut, PutOptions } from './storage';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PARTIAL_SUFFIX = '.part';

/** What a local signed upload URL allows, once its signature checks out. */
export type SignedPutGrant = {
  key: string;
  contentType: string;
  contentLength: number | null;
  maxBytes: number;
};

/**
 * Files on local disk under `root` (by default `<DATA_DIR>/uploads`), served back by the API itself. Signed upload
 * URLs point at the API's `PUT /uploads/signed`, which plays the part of S3's presigned PUT.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(private readonly options: { root: string; publicBaseUrl: string; secret: string }) {
    this.root = path.resolve(options.root);
  }

  /** The file behind a key; keys with empty, dot or odd segments never reach the file system. */
  private fileOf(key: string): string {
    const segments = key.split('/');
    if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s) && !s.endsWith(PARTIAL_SUFFIX))) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    const file = path.join(this.root, ...segments);
    if (!file.startsWith(this.root + path.sep))
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, body: Uint8Array, _options: PutOptions): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside the target and renamed into place, so a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
    try {
      await writeFile(partial, body, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string) {
    const file = this.fileOf(key);
    try {
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      return {
        body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        size: info.size,
        contentType: contentTypeOfKey(key),
        lastModified: info.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string) {
    const file = this.fileOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: info.size, contentType: contentTypeOfKey(key), lastModified: info.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async list(prefix: string) {
    const dir = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const base = dir ? this.fileOf(dir) : this.root;
    let names: string[];
    try {
      names = await readdir(base, { recursive: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const found = [];
    for (const name of names) {
      const key = (dir ? `${dir}/` : '') + name.split(path.sep).join('/');
      if (!key.startsWith(prefix) || key.endsWith(PARTIAL_SUFFIX)) continue;
      const info = await stat(path.join(base, name)).catch(() => null);
      if (info?.isFile()) found.push({ key, size: info.size, lastModified: info.mtime });
    }
    return found;
  }

  publicUrl(key: string): string {
    return `${this.options.publicBaseUrl}/uploads/files/${key}`;
  }

  async presignPut(key: string, options: PresignOptions): Promise<PresignedPut> {
    this.fileOf(key);
    const token = signPayload(this.options.secret, {
      use: 'put',
      key,
      type: options.contentType,
      length: options.contentLength ?? null,
      max: options.maxBytes,
      exp: Math.floor(Date.now() / 1000) + options.expiresInSeconds,
    });
    return {
      url: `${this.options.publicBaseUrl}/uploads/signed?token=${encodeURIComponent(token)}`,
      headers: { 'Content-Type': options.contentType },
    };
  }

  /** What a signed upload URL made by {@link presignPut} allows, or null when it is forged or expired. */
  verifySignedPut(token: string): SignedPutGrant | null {
    const payload = verifyPayload(this.options.secret, token);
    if (!payload || payload.use !== 'put') return null;
    const { key, type, length, max } = payload;
    if (typeof key !== 'string' || typeof type !== 'string' || typeof max !== 'number') return null;
    if (length !== null && typeof length !== 'number') return null;
    return { key, contentType: type, contentLength: length, maxBytes: max };
  }
}

const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');
