import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { AddProjectImages } from '#ui/components/add-project-images';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { addProjectImages } from './project-images.actors';
import {
  PROJECT_IMAGES_ERROR,
  projectImagesMachine,
  type ProjectImagesEvent,
} from './project-images.machine';
import { imageFile, storedFile } from './upload.fixtures';
import type { fakeUploads } from './upload.test-support';

// The dialog's upload field runs its own batch; its transfers go to a stand-in the test settles.
const uploads = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeUploads> | null }));
vi.mock('./upload.actors', async () => {
  const support = await import('./upload.test-support');
  uploads.current = support.fakeUploads();
  return { uploadFile: uploads.current.actor };
});

type Snapshot = SnapshotFrom<typeof projectImagesMachine>;

const project = { ...torres, image_urls: [] };
const URL = `/uploads/files/${torres.company_id}/projects/patio.jpg`;
const refused = new ApiError('Error interno del servidor.', 'http', 500);

// The dialog's gestures and the server's answers. An arrived file is one `images.change`: the upload field's
// busy flag rises and falls inside that gesture (its own test covers the flag).
const events: ProjectImagesEvent[] = [
  { type: 'images.open', companyId: torres.company_id },
  { type: 'images.change', urls: [URL] },
  { type: 'images.save' },
  { type: 'images.close' },
  done('addProjectImages', { ...project, image_urls: [URL] }),
  failed('addProjectImages', refused),
];

// The toasts and the page's reload are the project page's business; here the dialog alone is under test.
const dialog = projectImagesMachine.provide({
  actions: { notifySaved: () => {}, notifyFailed: () => {}, reportSaved: () => {} },
});

const model = new TestModel(dialog, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(dialog, {
    input: { projectId: torres.id },
    events,
    // One image per visit of the dialog: the field shows it once it arrived.
    filterEvents: (s, e) =>
      (s as Snapshot).can(e) && (e.type !== 'images.change' || (s as Snapshot).context.urls.length === 0),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => {
      const { value, context } = s as Snapshot;
      return JSON.stringify([value, context.urls.length, context.error !== null]);
    },
  })
);

afterEach(cleanup);

const theDialog = () => screen.getByRole('dialog', { name: 'Agregar imágenes' });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it("the 'Agregar Imagen' dialog follows its machine", async () => {
    const user = userEvent.setup();
    const save = controlled<typeof addProjectImages>();
    const imagesRef = createActor(dialog.provide({ actors: { addProjectImages: save.actor } }), {
      input: { projectId: torres.id },
    }).start();
    render(<AddProjectImages imagesRef={imagesRef} project={project} />);

    await path.test({
      events: {
        'images.open': async () => {
          await user.click(screen.getByRole('button', { name: 'Agregar Imagen' }));
        },
        'images.change': async () => {
          await user.upload(
            within(theDialog()).getByLabelText('Archivos de Imágenes nuevas'),
            imageFile('patio.jpg')
          );
          await act(async () =>
            uploads.current!.resolve('patio.jpg', { ...storedFile('patio.jpg'), url: URL })
          );
        },
        'images.save': async () => {
          await user.click(within(theDialog()).getByRole('button', { name: 'Guardar imágenes' }));
        },
        'images.close': async () => {
          await user.click(within(theDialog()).getByRole('button', { name: 'Cancelar' }));
        },
        ...settle({ addProjectImages: save }),
      },
      states: {
        // The dialog leaves through its exit presence, so its removal is awaited like every dialog's.
        closed: async () => {
          await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: 'Agregar imágenes' })).not.toBeInTheDocument()
          );
          expect(screen.getByRole('button', { name: 'Agregar Imagen' })).toBeEnabled();
        },
        open: (s) => {
          const { urls, error } = (s as Snapshot).context;
          const saveButton = within(theDialog()).getByRole('button', { name: 'Guardar imágenes' });
          if (urls.length === 0) expect(saveButton).toBeDisabled();
          else {
            expect(saveButton).toBeEnabled();
            expect(within(theDialog()).getAllByRole('button', { name: /Quitar imagen/ })).toHaveLength(1);
          }
          if (error)
            expect(
              within(theDialog()).getByText(`${PROJECT_IMAGES_ERROR}: ${refused.message}`)
            ).toBeInTheDocument();
        },
        saving: () => {
          expect(within(theDialog()).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
          expect(within(theDialog()).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
        },
      },
    });
    expect(save.inputs.every((i) => i.projectId === torres.id && i.urls.join() === URL)).toBe(true);
    await act(async () => imagesRef.stop());
  });
});

it("covers every state of the 'Agregar Imagen' chart, a refused save included", () => {
  const reached = new Set(
    paths.flatMap((p) =>
      p.steps.map((st) => JSON.stringify([st.state.value, st.state.context.error !== null]))
    )
  );
  for (const s of [
    ['closed', false],
    ['open', false],
    ['saving', false],
    ['open', true],
  ]) {
    expect(reached).toContain(JSON.stringify(s));
  }
});
