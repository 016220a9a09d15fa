import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom, type AnyStateMachine } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { PROPERTY_CONFLICT_MESSAGE, type Property } from '#domain/property';
import type { CompanyRole } from '#domain/roles';
import { apto101, tipoA, tipoB } from '#machines/portal/project-detail/project-detail.fixtures';
import { catalogue } from '#machines/shared/project-form/project-form.fixtures';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { PropertyFormView } from '#ui/screens/properties/property-form-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { PropertyFormData, PropertyFormTarget, PropertySubmission } from './property-form-page.actors';
import type { loadPropertyForm, saveProperty } from './property-form-page.actors';
import { propertyFormPageMachine, type PropertyFormEvent } from './property-form-page.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof propertyFormPageMachine>;

const casa: Property = {
  ...apto101,
  id: 40,
  name: 'Casa Campestre',
  project_id: null,
  project_name: null,
  property_type: 'house',
};
const empty: PropertyFormData = {
  property: null,
  project: null,
  models: [],
  amenities: catalogue,
  amenitiesError: null,
};

type Case = {
  label: string;
  target: PropertyFormTarget;
  role: CompanyRole;
  data: PropertyFormData;
  values: PropertySubmission;
  heading: string;
  submit: string;
};

const cases: Case[] = [
  {
    label: 'independent create as MEMBER',
    target: { kind: 'independent', propertyId: null },
    role: 'MEMBER',
    data: empty,
    values: {
      name: 'Casa Nueva',
      property_type: 'apartment',
      status: 'AVAILABLE',
      currency: 'COP',
      amenities: {},
      image_urls: [],
    },
    heading: 'Nueva Propiedad',
    submit: 'Crear Propiedad',
  },
  {
    label: 'independent create as VIEWER',
    target: { kind: 'independent', propertyId: null },
    role: 'VIEWER',
    data: empty,
    values: {
      name: 'x',
      property_type: 'house',
      status: 'AVAILABLE',
      currency: 'COP',
      amenities: {},
      image_urls: [],
    },
    heading: 'Nueva Propiedad',
    submit: 'Crear Propiedad',
  },
  {
    label: 'independent edit as OWNER',
    target: { kind: 'independent', propertyId: casa.id },
    role: 'OWNER',
    data: { ...empty, property: casa },
    values: {
      name: casa.name,
      property_type: 'house',
      status: 'AVAILABLE',
      currency: 'COP',
      amenities: {},
      image_urls: [],
    },
    heading: 'Editar Propiedad',
    submit: 'Actualizar Propiedad',
  },
  {
    label: 'unit create as OWNER',
    target: { kind: 'unit', projectId: torres.id, propertyId: null },
    role: 'OWNER',
    data: { ...empty, project: torres, models: [tipoA, tipoB] },
    values: { name: 'Apto 301', property_model_id: tipoA.id, status: 'AVAILABLE', image_urls: [] },
    heading: 'Añadir Propiedad al Proyecto',
    submit: 'Crear Propiedad',
  },
  {
    label: 'unit edit as ADMIN',
    target: { kind: 'unit', projectId: torres.id, propertyId: apto101.id },
    role: 'ADMIN',
    data: { ...empty, project: torres, property: apto101 },
    values: { price: apto101.price, status: 'AVAILABLE', image_urls: [] },
    heading: 'Editar Propiedad del Proyecto',
    submit: 'Actualizar Propiedad',
  },
];

afterEach(cleanup);

