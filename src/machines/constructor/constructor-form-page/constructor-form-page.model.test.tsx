import { NEARBY_PLACE_TYPES } from '#domain/statuses';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import type { Access } from '#domain/permissions';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { ConstructorFormPage } from '#ui/screens/constructor/constructor-form-screen';
import { done, failed, settle } from '#tests/xstate';
import {
  constructorValues,
  createData,
  editData,
  ownerAccess,
  viewerAccess,
} from './constructor-form-page.fixtures';
import { constructorFormPageMachine, type ConstructorFormEvent } from './constructor-form-page.machine';
import { startConstructorFormPage } from './constructor-form-page.test-support';

// Generated paths drive the real screen step by step; a loaded form needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof constructorFormPageMachine>;

const cases: { label: string; projectId: number | null; access: Access; states: string[] }[] = [
  {
    label: 'create as OWNER',
    projectId: null,
    access: ownerAccess,
    states: ['loading', 'editing', 'saving', 'left', 'loadFailed'],
  },
  {
    label: 'edit as OWNER',
    projectId: torres.id,
    access: ownerAccess,
    states: ['loading', 'editing', 'saving', 'left', 'notFound', 'loadFailed'],
  },
  { label: 'edit as VIEWER', projectId: torres.id, access: viewerAccess, states: ['denied', 'left'] },
];

// The screen offers 'Volver a la lista' everywhere but while saving (disabled) and after leaving.
const offered = (s: Snapshot, e: ConstructorFormEvent) =>
  s.can(e) && !(e.type === 'form.cancel' && (s.matches('saving') || s.matches('left')));

