/** What a stored object is, without its bytes. */
export type StoredObjectInfo = {
  size: number;
  contentType: string;
  lastModified: Date;
};

/** Metadata written with an object. */
export type PutOptions = {
  contentType: string;
  /** Cache-Control the object is served with (S3 keeps it as object metadata). */
  cacheControl?: string;
};

/** A signed, short-lived permission to PUT one object, as the browser must send it. */
export type PresignedPut = {
  url: string;
  /** Headers the PUT must carry exactly (the signature covers them). */
  headers: Record<string, string>;
};

export type PresignOptions = {
  contentType: string;
  /** When known, the PUT must carry exactly this many bytes. */
  contentLength?: number;
  /** Upper bound the receiving side enforces when it can (the local store always does; S3 only via contentLength). */
  maxBytes: number;
  expiresInSeconds: number;
};

/**
 * Where uploaded files live. Keys are `/`-separated, chosen by the server only (never from a client's file name).
 * Local disk and an S3-compatible bucket both satisfy it and pass the same contract tests.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes a whole object; readers see either nothing or all of it. */
  put(key: string, body: Uint8Array, options: PutOptions): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<(StoredObjectInfo & { body: Uint8Array }) | null>;
  /** The object as a stream for serving it, or null when there is none. */
  open(key: string): Promise<(StoredObjectInfo & { body: ReadableStream<Uint8Array> }) | null>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (internal housekeeping only; never exposed over HTTP). */
  list(prefix: string): Promise<Array<{ key: string; size: number; lastModified: Date }>>;
  /** The address browsers read the object from. */
  publicUrl(key: string): string;
  /** A URL the browser may PUT the object's bytes to without any other credential. */
  presignPut(key: string, options: PresignOptions): Promise<PresignedPut>;
}

/** Served files never change under their name (names are random), so browsers may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
