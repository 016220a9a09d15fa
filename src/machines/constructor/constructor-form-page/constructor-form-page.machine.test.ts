import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { storedFile } from '#machines/shared/upload/upload.fixtures';
import { heldUploads } from '#machines/shared/upload/upload-held.test-support';
import {
  constructorValues,
  createData,
  editData,
  ownerAccess,
  viewerAccess,
} from './constructor-form-page.fixtures';
import { constructorFormPageMachine } from './constructor-form-page.machine';
import { selectConstructorFormPageView } from './constructor-form-page.select';
import { startConstructorFormPage } from './constructor-form-page.test-support';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('constructor form page machine', () => {
  it('loads the project to edit and shows the form', async () => {
    const { page, load } = startConstructorFormPage({ projectId: torres.id, companyId: 1 });
    expect(selectConstructorFormPageView(page.getSnapshot())).toMatchObject({
      loading: true,
      showForm: false,
    });
    expect(load.inputs).toEqual([{ projectId: torres.id }]);
    load.resolve(editData);
    await flush();
    expect(selectConstructorFormPageView(page.getSnapshot())).toMatchObject({
      mode: 'edit',
      loading: false,
      showForm: true,
      project: torres,
      uploading: false,
    });
  });

  it('creates once in the active company, tells the user and returns to the list', async () => {
    const { page, load, save, navigations, notices } = startConstructorFormPage({
      projectId: null,
      companyId: 1,
    });
    load.resolve(createData);
    await flush();
    page.send({ type: 'form.submit', values: constructorValues });
    expect(selectConstructorFormPageView(page.getSnapshot())).toMatchObject({
      saving: true,
      canCancel: false,
    });
    expect(save.inputs).toEqual([
      { projectId: null, companyId: 1, version: null, values: constructorValues },
    ]);
    save.resolve({ ...torres, id: 99 });
    await flush();
    expect(notices).toEqual(['saved']);
    expect(navigations).toEqual([{ to: '/constructor/projects' }]);
    expect(page.getSnapshot().value).toBe('left');
  });

  it('updates the edited project and returns to the list', async () => {
    const { page, load, save, navigations } = startConstructorFormPage({
      projectId: torres.id,
      companyId: 1,
    });
    load.resolve(editData);
    await flush();
    page.send({ type: 'form.submit', values: constructorValues });
    expect(save.inputs).toEqual([
      { projectId: torres.id, companyId: 1, version: torres.version, values: constructorValues },
    ]);
    save.resolve(torres);
    await flush();
    expect(navigations).toEqual([{ to: '/constructor/projects' }]);
  });

  it('keeps the form with the server’s reason when the server rejects the values', async () => {
    const { page, load, save, navigations, notices } = startConstructorFormPage({
      projectId: null,
      companyId: 1,
    });
    load.resolve(createData);
    await flush();
    page.send({ type: 'form.submit', values: constructorValues });
    const reason = 'Errores de validación: body.name: El nombre no puede exceder 255 caracteres';
    save.reject(new ApiError(reason, 'http', 422));
    await flush();
    expect(selectConstructorFormPageView(page.getSnapshot())).toMatchObject({
      showForm: true,
      saving: false,
      submitError: reason,
    });
    expect(notices).toEqual(['failed']);
    expect(navigations).toEqual([]);
    // A second try starts clean and saves.
    page.send({ type: 'form.submit', values: constructorValues });
    expect(selectConstructorFormPageView(page.getSnapshot()).submitError).toBeNull();
    save.resolve(torres);
    await flush();
    expect(navigations).toEqual([{ to: '/constructor/projects' }]);
  });

  it('keeps the form open when the server fails, and leaves only on Cancelar', async () => {
    const { page, load, save, navigations } = startConstructorFormPage({
      projectId: torres.id,
      companyId: 1,
    });
    load.resolve(editData);
    await flush();
    page.send({ type: 'form.submit', values: constructorValues });
    page.send({ type: 'form.cancel' });
    expect(navigations).toEqual([]);
    save.reject(new ApiError('Error interno del servidor.', 'http', 500));
    await flush();
    expect(selectConstructorFormPageView(page.getSnapshot())).toMatchObject({
      showForm: true,
      submitError: 'Error interno del servidor.',
    });
    page.send({ type: 'form.cancel' });
    expect(navigations).toEqual([{ to: '/constructor/projects' }]);
  });

  it('refuses the form to a VIEWER, and opens it when the role is raised', async () => {
    const { page, load, save } = startConstructorFormPage({
      projectId: torres.id,
      companyId: 1,
      access: viewerAccess,
    });
    load.resolve(editData);
    await flush();
    expect(selectConstructorFormPageView(page.getSnapshot())).toMatchObject({
      denied: true,
      showForm: false,
    });
    page.send({ type: 'form.submit', values: constructorValues });
    expect(save.inputs).toEqual([]);
    page.send({ type: 'access.changed', access: { roles: { 1: 'ADMIN' }, permissions: [] } });
    expect(selectConstructorFormPageView(page.getSnapshot())).toMatchObject({
      denied: false,
      showForm: true,
    });
  });

  it('asks for a company before creating without one', async () => {
    const { page, load } = startConstructorFormPage({ projectId: null, companyId: null });
    load.resolve(createData);
    await flush();
    expect(selectConstructorFormPageView(page.getSnapshot()).noCompany).toMatch(/selecciona una empresa/);
  });

  it('tells a missing project from a failed load, and retries the latter', async () => {
    const missing = startConstructorFormPage({ projectId: 404, companyId: 1 });
    missing.load.reject(new ApiError('El recurso solicitado no fue encontrado.', 'http', 404));
    await flush();
    expect(selectConstructorFormPageView(missing.page.getSnapshot()).notFound).toBe(true);

    const broken = startConstructorFormPage({ projectId: torres.id, companyId: 1 });
    broken.load.reject(new ApiError('Error interno del servidor.', 'http', 500));
    await flush();
    expect(selectConstructorFormPageView(broken.page.getSnapshot()).loadError).toBe(
      'Error interno del servidor.'
    );
    broken.page.send({ type: 'form.retry' });
    broken.load.resolve(editData);
    await flush();
    expect(selectConstructorFormPageView(broken.page.getSnapshot()).showForm).toBe(true);
  });
});

