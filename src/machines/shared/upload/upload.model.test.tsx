import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type AnyStateMachine } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { UploadPanel } from '#ui/components/file-upload';
import { imageFile, storedFile, testTarget } from './upload.fixtures';
import { uploadItemMachine } from './upload-item.machine';
import { uploadMachine, type UploadEvent } from './upload.machine';
import { fakeUploads } from './upload.test-support';

// Generated paths through the batch chart drive the real panel (Ark UI FileUpload included) with user gestures.
const CLEAR_DELAY = 30;
const after = { type: 'xstate.after.CLEAR_DELAY.upload.finished' } as unknown as UploadEvent;
const events: UploadEvent[] = [
  { type: 'files.pick', files: [imageFile('a.jpg')], existing: 0 },
  { type: 'item.completed', itemId: 'upload-1', result: storedFile('a.jpg') },
  { type: 'item.failed', itemId: 'upload-1' },
  { type: 'upload.retry', itemId: 'upload-1' },
  { type: 'upload.dismiss', itemId: 'upload-1' },
  { type: 'upload.cancel', itemId: 'upload-1' },
  { type: 'upload.cancelAll' },
  after,
];

// The graph API's types trip over emitted events; the machine itself is fully typed everywhere else.
const machine = uploadMachine as unknown as AnyStateMachine;
const model = new TestModel(machine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(machine, {
    input: { target: testTarget },
    events,
    // One file per path keeps item ids stable and the state space finite.
    filterEvents: (s, e) => s.can(e) && (e.type !== 'files.pick' || s.context.seq === 0),
    serializeEvent: (e) => JSON.stringify({ ...e, files: undefined, result: undefined }),
    // How a state was reached is part of it, so retry, dismiss and cancel each get a path of their own.
    serializeState: (s, e) =>
      JSON.stringify([
        s.value,
        s.context.seq,
        s.context.items.map((i: { status: string }) => i.status),
        e?.type,
      ]),
  })
);

afterEach(cleanup);

const section = () => screen.queryByRole('region', { name: 'Subidas' });
const rows = () => screen.queryAllByRole('listitem', { name: /^Subida de / });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the upload panel follows the batch chart', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    const actor = createActor(
      uploadMachine.provide({
        actors: { uploadItem: uploadItemMachine.provide({ actors: { uploadFile: uploads.actor } }) },
        actions: { notifyBatch: () => {} },
        delays: { CLEAR_DELAY },
      }),
      { input: { target: testTarget } }
    ).start();
    render(<UploadPanel uploadRef={actor} existing={0} />);

    await path.test({
      events: {
        'files.pick': () => user.upload(screen.getByLabelText('Archivos de Imágenes'), imageFile('a.jpg')),
        'item.completed': () => act(async () => uploads.resolve('a.jpg', storedFile('a.jpg'))),
        'item.failed': () =>
          act(async () =>
            uploads.reject('a.jpg', new ApiError('No se pudo conectar con el servidor.', 'network'))
          ),
        'upload.retry': () => user.click(screen.getByRole('button', { name: 'Reintentar' })),
        'upload.dismiss': () => user.click(screen.getByRole('button', { name: 'Quitar' })),
        'upload.cancel': () => user.click(screen.getByRole('button', { name: 'Cancelar subida de a.jpg' })),
        'upload.cancelAll': () =>
          user.click(screen.getByRole('button', { name: 'Cancelar todas las subidas' })),
        [after.type]: () => act(() => new Promise((r) => setTimeout(r, CLEAR_DELAY * 3))),
      },
      states: {
        idle: (s) =>
          waitFor(() => {
            expect(rows()).toHaveLength(s.context.items.length);
            expect(screen.queryByRole('button', { name: 'Cancelar todas las subidas' })).toBeNull();
          }),
        uploading: () =>
          waitFor(() => {
            expect(section()).toHaveAttribute('aria-busy', 'true');
            const row = within(screen.getByRole('listitem', { name: 'Subida de a.jpg' }));
            expect(row.getByRole('progressbar', { name: 'Progreso de a.jpg' })).toBeInTheDocument();
            expect(row.getByText(/Subiendo/)).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Cancelar todas las subidas' })).toBeInTheDocument();
          }),
        finished: (s) =>
          waitFor(() => {
            expect(rows()).toHaveLength(s.context.items.length);
            if (s.context.items.length > 0) expect(section()).toHaveAttribute('aria-busy', 'false');
            for (const item of s.context.items as Array<{ status: string }>) {
              if (item.status === 'failed') {
                expect(screen.getByRole('alert')).toHaveTextContent(
                  'Error subiendo a.jpg: No se pudo conectar con el servidor.'
                );
                expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
              } else {
                expect(screen.getByText('Subida')).toBeInTheDocument();
              }
            }
          }),
      },
    });
    actor.stop();
  });
});

it('covers every state of the batch', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['idle', 'uploading', 'finished']) expect(reached).toContain(JSON.stringify(s));
});

describe('upload panel', () => {
  it('shows per-file progress and refuses what the picker refuses, with the spec messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads = fakeUploads();
    const actor = createActor(
      uploadMachine.provide({
        actors: { uploadItem: uploadItemMachine.provide({ actors: { uploadFile: uploads.actor } }) },
        actions: { notifyBatch: () => {} },
      }),
      { input: { target: testTarget } }
    ).start();
    render(<UploadPanel uploadRef={actor} existing={9} />);
    const input = screen.getByLabelText('Archivos de Imágenes');

    await user.upload(input, [imageFile('a.jpg'), imageFile('b.png', 'image/png')]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    act(() => uploads.progress('a.jpg', 1536, 2048));
    expect(screen.getByRole('progressbar', { name: 'Progreso de a.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '75'
    );
    expect(screen.getByRole('alert', { name: 'Archivos rechazados' })).toHaveTextContent(
      'No puedes subir más de 10 archivos: b.png no se agregó.'
    );

    await user.upload(input, [
      imageFile('grande.jpg', 'image/jpeg', 6 * 1024 * 1024),
      imageFile('animada.gif', 'image/gif'),
      imageFile('vacia.png', 'image/png', 0),
    ]);
    const refused = await screen.findByRole('alert', { name: 'Archivos rechazados' });
    await waitFor(() =>
      expect(
        within(refused)
          .getAllByRole('listitem')
          .map((li) => li.textContent)
      ).toEqual([
        'El archivo grande.jpg es demasiado grande. Máximo 5MB.',
        'El archivo animada.gif no es una imagen válida.',
        'El archivo vacia.png está vacío.',
      ])
    );
    actor.stop();
  });
});
