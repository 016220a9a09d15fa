import { createActor } from 'xstate';
import { ApiError } from '#api/api-error';
import { imageFile, storedFile, testTarget } from './upload.fixtures';
import { uploadItemMachine } from './upload-item.machine';
import { CLEAR_DELAY_MS, uploadMachine } from './upload.machine';
import { selectUploadItemView, selectUploadView } from './upload.select';
import { fakeUploads } from './upload.test-support';

const flush = () => new Promise((r) => setTimeout(r, 0));
const network = () =>
  new ApiError('No se pudo conectar con el servidor. Verifica tu conexión a internet.', 'network');
const refused = () => new ApiError('El archivo foto.png no es una imagen válida.', 'http', 422);

function start() {
  const uploads = fakeUploads();
  const notices: string[] = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: { uploadItem: uploadItemMachine.provide({ actors: { uploadFile: uploads.actor } }) },
      actions: {
        notifyBatch: ({ context }) =>
          notices.push(`ok:${context.batch.completed} err:${context.batch.failed}`),
      },
    }),
    { input: { target: testTarget } }
  ).start();
  // The URLs waiting for the form to take them.
  const completed = () => actor.getSnapshot().context.arrived.map((f) => f.url);
  const items = () =>
    actor
      .getSnapshot()
      .context.items.map((i) => ({ entry: i.status, ...selectUploadItemView(i.ref.getSnapshot()) }));
  return { actor, uploads, notices, completed, items };
}

describe('upload item machine', () => {
  it('goes uploading → completed with progress from the transfer', async () => {
    const uploads = fakeUploads();
    const reports: string[] = [];
    const item = createActor(
      uploadItemMachine.provide({
        actors: { uploadFile: uploads.actor },
        actions: {
          reportCompleted: () => void reports.push('completed'),
          reportFailed: () => void reports.push('failed'),
        },
      }),
      { input: { id: 'upload-1', file: imageFile(), target: testTarget } }
    ).start();
    await flush();
    expect(selectUploadItemView(item.getSnapshot())).toEqual({
      name: 'fachada.jpg',
      progress: 0,
      status: 'uploading',
      error: null,
      canRetry: false,
    });
    uploads.progress('fachada.jpg', 512, 2048);
    expect(item.getSnapshot().context.progress).toBe(25);
    uploads.resolve('fachada.jpg', storedFile());
    await flush();
    expect(selectUploadItemView(item.getSnapshot())).toMatchObject({ status: 'completed', progress: 100 });
    expect(item.getSnapshot().status).toBe('done');
    expect(reports).toEqual(['completed']);
  });

  it('fails with the spec message and retries from zero when the failure may pass', async () => {
    const uploads = fakeUploads();
    const item = createActor(
      uploadItemMachine.provide({
        actors: { uploadFile: uploads.actor },
        actions: { reportCompleted: () => {}, reportFailed: () => {} },
      }),
      { input: { id: 'upload-1', file: imageFile(), target: testTarget } }
    ).start();
    await flush();
    uploads.progress('fachada.jpg', 1024, 2048);
    uploads.reject('fachada.jpg', network());
    await flush();
    expect(selectUploadItemView(item.getSnapshot())).toMatchObject({
      status: 'failed',
      error:
        'Error subiendo fachada.jpg: No se pudo conectar con el servidor. Verifica tu conexión a internet.',
      canRetry: true,
    });
    item.send({ type: 'upload.retry' });
    await flush();
    expect(selectUploadItemView(item.getSnapshot())).toMatchObject({
      status: 'uploading',
      progress: 0,
      error: null,
    });
    expect(uploads.started).toEqual(['fachada.jpg', 'fachada.jpg']);
  });

  it('offers no retry when the server refused the file itself', async () => {
    const uploads = fakeUploads();
    const item = createActor(
      uploadItemMachine.provide({
        actors: { uploadFile: uploads.actor },
        actions: { reportCompleted: () => {}, reportFailed: () => {} },
      }),
      { input: { id: 'upload-1', file: imageFile('foto.png', 'image/png'), target: testTarget } }
    ).start();
    await flush();
    uploads.reject('foto.png', refused());
    await flush();
    expect(selectUploadItemView(item.getSnapshot())).toMatchObject({
      status: 'failed',
      error: 'Error subiendo foto.png: El archivo foto.png no es una imagen válida.',
      canRetry: false,
    });
    item.send({ type: 'upload.retry' });
    expect(item.getSnapshot().value).toBe('failed');
  });

  it('ignores progress once it is no longer uploading', async () => {
    const uploads = fakeUploads();
    const item = createActor(
      uploadItemMachine.provide({
        actors: { uploadFile: uploads.actor },
        actions: { reportCompleted: () => {}, reportFailed: () => {} },
      }),
      { input: { id: 'upload-1', file: imageFile(), target: testTarget } }
    ).start();
    await flush();
    uploads.reject('fachada.jpg', network());
    await flush();
    item.send({ type: 'upload.progress', loaded: 2048, total: 2048 });
    expect(item.getSnapshot().context.progress).toBe(0);
  });
});

