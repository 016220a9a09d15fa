import { fromPromise } from 'xstate';
import type { CompleteUploadResult } from '#domain/upload';
import { api } from '#api/runtime';
import { uploadFile as sendFile, type UploadProgress, type UploadTarget } from '#api/uploads.api';

/** What one file's upload needs; progress goes back through `onProgress`, since a promise has no other voice. */
export type UploadFileInput = {
  file: File;
  target: UploadTarget;
  onProgress: (progress: UploadProgress) => void;
};

/** Uploads one file (signed URL → PUT with progress → completion); stopping the actor aborts the transfer. */
export const uploadFile = fromPromise<CompleteUploadResult, UploadFileInput>(({ input, signal }) =>
  sendFile(api, input.file, input.target, { onProgress: input.onProgress, signal })
);
