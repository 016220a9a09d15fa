import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { Project } from '#domain/project';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { storedFile } from '#machines/shared/upload/upload.fixtures';
import { heldUploads } from '#machines/shared/upload/upload-held.test-support';
import type { ProjectFormData, SaveProjectInput } from './project-form.actors';
import { createData, editData, formValues } from './project-form.fixtures';
import { NO_COMPANY_MESSAGE, projectFormMachine } from './project-form.machine';
import { selectProjectFormView } from './project-form.select';
import type { Access } from '#domain/permissions';
import { STALE_VERSION_DETAIL } from '#domain/versioned';

// OWNER of the fixtures' company (1) and of the active company of the create tests (4).
const ownerAccess: Access = { roles: { 1: 'OWNER', 4: 'OWNER' }, permissions: [] };

function start(
  input: { projectId: number | null; companyId: number | null; basePath?: string; access?: Access },
  load: () => Promise<ProjectFormData>,
  save: () => Promise<Project>
) {
  const saved: SaveProjectInput[] = [];
  const notices: string[] = [];
  const navigations: string[] = [];
  const actor = createActor(
    projectFormMachine.provide({
      actors: {
        loadProjectForm: fromPromise<ProjectFormData, { projectId: number | null }>(load),
        saveProject: fromPromise<Project, SaveProjectInput>(({ input: i }) => {
          saved.push(i);
          return save();
        }),
      },
      actions: {
        notifySaved: () => void notices.push('saved'),
        notifyFailed: () => void notices.push('failed'),
        // What the project form page hears.
        leave: (_, params) => void navigations.push(params.to),
      },
    }),
    { input: { access: ownerAccess, ...input } }
  ).start();
  return { actor, saved, notices, navigations };
}