describe('upload batch machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uploads each file as its own item and finishes when all are done', async () => {
    const { actor, uploads, notices, completed, items } = start();
    actor.send({
      type: 'files.pick',
      files: [imageFile('a.jpg'), imageFile('b.jpg'), imageFile('c.jpg')],
      existing: 0,
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploads.started).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(items().map((i) => [i.name, i.status])).toEqual([
      ['a.jpg', 'uploading'],
      ['b.jpg', 'uploading'],
      ['c.jpg', 'uploading'],
    ]);
    uploads.progress('b.jpg', 1024, 2048);
    expect(items()[1]!.progress).toBe(50);

    uploads.resolve('a.jpg', storedFile('a.jpg'));
    uploads.resolve('b.jpg', storedFile('b.jpg'));
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(completed()).toHaveLength(2);
    actor.send({ type: 'upload.taken', count: 1 });
    expect(completed()).toEqual([storedFile('b.jpg').url]);
    uploads.resolve('c.jpg', storedFile('c.jpg'));
    await flush();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(notices).toEqual(['ok:3 err:0']);
    expect(completed()).toEqual([storedFile('b.jpg').url, storedFile('c.jpg').url]);
  });

  it('clears finished entries 3 s after the batch ends, keeping failures for a retry', async () => {
    vi.useFakeTimers();
    const { actor, uploads, items, notices } = start();
    actor.send({ type: 'files.pick', files: [imageFile('a.jpg'), imageFile('b.jpg')], existing: 0 });
    await vi.advanceTimersByTimeAsync(0);
    uploads.resolve('a.jpg', storedFile('a.jpg'));
    uploads.reject('b.jpg', network());
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(notices).toEqual(['ok:1 err:1']);
    await vi.advanceTimersByTimeAsync(CLEAR_DELAY_MS - 1);
    expect(items()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(items().map((i) => [i.name, i.status])).toEqual([['b.jpg', 'failed']]);

    actor.send({ type: 'upload.retry', itemId: actor.getSnapshot().context.items[0]!.id });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(items()[0]).toMatchObject({ entry: 'uploading', status: 'uploading' });
    uploads.resolve('b.jpg', storedFile('b.jpg'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(notices).toEqual(['ok:1 err:1', 'ok:1 err:0']);
    await vi.advanceTimersByTimeAsync(CLEAR_DELAY_MS);
    expect(items()).toEqual([]);
  });

  it('refuses files beyond ten, counting the form’s images and files still on their way', async () => {
    const { actor, uploads } = start();
    actor.send({ type: 'files.pick', files: [imageFile('a.jpg'), imageFile('b.jpg')], existing: 7 });
    await flush();
    expect(uploads.started).toEqual(['a.jpg', 'b.jpg']);
    actor.send({ type: 'files.pick', files: [imageFile('c.jpg'), imageFile('d.jpg')], existing: 7 });
    await flush();
    expect(uploads.started).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(selectUploadView(actor.getSnapshot()).messages).toEqual([
      'No puedes subir más de 10 archivos: d.jpg no se agregó.',
    ]);
  });

  it('does not start a batch when nothing fits', async () => {
    const { actor, uploads } = start();
    actor.send({ type: 'files.pick', files: [imageFile('k.jpg')], existing: 10 });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(uploads.started).toEqual([]);
    expect(selectUploadView(actor.getSnapshot()).messages).toEqual([
      'No puedes subir más de 10 archivos: k.jpg no se agregó.',
    ]);
  });

  it('shows the picker’s refusals with the spec messages until the next pick replaces them', () => {
    const { actor } = start();
    actor.send({
      type: 'files.pick',
      files: [],
      existing: 0,
      rejections: [
        { name: 'grande.jpg', kind: 'file-too-large' },
        { name: 'doc.txt', kind: 'file-invalid-type' },
        { name: 'vacia.png', kind: 'file-too-small' },
      ],
    });
    expect(selectUploadView(actor.getSnapshot()).messages).toEqual([
      'El archivo grande.jpg es demasiado grande. Máximo 5MB.',
      'El archivo doc.txt no es una imagen válida.',
      'El archivo vacia.png está vacío.',
    ]);
    // A pick whose refusals did not change leaves them; one that reports none clears them.
    actor.send({ type: 'files.pick', files: [], existing: 0 });
    expect(selectUploadView(actor.getSnapshot()).messages).toHaveLength(3);
    actor.send({ type: 'files.pick', files: [], rejections: [], existing: 0 });
    expect(selectUploadView(actor.getSnapshot()).messages).toEqual([]);
  });

  it('cancels one upload or all of them, aborting their transfers', async () => {
    const { actor, uploads, items, notices } = start();
    actor.send({
      type: 'files.pick',
      files: [imageFile('a.jpg'), imageFile('b.jpg'), imageFile('c.jpg')],
      existing: 0,
    });
    await flush();
    actor.send({ type: 'upload.cancel', itemId: 'upload-2' });
    await flush();
    expect(uploads.aborted).toEqual(['b.jpg']);
    expect(items().map((i) => i.name)).toEqual(['a.jpg', 'c.jpg']);
    uploads.resolve('a.jpg', storedFile('a.jpg'));
    await flush();
    expect(selectUploadView(actor.getSnapshot()).canCancelAll).toBe(true);
    actor.send({ type: 'upload.cancelAll' });
    await flush();
    expect(uploads.aborted).toEqual(['b.jpg', 'c.jpg']);
    expect(items().map((i) => [i.name, i.status])).toEqual([['a.jpg', 'completed']]);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(notices).toEqual(['ok:1 err:0']);
  });

  it('lets a failed entry be dismissed, and refuses retry or dismissal of others', async () => {
    const { actor, uploads, items } = start();
    actor.send({ type: 'files.pick', files: [imageFile('a.jpg'), imageFile('b.jpg')], existing: 0 });
    await flush();
    expect(actor.getSnapshot().can({ type: 'upload.retry', itemId: 'upload-1' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'upload.dismiss', itemId: 'upload-1' })).toBe(false);
    uploads.reject('a.jpg', refused());
    await flush();
    actor.send({ type: 'upload.dismiss', itemId: 'upload-1' });
    expect(items().map((i) => i.name)).toEqual(['b.jpg']);
  });

  it('counts a new pick during a batch into the same batch', async () => {
    const { actor, uploads, notices } = start();
    actor.send({ type: 'files.pick', files: [imageFile('a.jpg')], existing: 0 });
    await flush();
    actor.send({ type: 'files.pick', files: [imageFile('b.jpg')], existing: 0 });
    await flush();
    uploads.resolve('a.jpg', storedFile('a.jpg'));
    await flush();
    expect(actor.getSnapshot().value).toBe('uploading');
    uploads.resolve('b.jpg', storedFile('b.jpg'));
    await flush();
    expect(notices).toEqual(['ok:2 err:0']);
  });
});
