import { fromPromise } from 'xstate';
import type { CompleteUploadResult } from '#domain/upload';
import type { UploadFileInput } from './upload.actors';

/**
 * A stand-in for the upload actor: every call waits until the test settles it by file name, and the test can
 * report progress for it, as the browser's upload events would.
 */
export function fakeUploads() {
  const pending = new Map<
    string,
    {
      input: UploadFileInput;
      resolve(r: CompleteUploadResult): void;
      reject(e: unknown): void;
      signal: AbortSignal;
    }
  >();
  const started: string[] = [];
  const aborted: string[] = [];
  const take = (name: string) => {
    const call = pending.get(name);
    if (!call) throw new Error(`no upload of ${name} in flight`);
    pending.delete(name);
    return call;
  };
  const actor = fromPromise<CompleteUploadResult, UploadFileInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        started.push(input.file.name);
        signal.addEventListener('abort', () => aborted.push(input.file.name));
        pending.set(input.file.name, { input, resolve, reject, signal });
      })
  );
  return {
    actor,
    started,
    aborted,
    inFlight: () => [...pending.keys()],
    progress: (name: string, loaded: number, total: number) =>
      pending.get(name)!.input.onProgress({ loaded, total }),
    resolve: (name: string, result: CompleteUploadResult) => take(name).resolve(result),
    reject: (name: string, error: unknown) => take(name).reject(error),
  };
}
