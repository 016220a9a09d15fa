import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Reads a JSON secret from `file`, creating and storing it on first use. Keeping secrets on disk lets a restarted
 * provider accept its earlier tokens and cookies, so developers are not logged out by every restart.
 */
export async function readOrCreateSecret<T>(file: string, create: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = await create();
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(secret), { mode: 0o600 });
  await rename(temporary, file);
  return secret;
}
