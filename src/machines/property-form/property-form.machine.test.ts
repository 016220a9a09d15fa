import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { PROPERTY_CONFLICT_MESSAGE, type Property } from '#domain/property';
import type { CompanyRole } from '#domain/roles';
import { apto101, tipoA } from '#machines/project-detail/project-detail.fixtures';
import { catalogue } from '#machines/project-form/project-form.fixtures';
import { torres } from '#machines/projects-list/projects-list.fixtures';
import type { PropertyFormData, PropertyFormTarget, SavePropertyInput } from './property-form.actors';
import { NO_COMPANY_MESSAGE, propertyFormMachine } from './property-form.machine';
import { selectPropertyFormView } from './property-form.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

const casa: Property = { ...apto101, id: 40, name: 'Casa', project_id: null, project_name: null, version: 3 };
const independentData: PropertyFormData = {
  property: null,
  project: null,
  models: [],
  amenities: catalogue,
  amenitiesError: null,
};

function start(
  input: {
    target: PropertyFormTarget;
    role: CompanyRole | null;
    companyId?: number | null;
    isPlatformAdmin?: boolean;
  },
  load: () => Promise<PropertyFormData>,
  save: () => Promise<Property> = async () => casa
) {
  const loads: PropertyFormTarget[] = [];
  const saves: SavePropertyInput[] = [];
  const notices: string[] = [];
  const actor = createActor(
    propertyFormMachine.provide({
      actors: {
        loadPropertyForm: fromPromise<PropertyFormData, PropertyFormTarget>(({ input: i }) => {
          loads.push(i);
          return load();
        }),
        saveProperty: fromPromise<Property, SavePropertyInput>(({ input: i }) => {
          saves.push(i);
          return save();
        }),
      },
      actions: {
        notifySaved: () => void notices.push('saved'),
        notifyFailed: () => void notices.push('failed'),
        notifyLoadFailed: () => void notices.push('loadFailed'),
      },
    }),
    {
      input: {
        companyId: input.companyId === undefined ? 1 : input.companyId,
        target: input.target,
        isPlatformAdmin: input.isPlatformAdmin,
        roles: input.role ? { 1: input.role } : {},
      },
    }
  ).start();
  const navigations: { to: string; replace?: boolean }[] = [];
  actor.on('navigate', (e) => void navigations.push({ to: e.to, replace: e.replace }));
  return { actor, loads, saves, notices, navigations };
}

const houseValues = {
  name: 'Casa Campestre',
  property_type: 'house' as const,
  status: 'AVAILABLE' as const,
  currency: 'COP' as const,
  amenities: {},
  image_urls: [],
};

