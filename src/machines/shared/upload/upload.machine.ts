import toast from 'react-hot-toast';
import { assign, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import type { UploadTarget } from '#api/uploads.api';
import {
  displayFileName,
  rejectionMessage,
  splitByCapacity,
  UPLOAD_BATCH_ERROR,
  UPLOAD_POLICIES,
  uploadedMessage,
  type CompleteUploadResult,
  type UploadRejection,
} from '#domain/upload';
import { uploadItemMachine, type UploadItemReport } from './upload-item.machine';

/** One file of the batch as the batch tracks it; the item's own actor holds its progress and error. */
export type UploadEntry = {
  id: string;
  name: string;
  status: 'uploading' | 'completed' | 'failed';
  ref: ActorRefFrom<typeof uploadItemMachine>;
};

export type UploadEvent =
  /**
   * One pick or drop: the files the picker accepted, and, when they changed, the ones it refused. `existing` counts
   * the images the form already holds.
   */
  | { type: 'files.pick'; files: File[]; rejections?: PickRejection[]; existing: number }
  | { type: 'upload.retry'; itemId: string }
  | { type: 'upload.cancel'; itemId: string }
  | { type: 'upload.cancelAll' }
  | { type: 'upload.dismiss'; itemId: string }
  /** The form took the first `count` arrived files into its lists. */
  | { type: 'upload.taken'; count: number }
  | UploadItemReport;

/** Told to the page that spawned the batch when its first file starts and when its last one ends. */
export type UploadBusyEvent = { type: 'upload.busy'; busy: boolean };

/** A file the picker refused, and why. */
export type PickRejection = { name: string; kind: UploadRejection };

type Context = {
  target: UploadTarget;
  items: UploadEntry[];
  /** Messages for files the picker refused (type, size, emptiness). */
  rejections: string[];
  /** Messages for files beyond the count limit. */
  overflow: string[];
  /** Files completed and failed since the batch started, for its closing notice. */
  batch: { completed: number; failed: number };
  seq: number;
  /**
   * Files that arrived and that the form has not taken yet, oldest first. The form's lists grow by
   * them and says so (`upload.taken`), so no file is lost or added twice however the renders fall.
   */
  arrived: CompleteUploadResult[];
};

const withStatus = (items: UploadEntry[], itemId: string, status: UploadEntry['status']) =>
  items.map((i) => (i.id === itemId ? { ...i, status } : i));

/** How long finished progress entries stay on screen after a batch ends (spec §4: 3 s). */
export const CLEAR_DELAY_MS = 3000;

/**
 * A batch of file uploads (spec §4): each file is an item actor (uploading → completed | error, retry); the batch
 * is `uploading` while any item is, then `finished`, and 3 s later drops its completed entries. Failed entries stay
 * until retried or dismissed, so a failure can always be retried. Cancel stops uploads in flight.
 */
export const uploadMachine = setup({
  types: {
    input: {} as { target: UploadTarget },
    context: {} as Context,
    events: {} as UploadEvent,
  },
  actors: { uploadItem: uploadItemMachine },
  delays: { CLEAR_DELAY: CLEAR_DELAY_MS },
  guards: {
    hasRoomForAny: ({ context, event }) => {
      if (event.type !== 'files.pick') return false;
      return event.files.length > 0 && capacity(context, event.existing) > 0;
    },
    noneUploading: ({ context }) => context.items.every((i) => i.status !== 'uploading'),
    isFailedItem: ({ context, event }) =>
      'itemId' in event && context.items.some((i) => i.id === event.itemId && i.status === 'failed'),
    isUploadingItem: ({ context, event }) =>
      'itemId' in event && context.items.some((i) => i.id === event.itemId && i.status === 'uploading'),
  },
  actions: {
    takePick: assign(({ context, event, spawn }) => {
      if (event.type !== 'files.pick') return {};
      const policy = UPLOAD_POLICIES[context.target.policy];
      const { fit, over } = splitByCapacity(event.files, capacity(context, event.existing));
      let seq = context.seq;
      const added = fit.map((file): UploadEntry => {
        const id = `upload-${++seq}`;
        return {
          id,
          name: displayFileName(file.name),
          status: 'uploading',
          ref: spawn('uploadItem', { id, input: { id, file, target: context.target } }),
        };
      });
      return {
        seq,
        items: [...context.items, ...added],
        overflow: over.map((f) => rejectionMessage('too-many-files', displayFileName(f.name), policy)),
        rejections: event.rejections
          ? event.rejections.map((r) => rejectionMessage(r.kind, displayFileName(r.name), policy))
          : context.rejections,
      };
    }),
    startBatch: assign({ batch: { completed: 0, failed: 0 } }),
    markCompleted: assign(({ context, event }) =>
      event.type === 'item.completed'
        ? {
            items: withStatus(context.items, event.itemId, 'completed'),
            batch: { ...context.batch, completed: context.batch.completed + 1 },
          }
        : {}
    ),
    markFailed: assign(({ context, event }) =>
      event.type === 'item.failed'
        ? {
            items: withStatus(context.items, event.itemId, 'failed'),
            batch: { ...context.batch, failed: context.batch.failed + 1 },
          }
        : {}
    ),
    keepArrived: assign(({ context, event }) =>
      event.type === 'item.completed' ? { arrived: [...context.arrived, event.result] } : {}
    ),
    dropTaken: assign(({ context, event }) =>
      event.type === 'upload.taken' ? { arrived: context.arrived.slice(event.count) } : {}
    ),
    retryItem: enqueueActions(({ context, event, enqueue }) => {
      const item = 'itemId' in event ? context.items.find((i) => i.id === event.itemId) : undefined;
      if (!item) return;
      enqueue.sendTo(item.ref, { type: 'upload.retry' });
      enqueue.assign({ items: withStatus(context.items, item.id, 'uploading') });
    }),
    removeItem: enqueueActions(({ context, event, enqueue }) => {
      if (!('itemId' in event)) return;
      // Stopping an item that is still sending aborts its transfer.
      enqueue.stopChild(event.itemId);
      enqueue.assign({ items: context.items.filter((i) => i.id !== event.itemId) });
    }),
    cancelAll: enqueueActions(({ context, enqueue }) => {
      for (const item of context.items) if (item.status === 'uploading') enqueue.stopChild(item.id);
      enqueue.assign({ items: context.items.filter((i) => i.status !== 'uploading') });
    }),
    clearCompleted: assign({ items: ({ context }) => context.items.filter((i) => i.status !== 'completed') }),
    // The page holds its form's submit while files are on their way (a batch started alone has no one to tell).
    reportBusy: enqueueActions(({ self, enqueue }, params: { busy: boolean }) => {
      if (self._parent)
        enqueue.sendParent({ type: 'upload.busy', busy: params.busy } satisfies UploadBusyEvent);
    }),
    notifyBatch: ({ context }) => {
      if (context.batch.completed > 0) toast.success(uploadedMessage(context.batch.completed));
      if (context.batch.failed > 0) toast.error(UPLOAD_BATCH_ERROR);
    },
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    target: input.target,
    items: [],
    rejections: [],
    overflow: [],
    batch: { completed: 0, failed: 0 },
    seq: 0,
    arrived: [],
  }),
  initial: 'idle',
  on: {
    'upload.retry': { guard: 'isFailedItem', target: '.uploading', actions: 'retryItem' },
    'upload.dismiss': { guard: 'isFailedItem', actions: 'removeItem' },
    'upload.taken': { actions: 'dropTaken' },
  },
  states: {
    idle: {
      on: {
        'files.pick': [
          { guard: 'hasRoomForAny', target: 'uploading', actions: 'takePick' },
          { actions: 'takePick' },
        ],
      },
    },
    uploading: {
      entry: ['startBatch', { type: 'reportBusy', params: { busy: true } }],
      exit: { type: 'reportBusy', params: { busy: false } },
      always: { guard: 'noneUploading', target: 'finished' },
      on: {
        'files.pick': { actions: 'takePick' },
        'item.completed': { actions: ['markCompleted', 'keepArrived'] },
        'item.failed': { actions: 'markFailed' },
        'upload.cancel': { guard: 'isUploadingItem', actions: 'removeItem' },
        'upload.cancelAll': { actions: 'cancelAll' },
      },
    },
    // The batch is over: its notice shows once, and its finished entries clear after a moment.
    finished: {
      entry: 'notifyBatch',
      after: { CLEAR_DELAY: { target: 'idle', actions: 'clearCompleted' } },
      on: {
        'files.pick': [
          { guard: 'hasRoomForAny', target: 'uploading', actions: 'takePick' },
          { actions: 'takePick' },
        ],
      },
    },
  },
});

/** Files that may still be added: the policy's limit less the form's images and the files on their way. */
function capacity(context: Context, existing: number): number {
  const pending = context.items.filter((i) => i.status !== 'completed').length;
  return UPLOAD_POLICIES[context.target.policy].maxFiles - existing - pending;
}