describe('project form machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates in the active company, notifies, and returns to /projects 1.5 s later', async () => {
    const { actor, saved, notices, navigations } = start(
      { projectId: null, companyId: 4 },
      async () => createData,
      async () => ({ ...torres, id: 99 })
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(selectProjectFormView(actor.getSnapshot())).toMatchObject({ mode: 'create', showForm: true });
    actor.send({ type: 'form.submit', values: formValues });
    expect(selectProjectFormView(actor.getSnapshot()).saving).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([{ projectId: null, companyId: 4, version: null, values: formValues }]);
    expect(notices).toEqual(['saved']);
    expect(selectProjectFormView(actor.getSnapshot()).saved).toBe(true);
    await vi.advanceTimersByTimeAsync(1499);
    expect(navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigations).toEqual(['/projects']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('edits and goes to the project page (admin pages keep their prefix)', async () => {
    const { actor, saved, navigations } = start(
      { projectId: torres.id, companyId: 4, basePath: '/admin/projects' },
      async () => editData,
      async () => torres
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(selectProjectFormView(actor.getSnapshot()).project).toEqual(torres);
    actor.send({ type: 'form.submit', values: formValues });
    await vi.advanceTimersByTimeAsync(1500);
    expect(saved[0]?.projectId).toBe(torres.id);
    expect(navigations).toEqual([`/admin/projects/${torres.id}`]);
  });

  it.each([
    ['VIEWER', null, 'crear proyectos en esta empresa'],
    ['MEMBER', null, 'crear proyectos en esta empresa'],
    ['MEMBER', torres.id, 'editar este proyecto'],
  ] as const)(
    'tells a %s up front that the role may not save (project %s)',
    async (role, projectId, what) => {
      const { actor, saved } = start(
        { projectId, companyId: 1, access: { roles: { 1: role }, permissions: [] } },
        async () => (projectId === null ? createData : editData),
        async () => torres
      );
      await vi.advanceTimersByTimeAsync(0);
      const view = selectProjectFormView(actor.getSnapshot());
      expect(view.showForm).toBe(false);
      expect(view.denied).toEqual({
        title: 'Permisos insuficientes',
        message: `Tu rol (${role}) no permite ${what}. Contacta al administrador de la empresa para solicitar permisos.`,
      });
      actor.send({ type: 'form.submit', values: formValues });
      expect(saved).toEqual([]);
    }
  );

  it('opens the form when the role is raised and closes it when the role is lowered', async () => {
    const { actor } = start(
      { projectId: torres.id, companyId: 1, access: { roles: { 1: 'VIEWER' }, permissions: [] } },
      async () => editData,
      async () => torres
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('denied');
    actor.send({ type: 'access.changed', access: { roles: { 1: 'ADMIN' }, permissions: [] } });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'access.changed', access: { roles: { 1: 'MEMBER' }, permissions: [] } });
    expect(actor.getSnapshot().value).toBe('denied');
    // A platform manager edits in every company.
    actor.send({ type: 'access.changed', access: { roles: {}, permissions: ['manage:all_companies'] } });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('refuses to create without an active company, with the spec message', async () => {
    const { actor, saved, notices } = start(
      { projectId: null, companyId: null },
      async () => createData,
      async () => torres
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.submit', values: formValues });
    expect(saved).toEqual([]);
    expect(notices).toEqual(['failed']);
    expect(selectProjectFormView(actor.getSnapshot()).submitError).toBe(NO_COMPANY_MESSAGE);
  });

  it('keeps the form with the server’s reason after a failed save', async () => {
    const { actor, notices } = start(
      { projectId: null, companyId: 4 },
      async () => createData,
      async () => {
        throw new ApiError('Errores de validación: name: El nombre del proyecto es requerido', 'http', 422);
      }
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.submit', values: formValues });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectProjectFormView(actor.getSnapshot()).submitError).toContain(
      'El nombre del proyecto es requerido'
    );
    expect(notices).toEqual(['failed']);
  });

  it('does not overwrite another person’s save: stale, then Recargar loads their copy and saves on it', async () => {
    const theirs = { ...torres, name: 'Torres renombradas', version: torres.version + 1 };
    let stored = torres;
    const { actor, saved, notices } = start(
      { projectId: torres.id, companyId: 1 },
      async () => ({ ...editData, project: stored }),
      async () => {
        if (saved.at(-1)?.version !== theirs.version) {
          throw new ApiError(STALE_VERSION_DETAIL, 'http', 409, {
            detail: STALE_VERSION_DETAIL,
            current: theirs,
          });
        }
        return theirs;
      }
    );
    await vi.advanceTimersByTimeAsync(0);
    stored = theirs;
    actor.send({ type: 'form.submit', values: formValues });
    await vi.advanceTimersByTimeAsync(0);
    expect(saved[0]?.version).toBe(torres.version);
    expect(actor.getSnapshot().value).toBe('stale');
    expect(selectProjectFormView(actor.getSnapshot())).toMatchObject({
      stale: true,
      showForm: true,
      canSubmit: false,
      submitError: null,
    });
    expect(notices).toEqual([]);
    actor.send({ type: 'form.submit', values: formValues });
    expect(saved).toHaveLength(1);

    actor.send({ type: 'form.reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectProjectFormView(actor.getSnapshot())).toMatchObject({ stale: false, project: theirs });
    actor.send({ type: 'form.submit', values: formValues });
    await vi.advanceTimersByTimeAsync(0);
    expect(saved[1]?.version).toBe(theirs.version);
    expect(notices).toEqual(['saved']);
  });

  it('tells a missing project apart from a failed load, which may be retried', async () => {
    const missing = start(
      { projectId: 5, companyId: 4 },
      async () => {
        throw new ApiError('Proyecto no encontrado', 'http', 404);
      },
      async () => torres
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(selectProjectFormView(missing.actor.getSnapshot()).notFound).toBe(true);

    let fail = true;
    const failing = start(
      { projectId: 5, companyId: 4 },
      async () => {
        if (fail) throw new ApiError('Error interno del servidor.', 'http', 500);
        return editData;
      },
      async () => torres
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(selectProjectFormView(failing.actor.getSnapshot()).loadError).toBe('Error interno del servidor.');
    fail = false;
    failing.actor.send({ type: 'form.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectProjectFormView(failing.actor.getSnapshot()).showForm).toBe(true);
  });

  it('goes back on cancel, but not once saved', async () => {
    const { actor, navigations } = start(
      { projectId: torres.id, companyId: 4 },
      async () => editData,
      async () => torres
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.cancel' });
    expect(navigations).toEqual([`/projects/${torres.id}`]);
    actor.send({ type: 'form.submit', values: formValues });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.cancel' });
    expect(navigations).toHaveLength(1);
  });
});

const flushMicrotasks = () => new Promise((r) => setTimeout(r, 0));

describe('images on their way', () => {
  it('refuses to save until the uploads of the form have arrived', async () => {
    const uploads = heldUploads();
    const saves: unknown[] = [];
    const actor = createActor(
      projectFormMachine.provide({
        actors: {
          loadProjectForm: fromPromise(async () => editData),
          saveProject: fromPromise(async ({ input }) => {
            saves.push(input);
            return torres;
          }),
          upload: uploads.logic,
        },
        actions: { notifySaved: () => {}, notifyFailed: () => {}, leave: () => {} },
      }),
      { input: { projectId: torres.id, companyId: 4, access: ownerAccess } }
    ).start();
    await flushMicrotasks();
    const view = () => selectProjectFormView(actor.getSnapshot());
    // The edited project's company receives its images.
    expect(view().uploadRef?.getSnapshot().context.target).toEqual({
      companyId: torres.company_id,
      folder: 'projects',
      policy: 'images',
    });
    view().uploadRef!.send(uploads.pick('fachada.jpg'));
    expect(view()).toMatchObject({ uploading: true, canSubmit: false });
    actor.send({ type: 'form.submit', values: formValues });
    expect(view().saving).toBe(false);
    uploads.files.resolve('fachada.jpg', storedFile('fachada.jpg'));
    await flushMicrotasks();
    expect(view()).toMatchObject({ uploading: false, canSubmit: true });
    actor.send({ type: 'form.submit', values: formValues });
    expect(saves).toHaveLength(1);
  });
});