describe('files on their way', () => {
  it('refuses to save until the uploads of the form have arrived', async () => {
    const uploads = heldUploads();
    const saves: unknown[] = [];
    const page = createActor(
      constructorFormPageMachine.provide({
        actors: {
          loadProjectForm: fromPromise(async () => editData),
          saveProject: fromPromise(async ({ input }) => {
            saves.push(input);
            return torres;
          }),
          upload: uploads.logic,
        },
        actions: { navigate: () => {}, notifySaved: () => {}, notifyFailed: () => {} },
      }),
      { input: { projectId: torres.id, companyId: 1, access: ownerAccess } }
    ).start();
    await flush();
    const view = () => selectConstructorFormPageView(page.getSnapshot());
    // The page spawned the form's batch, under the constructor rules, into the project's company.
    expect(view().uploadRef?.getSnapshot().context.target).toEqual({
      companyId: torres.company_id,
      folder: 'projects',
      policy: 'constructor',
    });
    view().uploadRef!.send(uploads.pick('plano.jpg'));
    expect(view().uploading).toBe(true);
    page.send({ type: 'form.submit', values: constructorValues });
    expect(view().saving).toBe(false);
    expect(saves).toEqual([]);
    uploads.files.resolve('plano.jpg', storedFile('plano.jpg'));
    await flush();
    expect(view().uploading).toBe(false);
    page.send({ type: 'form.submit', values: constructorValues });
    expect(saves).toHaveLength(1);
  });
});
