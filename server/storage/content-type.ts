import { FILE_TYPES, type FileMimeType } from '#domain/upload';

const BY_EXTENSION = new Map<string, FileMimeType>(
  (Object.keys(FILE_TYPES) as FileMimeType[]).map((type) => [FILE_TYPES[type].ext, type])
);

/** The MIME type of a stored name's extension (stored names always carry the extension of their real type). */
export function contentTypeOfKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (ext && BY_EXTENSION.get(ext)) ?? 'application/octet-stream';
}
