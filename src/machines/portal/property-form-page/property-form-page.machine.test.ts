import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { PROPERTY_CONFLICT_MESSAGE, type Property } from '#domain/property';
import {
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  type Access,
} from '#domain/permissions';
import type { CompanyRole } from '#domain/roles';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { apto101, tipoA } from '#machines/portal/project-detail/project-detail.fixtures';
import { catalogue } from '#machines/shared/project-form/project-form.fixtures';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { storedFile } from '#machines/shared/upload/upload.fixtures';
import { heldUploads } from '#machines/shared/upload/upload-held.test-support';
import type {
  PropertyFormData,
  PropertyFormTarget,
  PropertySubmission,
  SavePropertyInput,
} from './property-form-page.actors';
import { NO_COMPANY_MESSAGE, propertyFormPageMachine } from './property-form-page.machine';
import { selectPropertyFormPageView as selectPropertyFormView } from './property-form-page.select';

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
    permissions?: string[];
  },
  load: () => Promise<PropertyFormData>,
  save: () => Promise<Property> = async () => casa
) {
  const loads: PropertyFormTarget[] = [];
  const saves: SavePropertyInput[] = [];
  const notices: string[] = [];
  const navigate = vi.fn<(params: NavigateParams) => void>();
  const actor = createActor(
    propertyFormPageMachine.provide({
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
        navigate: (_, params) => navigate(params),
      },
    }),
    {
      input: {
        companyId: input.companyId === undefined ? 1 : input.companyId,
        target: input.target,
        access: access(input.role, input.permissions),
      },
    }
  ).start();
  const navigations = () => navigate.mock.calls.map(([params]) => params);
  return { actor, loads, saves, notices, navigations };
}

const access = (role: CompanyRole | null, permissions: string[] = []): Access => ({
  roles: role ? { 1: role } : {},
  permissions,
});

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
      {
        target: { kind: 'independent', propertyId: null },
        role: null,
        permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
      },
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
    expect(navigations()).toEqual([{ to: '/properties' }]);
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
    expect(navigations()).toEqual([
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
    expect(navigations().at(-1)).toEqual({ to: `/projects/${torres.id}` });
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

  it('denies editing to a platform reader without the permission to manage every company', async () => {
    const { actor } = start(
      {
        target: { kind: 'independent', propertyId: 40 },
        role: null,
        permissions: [PERMISSION_READ_ALL_COMPANIES],
      },
      async () => ({ ...independentData, property: casa })
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('denied');
  });

  it('follows access changes: a role granted opens the form, a role removed closes it', async () => {
    const { actor, loads } = start(
      { target: { kind: 'independent', propertyId: null }, role: 'VIEWER' },
      async () => independentData
    );
    expect(actor.getSnapshot().value).toBe('denied');
    // The same access again (the screen sends it on mount) changes nothing.
    actor.send({ type: 'access.changed', access: access('VIEWER') });
    expect(actor.getSnapshot().value).toBe('denied');
    actor.send({ type: 'access.changed', access: access('MEMBER') });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectPropertyFormView(actor.getSnapshot())).toMatchObject({
      role: 'MEMBER',
      allowedTypes: ['apartment', 'house'],
    });
    actor.send({ type: 'access.changed', access: access('OWNER') });
    expect(selectPropertyFormView(actor.getSnapshot()).allowedTypes).toHaveLength(5);
    actor.send({ type: 'access.changed', access: access('VIEWER') });
    expect(actor.getSnapshot().value).toBe('denied');
    // Granted again: the loaded data is kept, nothing is fetched twice.
    actor.send({ type: 'access.changed', access: access('ADMIN') });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(loads).toHaveLength(1);
  });

  it('closes an edit form when the right to update is lost', async () => {
    const { actor } = start({ target: { kind: 'independent', propertyId: 40 }, role: 'OWNER' }, async () => ({
      ...independentData,
      property: casa,
    }));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'access.changed', access: access('MEMBER') });
    expect(selectPropertyFormView(actor.getSnapshot()).denied?.title).toBe('Acceso denegado');
  });
});

describe('images on their way', () => {
  const cases: [string, PropertyFormTarget, PropertyFormData, PropertySubmission][] = [
    ['an independent property', { kind: 'independent', propertyId: null }, independentData, houseValues],
    [
      'a unit being edited',
      { kind: 'unit', projectId: torres.id, propertyId: apto101.id },
      { ...independentData, project: torres, property: apto101 },
      { price: 500_000_000, status: 'RESERVED', image_urls: [] },
    ],
  ];
  it.each(cases)(
    'refuses to save %s until the uploads of the form have arrived',
    async (_, target, data, values) => {
      const uploads = heldUploads();
      const saves: unknown[] = [];
      const actor = createActor(
        propertyFormPageMachine.provide({
          actors: {
            loadPropertyForm: fromPromise(async () => data),
            saveProperty: fromPromise(async ({ input }) => {
              saves.push(input);
              return casa;
            }),
            upload: uploads.logic,
          },
          actions: { notifySaved: () => {}, notifyFailed: () => {}, navigate: () => {} },
        }),
        { input: { companyId: 1, target, access: access('OWNER') } }
      ).start();
      await flush();
      const view = () => selectPropertyFormView(actor.getSnapshot());
      expect(view().uploadRef?.getSnapshot().context.target).toEqual({
        companyId: 1,
        folder: 'properties',
        policy: 'images',
      });
      view().uploadRef!.send(uploads.pick('patio.jpg'));
      expect(view().uploading).toBe(true);
      actor.send({ type: 'form.submit', values });
      expect(view().saving).toBe(false);
      expect(saves).toEqual([]);
      uploads.files.resolve('patio.jpg', storedFile('patio.jpg'));
      await flush();
      actor.send({ type: 'form.submit', values });
      expect(saves).toHaveLength(1);
    }
  );
});
