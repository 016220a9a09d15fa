import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import {
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  type Access,
} from '#domain/permissions';
import type { PropertyModel, PropertyModelFormValues } from '#domain/property-model';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { tipoA } from '#machines/portal/project-detail/project-detail.fixtures';
import { catalogue } from '#machines/shared/project-form/project-form.fixtures';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { storedFile } from '#machines/shared/upload/upload.fixtures';
import { heldUploads } from '#machines/shared/upload/upload-held.test-support';
import type { ModelFormData, ModelRef } from './model-form-page.actors';
import { modelFormPageMachine } from './model-form-page.machine';
import { selectModelFormPageView as selectModelFormView } from './model-form-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

const values: PropertyModelFormValues = {
  name: 'Tipo C',
  area: 60,
  bedrooms: 1,
  bathrooms: 1,
  currency: 'COP',
  image_urls: [],
  amenity_ids: [],
};

const asAdmin: Access = { roles: { [torres.company_id]: 'ADMIN' }, permissions: [] };
const asViewer: Access = { roles: { [torres.company_id]: 'VIEWER' }, permissions: [] };

function start(
  input: { modelId: number | null; canManage: boolean } | { modelId: number | null; access: Access },
  load: () => Promise<ModelFormData>,
  save: () => Promise<PropertyModel> = async () => tipoA
) {
  const loads: ModelRef[] = [];
  const saves: unknown[] = [];
  const notices: string[] = [];
  const navigate = vi.fn<(params: NavigateParams) => void>();
  const actor = createActor(
    modelFormPageMachine.provide({
      actors: {
        loadModelForm: fromPromise<ModelFormData, ModelRef>(({ input: i }) => {
          loads.push(i);
          return load();
        }),
        saveModel: fromPromise<
          PropertyModel,
          ModelRef & { values: PropertyModelFormValues; version: number | null }
        >(({ input: i }) => {
          saves.push(i);
          return save();
        }),
      },
      actions: {
        notifySaved: () => void notices.push('saved'),
        notifyFailed: () => void notices.push('failed'),
        notifyLoadFailed: () => void notices.push('loadFailed'),
        navigate: (_, params) => navigate(params),
      },
    }),
    {
      input: {
        projectId: torres.id,
        modelId: input.modelId,
        access: 'access' in input ? input.access : input.canManage ? asAdmin : asViewer,
      },
    }
  ).start();
  return { actor, loads, saves, notices, navigate };
}

const data: ModelFormData = { project: torres, model: null, amenities: catalogue, amenitiesError: null };

describe('property model form machine', () => {
  it('denies the form to roles of the project’s company that cannot manage', async () => {
    const { actor, saves } = start({ modelId: null, canManage: false }, async () => data);
    await flush();
    expect(selectModelFormView(actor.getSnapshot())).toMatchObject({ denied: true, showForm: false });
    actor.send({ type: 'form.submit', values });
    expect(saves).toEqual([]);
  });

  it('creates a model and returns to the project', async () => {
    const { actor, saves, notices, navigate } = start({ modelId: null, canManage: true }, async () => data);
    await flush();
    expect(selectModelFormView(actor.getSnapshot())).toMatchObject({
      showForm: true,
      projectName: torres.name,
    });
    actor.send({ type: 'form.submit', values });
    await flush();
    expect(saves).toEqual([{ projectId: torres.id, modelId: null, version: null, values }]);
    expect(notices).toEqual(['saved']);
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: `/projects/${torres.id}` });
  });

  it('edits a model, and keeps the form after a failed save', async () => {
    const { actor, notices } = start(
      { modelId: tipoA.id, canManage: true },
      async () => ({ ...data, model: tipoA }),
      async () => {
        throw new ApiError('Error interno del servidor.', 'http', 500);
      }
    );
    await flush();
    expect(selectModelFormView(actor.getSnapshot())).toMatchObject({ mode: 'edit', model: tipoA });
    actor.send({ type: 'form.submit', values });
    await flush();
    expect(notices).toEqual(['failed']);
    expect(selectModelFormView(actor.getSnapshot())).toMatchObject({
      showForm: true,
      submitError: 'Error interno del servidor.',
    });
  });

  it('shows a missing model and a failed load apart', async () => {
    const missing = start({ modelId: 99, canManage: true }, async () => {
      throw new ApiError('Modelo no encontrado', 'http', 404);
    });
    await flush();
    expect(selectModelFormView(missing.actor.getSnapshot()).notFound).toBe(true);
    const failing = start({ modelId: 99, canManage: true }, async () => {
      throw new ApiError('Error interno del servidor.', 'http', 500);
    });
    await flush();
    expect(selectModelFormView(failing.actor.getSnapshot()).loadError).toBe('Error al cargar los datos');
    expect(failing.notices).toEqual(['loadFailed']);
  });

  it('returns to the project on cancel', async () => {
    const { actor, navigate } = start({ modelId: null, canManage: true }, async () => data);
    actor.send({ type: 'form.cancel' });
    expect(navigate).toHaveBeenCalledWith({ to: `/projects/${torres.id}` });
  });

  it('lets the platform manager edit any company’s model, not the platform reader', async () => {
    const manager = start(
      { modelId: tipoA.id, access: { roles: {}, permissions: [PERMISSION_MANAGE_ALL_COMPANIES] } },
      async () => ({ ...data, model: tipoA })
    );
    const reader = start(
      { modelId: tipoA.id, access: { roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] } },
      async () => ({ ...data, model: tipoA })
    );
    await flush();
    expect(manager.actor.getSnapshot().value).toBe('editing');
    expect(reader.actor.getSnapshot().value).toBe('denied');
  });

  it('follows access changes: the form opens when a role is granted and closes when it is removed', async () => {
    const { actor, loads } = start({ modelId: null, canManage: false }, async () => data);
    await flush();
    expect(actor.getSnapshot().value).toBe('denied');
    actor.send({ type: 'access.changed', access: asAdmin });
    expect(selectModelFormView(actor.getSnapshot())).toMatchObject({ showForm: true, denied: false });
    actor.send({ type: 'access.changed', access: asViewer });
    expect(selectModelFormView(actor.getSnapshot())).toMatchObject({ showForm: false, denied: true });
    expect(loads).toHaveLength(1);
  });
});

describe('images on their way', () => {
  it('refuses to save until the uploads of the form have arrived', async () => {
    const uploads = heldUploads();
    const saves: unknown[] = [];
    const actor = createActor(
      modelFormPageMachine.provide({
        actors: {
          loadModelForm: fromPromise(async () => data),
          saveModel: fromPromise(async ({ input }) => {
            saves.push(input);
            return tipoA;
          }),
          upload: uploads.logic,
        },
        actions: { notifySaved: () => {}, notifyFailed: () => {}, navigate: () => {} },
      }),
      { input: { projectId: torres.id, modelId: null, access: asAdmin } }
    ).start();
    await flush();
    const view = () => selectModelFormView(actor.getSnapshot());
    // The model's images go to the company of its project.
    expect(view().uploadRef?.getSnapshot().context.target).toEqual({
      companyId: torres.company_id,
      folder: 'properties',
      policy: 'images',
    });
    view().uploadRef!.send(uploads.pick('sala.jpg'));
    expect(view().uploading).toBe(true);
    actor.send({ type: 'form.submit', values });
    expect(view().saving).toBe(false);
    expect(saves).toEqual([]);
    uploads.files.resolve('sala.jpg', storedFile('sala.jpg'));
    await flush();
    actor.send({ type: 'form.submit', values });
    expect(saves).toHaveLength(1);
  });
});