describe.each(cases)('$label', (c) => {
  const input = {
    target: c.target,
    companyId: torres.company_id,
    access: { roles: { [torres.company_id]: c.role }, permissions: [] },
  };
  // The shell tells the page when the role changes: here the user becomes a VIEWER of the company.
  const demoted = { roles: { [torres.company_id]: 'VIEWER' as const }, permissions: [] };
  const events: PropertyFormEvent[] = [
    { type: 'access.changed', access: demoted },
    { type: 'form.submit', values: c.values },
    { type: 'form.cancel' },
    { type: 'form.reload' },
    done('loadPropertyForm', c.data),
    failed('loadPropertyForm', new ApiError('Propiedad no encontrada', 'http', 404)),
    failed('loadPropertyForm', new ApiError('Error interno del servidor.', 'http', 500)),
    done('saveProperty', apto101),
    failed('saveProperty', new ApiError(PROPERTY_CONFLICT_MESSAGE, 'http', 409)),
    failed('saveProperty', new ApiError('Error interno del servidor.', 'http', 500)),
  ];
  const model = new TestModel(propertyFormPageMachine as unknown as AnyStateMachine, {
    stateMatcher: (s, key) => s.matches(key as never),
  });
  const paths = model.getPaths(() =>
    getShortestPaths(propertyFormPageMachine, {
      input,
      events,
      filterEvents: (s, e) =>
        (s as Snapshot).status === 'active' &&
        s.can(e) &&
        (e.type !== 'access.changed' || (s as Snapshot).context.access !== demoted),
      serializeEvent: (e) => JSON.stringify(e),
    })
  );

  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it('the property form follows its machine', async () => {
      const user = userEvent.setup({ delay: null });
      const load = controlled<typeof loadPropertyForm>();
      const save = controlled<typeof saveProperty>();
      const formRef = createActor(
        propertyFormPageMachine.provide({
          actors: { loadPropertyForm: load.actor, saveProperty: save.actor },
          actions: {
            notifySaved: () => {},
            notifyFailed: () => {},
            notifyLoadFailed: () => {},
            navigate: () => {},
          },
        }),
        { input }
      ).start();
      render(<PropertyFormView formRef={formRef} />);

      await path.test({
        events: {
          'form.submit': async () => {
            if (c.target.propertyId === null && 'name' in c.values) {
              const name = screen.getByLabelText('Nombre de la propiedad');
              await user.clear(name);
              await user.type(name, c.values.name);
            }
            if (c.target.kind === 'unit' && c.target.propertyId === null) {
              const trigger = screen.getByRole('combobox', { name: 'Modelo de propiedad' });
              if (!trigger.textContent?.includes('Tipo A')) {
                await user.click(trigger);
                await user.click(await screen.findByRole('option', { name: 'Tipo A' }));
              }
            }
            await user.click(screen.getByRole('button', { name: c.submit }));
          },
          'form.cancel': async () => {
            await user.click(screen.getByRole('button', { name: '← Volver' }));
          },
          'form.reload': async () => {
            const reload = screen.queryByRole('button', { name: 'Recargar' });
            await user.click(reload ?? screen.getByRole('button', { name: 'Reintentar' }));
          },
          'access.changed': async ({ event }) => {
            await act(async () => formRef.send(event as PropertyFormEvent));
          },
          ...settle({ loadPropertyForm: load, saveProperty: save }),
        },
        states: {
          loading: () => {
            expect(screen.getByText('Cargando datos...')).toBeInTheDocument();
          },
          denied: () => {
            if (c.target.propertyId === null) {
              expect(screen.getByText('Permisos insuficientes')).toBeInTheDocument();
              expect(
                screen.getByText(/Tu rol \(VIEWER\) no permite crear propiedades independientes/)
              ).toBeInTheDocument();
            } else {
              expect(
                screen.getByText('Acceso denegado: Solo los OWNER y ADMIN pueden editar propiedades')
              ).toBeInTheDocument();
            }
            expect(screen.queryByText(`Proyecto: ${torres.name}`)).not.toBeInTheDocument();
            expect(screen.queryByRole('button', { name: c.submit })).not.toBeInTheDocument();
          },
          editing: (s) => {
            expect(screen.getByRole('heading', { name: c.heading })).toBeInTheDocument();
            expect(screen.getByRole('button', { name: c.submit })).toBeEnabled();
            if (c.label.startsWith('independent create')) {
              expect(screen.getByText(/Tipos permitidos: Apartamento, Casa$/)).toBeInTheDocument();
            }
            if (c.target.kind === 'unit')
              expect(screen.getByText(`Proyecto: ${torres.name}`)).toBeInTheDocument();
            if (c.label.startsWith('unit edit')) {
              expect(screen.queryByLabelText('Nombre de la propiedad')).not.toBeInTheDocument();
              expect(screen.getByLabelText('Precio')).toHaveValue(apto101.price);
              expect(screen.getByRole('group', { name: 'Datos heredados del modelo' })).toHaveTextContent(
                '72,5 m²'
              );
            }
            if (s.context.error) expect(screen.getByText(s.context.error)).toBeInTheDocument();
          },
          saving: () => {
            expect(screen.getByRole('button', { name: /Guardando/ })).toBeDisabled();
          },
          conflict: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('No se guardaron los cambios');
            expect(screen.getByRole('alert')).toHaveTextContent(PROPERTY_CONFLICT_MESSAGE);
            expect(screen.queryByRole('button', { name: c.submit })).not.toBeInTheDocument();
          },
          notFound: () => {
            expect(screen.getByText('Propiedad no encontrada')).toBeInTheDocument();
          },
          loadFailed: () => {
            expect(screen.getByText('Error al cargar los datos')).toBeInTheDocument();
            expect(screen.getByText('Error al cargar los datos de la propiedad')).toBeInTheDocument();
          },
        },
      });
      formRef.stop();
    });
  });
});

it('shows a unit’s inherited fields read-only once its model is chosen, and requires the model', async () => {
  const user = userEvent.setup({ delay: null });
  const { act } = await import('react');
  const load = controlled<typeof loadPropertyForm>();
  const formRef = createActor(propertyFormPageMachine.provide({ actors: { loadPropertyForm: load.actor } }), {
    input: {
      target: { kind: 'unit', projectId: torres.id, propertyId: null },
      companyId: 1,
      access: { roles: { 1: 'MEMBER' }, permissions: [] },
    },
  }).start();
  render(<PropertyFormView formRef={formRef} />);
  await act(async () => load.resolve({ ...empty, project: torres, models: [tipoA, tipoB] }));
  await user.type(screen.getByLabelText('Nombre de la propiedad'), 'Apto 301');
  await user.click(screen.getByRole('button', { name: 'Crear Propiedad' }));
  expect(await screen.findByText('Debes seleccionar un modelo de propiedad')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Modelo de propiedad' }));
  await user.click(await screen.findByRole('option', { name: 'Tipo B' }));
  const inherited = screen.getByRole('group', { name: 'Datos heredados del modelo' });
  expect(inherited).toHaveTextContent('95 m²');
  expect(inherited).toHaveTextContent('Habitaciones3');
  expect(screen.queryByLabelText('Área (m²)')).not.toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Tipo de propiedad' }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apartamento', 'Casa']);
  formRef.stop();
});
