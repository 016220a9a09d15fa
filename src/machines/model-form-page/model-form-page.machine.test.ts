import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { PropertyModel, PropertyModelFormValues } from '#domain/property-model';
import { tipoA } from '#machines/project-detail/project-detail.fixtures';
import { catalogue } from '#machines/project-form/project-form.fixtures';
import { torres } from '#machines/projects-list/projects-list.fixtures';
import type { ModelFormData, ModelRef } from './property-model-form.actors';
import { propertyModelFormMachine } from './property-model-form.machine';
import { selectModelFormView } from './property-model-form.select';

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

function start(
  input: { modelId: number | null; canManage: boolean },
  load: () => Promise<ModelFormData>,
  save: () => Promise<PropertyModel> = async () => tipoA
) {
  const loads: ModelRef[] = [];
  const saves: unknown[] = [];
  const notices: string[] = [];
  const actor = createActor(
    propertyModelFormMachine.provide({
      actors: {
        loadModelForm: fromPromise<ModelFormData, ModelRef>(({ input: i }) => {
          loads.push(i);
          return load();
        }),
        saveModel: fromPromise<PropertyModel, ModelRef & { values: PropertyModelFormValues }>(
          ({ input: i }) => {
            saves.push(i);
            return save();
          }
        ),
      },
      actions: {
        notifySaved: () => void notices.push('saved'),
        notifyFailed: () => void notices.push('failed'),
        notifyLoadFailed: () => void notices.push('loadFailed'),
      },
    }),
    {
      input: {
        projectId: torres.id,
        modelId: input.modelId,
        roles: { [torres.company_id]: input.canManage ? ('ADMIN' as const) : ('VIEWER' as const) },
      },
    }
  ).start();
  const navigations: string[] = [];
  actor.on('navigate', (e) => void navigations.push(e.to));
  return { actor, loads, saves, notices, navigations };
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
    const { actor, saves, notices, navigations } = start(
      { modelId: null, canManage: true },
      async () => data
    );
    await flush();
    expect(selectModelFormView(actor.getSnapshot())).toMatchObject({
      showForm: true,
      projectName: torres.name,
    });
    actor.send({ type: 'form.submit', values });
    await flush();
    expect(saves).toEqual([{ projectId: torres.id, modelId: null, values }]);
    expect(notices).toEqual(['saved']);
    expect(navigations).toEqual([`/projects/${torres.id}`]);
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
});
