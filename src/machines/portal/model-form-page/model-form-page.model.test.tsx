import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom, type AnyStateMachine } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { tipoA } from '#machines/portal/project-detail/project-detail.fixtures';
import { catalogue } from '#machines/shared/project-form/project-form.fixtures';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { ModelFormView } from '#ui/screens/property-models/model-form-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { ModelFormData, loadModelForm, saveModel } from './model-form-page.actors';
import { modelFormPageMachine, type ModelFormEvent } from './model-form-page.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof modelFormPageMachine>;

const values = { name: 'Tipo C', currency: 'COP', image_urls: [], amenity_ids: [] };
const base: ModelFormData = { project: torres, model: null, amenities: catalogue, amenitiesError: null };
const inputs = [
  { label: 'create as ADMIN', modelId: null, role: 'ADMIN' as const, data: base },
  { label: 'edit as OWNER', modelId: tipoA.id, role: 'OWNER' as const, data: { ...base, model: tipoA } },
  { label: 'create as MEMBER', modelId: null, role: 'MEMBER' as const, data: base },
];

function offered(s: Snapshot, e: ModelFormEvent) {
  if (!s.can(e)) return false;
  // One role change per path: the user becomes a VIEWER of the project's company.
  if (e.type === 'access.changed') return s.context.access !== demoted && s.status === 'active';
  if (e.type === 'form.cancel') return !s.hasTag('loading') && !s.hasTag('saving') && s.status === 'active';
  return true;
}

const demoted = { roles: { [torres.company_id]: 'VIEWER' as const }, permissions: [] };

afterEach(cleanup);

describe.each(inputs)('$label', ({ modelId, role, data }) => {
  const input = {
    projectId: torres.id,
    modelId,
    access: { roles: { [torres.company_id]: role }, permissions: [] },
  };
  const events: ModelFormEvent[] = [
    { type: 'access.changed', access: demoted },
    { type: 'form.submit', values: values as never },
    { type: 'form.cancel' },
    done('loadModelForm', data),
    failed('loadModelForm', new ApiError('Modelo no encontrado', 'http', 404)),
    failed('loadModelForm', new ApiError('Error interno del servidor.', 'http', 500)),
    done('saveModel', tipoA),
    failed('saveModel', new ApiError('Error interno del servidor.', 'http', 500)),
  ];
  const model = new TestModel(modelFormPageMachine as unknown as AnyStateMachine, {
    stateMatcher: (s, key) => s.matches(key as never),
  });
  const paths = model.getPaths(() =>
    getShortestPaths(modelFormPageMachine, {
      input,
      events,
      filterEvents: (s, e) => offered(s as Snapshot, e as ModelFormEvent),
      serializeEvent: (e) => JSON.stringify(e),
    })
  );

  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it('the model form follows its machine', async () => {
      const user = userEvent.setup({ delay: null });
      const load = controlled<typeof loadModelForm>();
      const save = controlled<typeof saveModel>();
      const formRef = createActor(
        modelFormPageMachine.provide({
          actors: { loadModelForm: load.actor, saveModel: save.actor },
          actions: {
            notifySaved: () => {},
            notifyFailed: () => {},
            notifyLoadFailed: () => {},
            navigate: () => {},
          },
        }),
        { input }
      ).start();
      render(<ModelFormView formRef={formRef} />);
      const creating = modelId === null;

      await path.test({
        events: {
          'form.submit': async () => {
            const name = screen.getByLabelText('Nombre del modelo');
            await user.clear(name);
            await user.type(name, values.name);
            await user.click(
              screen.getByRole('button', { name: creating ? 'Crear Modelo' : 'Actualizar Modelo' })
            );
          },
          'form.cancel': async () => {
            await user.click(
              screen.queryByRole('button', { name: 'Cancelar' }) ??
                screen.getAllByRole('button', { name: /Volver/ })[0]!
            );
          },
          'access.changed': async ({ event }) => {
            await act(async () => formRef.send(event as ModelFormEvent));
          },
          ...settle({ loadModelForm: load, saveModel: save }),
        },
        states: {
          loading: () => {
            expect(screen.getByText('Cargando datos...')).toBeInTheDocument();
          },
          denied: () => {
            expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
            expect(
              screen.getByText(
                creating
                  ? 'No tienes permisos para crear modelos de propiedad en este proyecto.'
                  : 'No tienes permisos para editar modelos de propiedad en este proyecto.'
              )
            ).toBeInTheDocument();
            expect(screen.queryByLabelText('Nombre del modelo')).not.toBeInTheDocument();
          },
          editing: (s) => {
            expect(
              screen.getByRole('heading', {
                name: creating ? 'Crear Modelo de Propiedad' : 'Editar Modelo de Propiedad',
              })
            ).toBeInTheDocument();
            expect(screen.getByText(new RegExp(`Proyecto: ${torres.name}`))).toBeInTheDocument();
            if (!creating) expect(screen.getByLabelText('Área (m²)')).toHaveValue(72.5);
            if (s.context.error) expect(screen.getByText(s.context.error)).toBeInTheDocument();
          },
          saving: () => {
            expect(screen.getByRole('button', { name: /Guardando/ })).toBeDisabled();
          },
          notFound: () => {
            expect(screen.getByText('Modelo no encontrado')).toBeInTheDocument();
            expect(
              screen.getByText(
                'El modelo de propiedad que buscas no existe o no tienes permisos para acceder a él.'
              )
            ).toBeInTheDocument();
          },
          loadFailed: () => {
            expect(screen.getByText('Error al cargar los datos')).toBeInTheDocument();
            expect(screen.getAllByRole('button', { name: /Volver/ }).length).toBeGreaterThan(0);
          },
        },
      });
      formRef.stop();
    });
  });
});

it('shows the model form’s validation messages', async () => {
  const user = userEvent.setup({ delay: null });
  const { act } = await import('react');
  const load = controlled<typeof loadModelForm>();
  const formRef = createActor(modelFormPageMachine.provide({ actors: { loadModelForm: load.actor } }), {
    input: {
      projectId: torres.id,
      modelId: null,
      access: { roles: { [torres.company_id]: 'OWNER' }, permissions: [] },
    },
  }).start();
  render(<ModelFormView formRef={formRef} />);
  await act(async () => load.resolve(base));
  await user.type(screen.getByLabelText('Habitaciones'), '-1');
  await user.click(screen.getByRole('button', { name: 'Crear Modelo' }));
  expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
  expect(screen.getByText('Las habitaciones deben ser mayor o igual a 0')).toBeInTheDocument();
  formRef.stop();
});