describe('property form machine', () => {
  it('offers MEMBERs apartment and house only, and denies VIEWERs with the spec’s notice', () => {
    const member = start(
      { target: { kind: 'independent', propertyId: null }, role: 'MEMBER' },
      async () => independentData
    );
    expect(selectPropertyFormView(member.actor.getSnapshot()).allowedTypes).toEqual(['apartment', 'house']);
    const viewer = start(
      { target: { kind: 'independent', propertyId: null }, role: 'VIEWER' },
      async () => independentData
    );
    expect(selectPropertyFormView(viewer.actor.getSnapshot()).denied).toEqual({
      title: 'Permisos insuficientes',
      message:
        'Tu rol (VIEWER) no permite crear propiedades independientes. Contacta al administrador de la empresa para solicitar permisos.',
    });
    expect(viewer.loads).toEqual([]);
    const admin = start(
      { target: { kind: 'independent', propertyId: null }, role: null, isPlatformAdmin: true },
      async () => independentData
    );
    expect(selectPropertyFormView(admin.actor.getSnapshot()).allowedTypes).toHaveLength(5);
  });

  it('denies editing to MEMBERs and VIEWERs of the property’s company, once it is loaded', async () => {
    for (const role of ['MEMBER', 'VIEWER'] as const) {
      const { actor } = start({ target: { kind: 'independent', propertyId: 40 }, role }, async () => ({
        ...independentData,
        property: casa,
      }));
      await flush();
      expect(selectPropertyFormView(actor.getSnapshot()).denied).toEqual({
        title: 'Acceso denegado',
        message: 'Acceso denegado: Solo los OWNER y ADMIN pueden editar propiedades',
      });
    }
  });

  it('decides unit rights in the project’s company, not the active one', async () => {
    const { actor } = start(
      { target: { kind: 'unit', projectId: torres.id, propertyId: null }, role: 'OWNER' },
      async () => ({ ...independentData, project: { ...torres, company_id: 2 }, models: [tipoA] })
    );
    await flush();
    expect(selectPropertyFormView(actor.getSnapshot()).denied?.title).toBe('Permisos insuficientes');
  });

  it('creates an independent property in the active company and returns to /properties', async () => {
    const { actor, saves, notices, navigations } = start(
      { target: { kind: 'independent', propertyId: null }, role: 'MEMBER' },
      async () => independentData
    );
    await flush();
    actor.send({ type: 'form.submit', values: houseValues });
    await flush();
    expect(saves[0]).toMatchObject({ companyId: 1, values: houseValues });
    expect(notices).toEqual(['saved']);
    expect(navigations).toEqual([{ to: '/properties', replace: undefined }]);
  });

  it('refuses to create without a company, with the spec message', async () => {
    const { actor, saves } = start(
      { target: { kind: 'independent', propertyId: null }, role: 'OWNER', companyId: null },
      async () => independentData
    );
    await flush();
    expect(saves).toEqual([]);
    expect(selectPropertyFormView(actor.getSnapshot())).toMatchObject({
      noCompany: NO_COMPANY_MESSAGE,
      showForm: false,
    });
  });

  it('moves the independent edit of a project unit to the project’s edit page, replacing history', async () => {
    const { actor, navigations } = start(
      { target: { kind: 'independent', propertyId: apto101.id }, role: 'OWNER' },
      async () => ({
        ...independentData,
        property: apto101,
      })
    );
    await flush();
    expect(navigations).toEqual([
      { to: `/projects/${torres.id}/properties/${apto101.id}/edit`, replace: true },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('saves an edit with the version read, and stops on a concurrent change until reloaded', async () => {
    let conflict = true;
    const { actor, saves, loads, notices } = start(
      { target: { kind: 'unit', projectId: torres.id, propertyId: apto101.id }, role: 'ADMIN' },
      async () => ({ ...independentData, project: torres, property: { ...apto101, version: 4 } }),
      async () => {
        if (conflict) throw new ApiError(PROPERTY_CONFLICT_MESSAGE, 'http', 409);
        return apto101;
      }
    );
    await flush();
    actor.send({ type: 'form.submit', values: { price: 500_000_000, status: 'RESERVED', image_urls: [] } });
    await flush();
    expect(saves[0]?.version).toBe(4);
    expect(selectPropertyFormView(actor.getSnapshot()).conflict).toBe(PROPERTY_CONFLICT_MESSAGE);
    expect(notices).toEqual([]);
    conflict = false;
    actor.send({ type: 'form.reload' });
    await flush();
    expect(loads).toHaveLength(2);
    actor.send({ type: 'form.submit', values: { price: 500_000_000, status: 'RESERVED', image_urls: [] } });
    await flush();
    expect(notices).toEqual(['saved']);
  });

  it('adds a unit from a model and returns to the project; failures keep the form', async () => {
    let fail = true;
    const { actor, notices, navigations } = start(
      { target: { kind: 'unit', projectId: torres.id, propertyId: null }, role: 'MEMBER' },
      async () => ({ ...independentData, project: torres, models: [tipoA] }),
      async () => {
        if (fail) throw new ApiError('Ya existe una unidad llamada "Apto 1" en este proyecto.', 'http', 409);
        return apto101;
      }
    );
    await flush();
    expect(selectPropertyFormView(actor.getSnapshot()).models).toEqual([tipoA]);
    const unit = {
      name: 'Apto 1',
      property_model_id: tipoA.id,
      status: 'AVAILABLE' as const,
      image_urls: [],
    };
    actor.send({ type: 'form.submit', values: unit });
    await flush();
    // A 409 on create is a name clash, not a stale version: it is shown as a conflict to reload from.
    expect(selectPropertyFormView(actor.getSnapshot()).conflict).toContain('Apto 1');
    fail = false;
    actor.send({ type: 'form.reload' });
    await flush();
    actor.send({ type: 'form.submit', values: unit });
    await flush();
    expect(notices).toEqual(['saved']);
    expect(navigations.at(-1)).toEqual({ to: `/projects/${torres.id}`, replace: undefined });
  });

  it('tells a missing property apart from a failed load, which may be retried', async () => {
    const missing = start({ target: { kind: 'independent', propertyId: 99 }, role: 'OWNER' }, async () => {
      throw new ApiError('Propiedad no encontrada', 'http', 404);
    });
    await flush();
    expect(selectPropertyFormView(missing.actor.getSnapshot()).notFound).toBe(true);
    const failing = start({ target: { kind: 'independent', propertyId: 99 }, role: 'OWNER' }, async () => {
      throw new ApiError('Error interno del servidor.', 'http', 500);
    });
    await flush();
    expect(selectPropertyFormView(failing.actor.getSnapshot()).loadError).toBe(
      'Error al cargar los datos de la propiedad'
    );
    expect(failing.notices).toEqual(['loadFailed']);
  });
});
