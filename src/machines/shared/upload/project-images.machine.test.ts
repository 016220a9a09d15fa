import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import type { Project } from '#domain/project';
import { withImages } from './project-images.actors';
import { PROJECT_IMAGES_ERROR, projectImagesMachine } from './project-images.machine';
import { selectProjectImagesView } from './project-images.select';
import { storedFile } from './upload.fixtures';
import { heldUploads } from './upload-held.test-support';

const flush = () => new Promise((r) => setTimeout(r, 0));
const url = (n: number) =>
  `http://localhost:8000/uploads/files/1/projects/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6${n}.jpg`;

function start(save: (input: { projectId: number; urls: string[] }) => Promise<Project>) {
  const saved: Project[] = [];
  const notices: string[] = [];
  const uploads = heldUploads();
  const actor = createActor(
    projectImagesMachine.provide({
      actors: { addProjectImages: fromPromise(({ input }) => save(input)), upload: uploads.logic },
      actions: {
        notifySaved: () => void notices.push('ok'),
        notifyFailed: () => void notices.push('error'),
        // What the project page hears.
        reportSaved: (_, params) => void saved.push(params.project),
      },
    }),
    { input: { projectId: torres.id } }
  ).start();
  return { actor, saved, notices, uploads, view: () => selectProjectImagesView(actor.getSnapshot()) };
}

describe('project images machine', () => {
  it('saves the uploaded images onto the project once nothing is uploading', async () => {
    const calls: Array<{ projectId: number; urls: string[] }> = [];
    const { actor, saved, notices, uploads, view } = start(async (input) => {
      calls.push(input);
      return { ...torres, image_urls: input.urls };
    });
    expect(view()).toMatchObject({ open: false, canSave: false, uploadRef: null });
    actor.send({ type: 'images.open', companyId: torres.company_id });
    expect(view()).toMatchObject({ open: true, canSave: false });
    expect(view().uploadRef?.getSnapshot().context.target.companyId).toBe(torres.company_id);
    actor.send({ type: 'images.change', urls: [url(1)] });
    // The dialog's own batch is still sending a file: saving now would leave it out.
    view().uploadRef!.send(uploads.pick('b.jpg'));
    expect(view().canSave).toBe(false);
    actor.send({ type: 'images.save' });
    expect(view().saving).toBe(false);
    uploads.files.resolve('b.jpg', storedFile('b.jpg'));
    await flush();
    expect(view().canSave).toBe(true);
    actor.send({ type: 'images.save' });
    expect(view().saving).toBe(true);
    await flush();
    expect(calls).toEqual([{ projectId: torres.id, urls: [url(1)] }]);
    expect(view().open).toBe(false);
    expect(saved.map((p) => p.image_urls)).toEqual([[url(1)]]);
    expect(notices).toEqual(['ok']);
  });

  it('keeps the dialog and the images when saving fails, with the reason', async () => {
    const { actor, notices, view } = start(async () => {
      throw new ApiError('Error interno del servidor.', 'http', 500);
    });
    actor.send({ type: 'images.open', companyId: torres.company_id });
    actor.send({ type: 'images.change', urls: [url(1)] });
    actor.send({ type: 'images.save' });
    await flush();
    expect(view()).toMatchObject({
      open: true,
      urls: [url(1)],
      error: `${PROJECT_IMAGES_ERROR}: Error interno del servidor.`,
      canSave: true,
    });
    expect(notices).toEqual(['error']);
  });

  it('starts empty every time it opens', () => {
    const { actor, view } = start(async () => torres);
    actor.send({ type: 'images.open', companyId: torres.company_id });
    actor.send({ type: 'images.change', urls: [url(1)] });
    actor.send({ type: 'images.close' });
    actor.send({ type: 'images.open', companyId: torres.company_id });
    expect(view()).toMatchObject({ urls: [], canSave: false });
  });

  it('stops its batch when closed, so what was still on its way does not arrive later', () => {
    const { actor, uploads, view } = start(async () => torres);
    actor.send({ type: 'images.open', companyId: torres.company_id });
    view().uploadRef!.send(uploads.pick('b.jpg'));
    actor.send({ type: 'images.close' });
    expect(view().uploadRef).toBeNull();
    expect(uploads.files.aborted).toEqual(['b.jpg']);
  });
});

describe('withImages', () => {
  it('keeps every field of the project and appends only new images', () => {
    const project = { ...torres, image_urls: [url(1)] };
    const values = withImages(project, [url(1), url(2)]);
    expect(values.image_urls).toEqual([url(1), url(2)]);
    expect(values).toMatchObject({
      name: project.name,
      total_units: project.total_units,
      status: project.status,
    });
  });
});
