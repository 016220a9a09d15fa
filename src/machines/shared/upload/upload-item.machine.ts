import { assign, sendParent, setup } from 'xstate';
import { ApiError, errorMessage } from '#api/api-error';
import type { UploadTarget } from '#api/uploads.api';
import { displayFileName, uploadErrorMessage, type CompleteUploadResult } from '#domain/upload';
import { uploadFile } from './upload.actors';

export type UploadItemEvent =
  { type: 'upload.progress'; loaded: number; total: number } | { type: 'upload.retry' };

/** What an item tells the batch that spawned it. */
export type UploadItemReport =
  | { type: 'item.completed'; itemId: string; result: CompleteUploadResult }
  | { type: 'item.failed'; itemId: string };

export type UploadItemInput = { id: string; file: File; target: UploadTarget };

type Context = {
  id: string;
  file: File;
  target: UploadTarget;
  name: string;
  /** Percent of the bytes sent, 0–100. */
  progress: number;
  error: string | null;
  /** Whether trying again can help: refusals of the file itself (type, size, permission) will not change. */
  retryable: boolean;
  result: CompleteUploadResult | null;
};

const percent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** A refusal about the file or the caller's rights stays a refusal; a lost connection or a server hiccup may pass. */
const isRetryable = (error: unknown) =>
  !(
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );

/** One file of an upload batch (spec §4 upload item): uploading → completed | error, and error → uploading on retry. */
export const uploadItemMachine = setup({
  types: {
    input: {} as UploadItemInput,
    context: {} as Context,
    events: {} as UploadItemEvent,
  },
  actors: { uploadFile },
  guards: {
    canRetry: ({ context }) => context.retryable,
  },
  actions: {
    reportCompleted: sendParent(({ context }): UploadItemReport => ({
      type: 'item.completed',
      itemId: context.id,
      result: context.result!,
    })),
    reportFailed: sendParent(({ context }): UploadItemReport => ({
      type: 'item.failed',
      itemId: context.id,
    })),
  },
}).createMachine({
  id: 'uploadItem',
  context: ({ input }) => ({
    id: input.id,
    file: input.file,
    target: input.target,
    name: displayFileName(input.file.name),
    progress: 0,
    error: null,
    retryable: false,
    result: null,
  }),
  initial: 'uploading',
  states: {
    uploading: {
      entry: assign({ progress: 0, error: null }),
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, self }) => ({
          file: context.file,
          target: context.target,
          onProgress: ({ loaded, total }) => self.send({ type: 'upload.progress', loaded, total }),
        }),
        onDone: {
          target: 'completed',
          actions: [assign({ result: ({ event }) => event.output, progress: 100 }), 'reportCompleted'],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ context, event }) => uploadErrorMessage(context.name, errorMessage(event.error)),
              retryable: ({ event }) => isRetryable(event.error),
            }),
            'reportFailed',
          ],
        },
      },
      on: {
        'upload.progress': {
          actions: assign({ progress: ({ event }) => percent(event.loaded, event.total) }),
        },
      },
    },
    completed: { type: 'final' },
    failed: {
      on: { 'upload.retry': { guard: 'canRetry', target: 'uploading' } },
    },
  },
});