/** Types the spec's required fields of a new project. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const fill = async (label: string, text: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, text);
  };
  await fill('Nombre del proyecto', constructorValues.name);
  await fill('Descripción', constructorValues.description!);
  await fill('Ciudad', constructorValues.city!);
  await fill('Dirección', constructorValues.address);
  await fill('Ubicación', constructorValues.location);
  await fill('Total de unidades', String(constructorValues.total_units));
}

afterEach(cleanup);

describe.each(cases)('$label', ({ projectId, access, states }) => {
  const input = { projectId, companyId: 1, access };
  const data = projectId === null ? createData : editData;
  const events: ConstructorFormEvent[] = [
    { type: 'form.submit', values: constructorValues },
    { type: 'form.cancel' },
    { type: 'form.retry' },
    done('loadProjectForm', data),
    failed('loadProjectForm', new ApiError('Proyecto no encontrado', 'http', 404)),
    failed('loadProjectForm', new ApiError('Error interno del servidor.', 'http', 500)),
    done('saveProject', { ...torres, id: 99 }),
    failed('saveProject', new ApiError('Error interno del servidor.', 'http', 500)),
  ];
  const chart = constructorFormPageMachine.provide({
    actions: { notifySaved: () => {}, notifyFailed: () => {} },
  });
  const model = new TestModel(chart, { stateMatcher: (s, key) => s.matches(key as never) });
  const paths = model.getPaths(() =>
    getShortestPaths(chart, {
      input,
      events,
      filterEvents: (s, e) => offered(s as Snapshot, e as ConstructorFormEvent),
      serializeEvent: (e) => JSON.stringify(e),
    })
  );

  it('covers every state a user can see', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
    for (const s of states) expect(reached).toContain(JSON.stringify(s));
  });

  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it('the constructor form follows its machine', async () => {
      const user = userEvent.setup({ delay: null });
      const { page, load, save, navigations } = startConstructorFormPage(input);
      render(<ConstructorFormPage pageRef={page} />);
      const submitLabel = projectId === null ? 'Crear Proyecto' : 'Actualizar Proyecto';

      await path.test({
        events: {
          'form.submit': async () => {
            if (projectId === null) await fillRequired(user);
            await user.click(screen.getByRole('button', { name: submitLabel }));
          },
          'form.cancel': async () => {
            await user.click(screen.getByRole('button', { name: '← Volver a la lista' }));
          },
          'form.retry': async () => {
            await user.click(screen.getByRole('button', { name: 'Reintentar' }));
          },
          ...settle({ loadProjectForm: load, saveProject: save }),
        },
        states: {
          loading: () => {
            expect(screen.getByText('Cargando proyecto...')).toBeInTheDocument();
          },
          editing: (s) => {
            const heading = projectId === null ? 'Nuevo Proyecto' : 'Editar Proyecto';
            expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
            expect(screen.getByRole('button', { name: submitLabel })).toBeEnabled();
            if (projectId !== null)
              expect(screen.getByLabelText('Nombre del proyecto')).toHaveValue(torres.name);
            if (s.context.error) {
              expect(screen.getByText(s.context.error)).toBeInTheDocument();
              // Nothing typed is lost: the form still holds what was sent.
              const name = projectId === null ? constructorValues.name : torres.name;
              expect(screen.getByLabelText('Nombre del proyecto')).toHaveValue(name);
            }
          },
          saving: () => {
            expect(screen.getByRole('button', { name: /Guardando/ })).toBeDisabled();
            expect(save.inputs.at(-1)).toMatchObject({ projectId, companyId: 1 });
          },
          left: () => {
            expect(navigations).toEqual([{ to: '/constructor/projects' }]);
          },
          denied: () => {
            expect(screen.getByText('Acceso Denegado')).toBeInTheDocument();
            expect(screen.queryByRole('button', { name: submitLabel })).not.toBeInTheDocument();
          },
          notFound: () => {
            expect(screen.getByText('Proyecto no encontrado')).toBeInTheDocument();
          },
          loadFailed: () => {
            expect(screen.getByText('Error al cargar el proyecto')).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
          },
        },
      });
      page.stop();
    });
  });
});

describe('messages on submit (spec §5)', () => {
  async function openCreateForm() {
    const { page, load, save } = startConstructorFormPage({ projectId: null, companyId: 1 });
    render(<ConstructorFormPage pageRef={page} />);
    await act(async () => load.resolve(createData));
    return { page, save };
  }

  it('shows each message under its field, and clears it when that field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    const { page, save } = await openCreateForm();
    await user.clear(screen.getByLabelText('Código del país'));
    await user.click(screen.getByRole('button', { name: 'Crear Proyecto' }));
    for (const message of [
      'El nombre del proyecto es obligatorio',
      'La descripción es obligatoria',
      'La ciudad es obligatoria',
      'La ubicación es obligatoria',
      'La dirección es obligatoria',
      'El código del país es obligatorio',
      'El número total de unidades es obligatorio',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Nombre del proyecto'), 'To');
    expect(screen.queryByText('El nombre del proyecto es obligatorio')).not.toBeInTheDocument();
    expect(screen.queryByText('El nombre debe tener al menos 3 caracteres')).not.toBeInTheDocument();
    expect(screen.getByText('La descripción es obligatoria')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Descripción'), 'Corta');
    await user.type(screen.getByLabelText('Código del país'), 'COL');
    await user.type(screen.getByLabelText('Total de unidades'), '5');
    await user.type(screen.getByLabelText('Unidades disponibles'), '6');
    await user.type(screen.getByLabelText('Precio mínimo'), '100');
    await user.type(screen.getByLabelText('Precio máximo'), '100');
    await user.type(screen.getByLabelText('ROI esperado (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Crear Proyecto' }));
    for (const message of [
      'El nombre debe tener al menos 3 caracteres',
      'La descripción debe tener al menos 10 caracteres',
      'El código del país debe tener exactamente 2 caracteres (ej: CO, US)',
      'Las unidades disponibles no pueden ser más que el total',
      'El precio máximo debe ser mayor al mínimo',
      'El ROI debe estar entre 0% y 100%',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(save.inputs).toEqual([]);
    page.stop();
  });

  it('adds a nearby place only with name and type, from the spec’s types', async () => {
    const user = userEvent.setup({ delay: null });
    const { page } = await openCreateForm();
    const type = screen.getByRole('combobox', { name: 'Tipo de lugar' });
    await user.click(screen.getByRole('button', { name: 'Agregar lugar' }));
    expect(screen.getByText('El nombre del lugar es requerido')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre del lugar'), 'Éxito Envigado');
    await user.click(type);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([...NEARBY_PLACE_TYPES]);
    await user.click(screen.getByRole('option', { name: 'Supermercado' }));
    await user.type(screen.getByLabelText('Distancia (km)'), '0.3');
    await user.click(screen.getByRole('button', { name: 'Agregar lugar' }));
    expect(screen.getByRole('list', { name: 'Lugares cercanos agregados' })).toHaveTextContent(
      'Éxito Envigado · Supermercado — 0,3 km'
    );
    page.stop();
  });
});

it('shows every stored value of the edited project', async () => {
  const { page, load } = startConstructorFormPage({ projectId: torres.id, companyId: 1 });
  render(<ConstructorFormPage pageRef={page} />);
  await act(async () => load.resolve(editData));
  const shown: [string, string | number | null][] = [
    ['Descripción', torres.description],
    ['Código del país', 'CO'],
    ['Ciudad', torres.city],
    ['Zona', torres.zone],
    ['Barrio', torres.neighborhood],
    ['Departamento', torres.department],
    ['Latitud', torres.latitude],
    ['Total de unidades', torres.total_units],
    ['Precio máximo', torres.price_range_max],
    ['Fecha de inicio', torres.start_date],
    ['Fecha de entrega', torres.delivery_date],
    ['Ingresos', torres.revenue],
    ['Área máxima (m²)', torres.area_max],
    ['Presupuesto de obra', torres.budget],
    ['Gastado a la fecha', torres.spent],
    ['Avance de obra (%)', torres.progress],
    ['ROI esperado (%)', torres.roi_expected],
    ['Responsable del proyecto', torres.manager],
    ['Constructora', torres.construction_company],
  ];
  for (const [label, value] of shown) expect(screen.getByLabelText(label)).toHaveValue(value);
  expect(screen.getByRole('list', { name: 'Lugares cercanos agregados' })).toHaveTextContent('Parque Lleras');
  expect(screen.getByRole('link', { name: 'Plano general.pdf' })).toBeInTheDocument();
  page.stop();
});
