import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import {
  ownerAccess,
  startFormPage,
} from '#machines/portal/project-form-page/project-form-page.test-support';
import { ProjectFormPage } from '#ui/screens/projects/project-form-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadProjectForm, saveProject } from './project-form.actors';
import { createData, editData, formValues } from './project-form.fixtures';
import { projectFormMachine, type ProjectFormEvent } from './project-form.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof projectFormMachine>;

const inputs = [
  { label: 'create', input: { projectId: null, companyId: 1, access: ownerAccess }, data: createData },
  { label: 'edit', input: { projectId: torres.id, companyId: 1, access: ownerAccess }, data: editData },
] as const;

// What the view offers: cancel from the form or a not-found/failed page, retry only after a failed load.
function offered(s: Snapshot, e: ProjectFormEvent) {
  if (!s.can(e)) return false;
  if (e.type === 'form.cancel')
    return s.matches('editing') || s.matches('notFound') || s.matches('loadFailed');
  return true;
}

afterEach(cleanup);

describe.each(inputs)('$label', ({ input, data }) => {
  const events: ProjectFormEvent[] = [
    { type: 'form.submit', values: formValues },
    { type: 'form.cancel' },
    { type: 'form.retry' },
    done('loadProjectForm', data),
    failed('loadProjectForm', new ApiError('Proyecto no encontrado', 'http', 404)),
    failed('loadProjectForm', new ApiError('Error interno del servidor.', 'http', 500)),
    done('saveProject', { ...torres, id: 99 }),
    failed('saveProject', new ApiError('Error interno del servidor.', 'http', 500)),
  ];
  // Traversed alone, the chart has no page to ask to leave.
  const chart = projectFormMachine.provide({ actions: { leave: () => {} } });
  const model = new TestModel(chart, { stateMatcher: (s, key) => s.matches(key as never) });
  const paths = model.getPaths(() =>
    getShortestPaths(chart, {
      input,
      events,
      filterEvents: (s, e) => offered(s as Snapshot, e as ProjectFormEvent),
      serializeEvent: (e) => JSON.stringify(e),
    })
  );

  it('covers every state a user can see', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
    for (const s of ['loading', 'editing', 'saving', 'saved', 'notFound', 'loadFailed']) {
      expect(reached).toContain(JSON.stringify(s));
    }
  });

  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it('the project form follows its machine', async () => {
      const user = userEvent.setup({ delay: null });
      const load = controlled<typeof loadProjectForm>();
      const save = controlled<typeof saveProject>();
      const { page } = startFormPage(
        projectFormMachine.provide({
          actors: { loadProjectForm: load.actor, saveProject: save.actor },
          actions: { notifySaved: () => {}, notifyFailed: () => {} },
        }),
        input
      );
      render(<ProjectFormPage pageRef={page} companyName="Constructora Andina S.A.S." />);
      const submitLabel = input.projectId === null ? 'Crear Proyecto' : 'Actualizar Proyecto';

      await path.test({
        events: {
          'form.submit': async () => {
            if (input.projectId === null) {
              const fill = async (label: string, text: string) => {
                const field = screen.getByLabelText(label);
                await user.clear(field);
                await user.type(field, text);
              };
              await fill('Nombre del proyecto', formValues.name);
              await fill('Ubicación', formValues.location);
              await fill('Dirección', formValues.address);
              await fill('Total de unidades', String(formValues.total_units));
            }
            await user.click(screen.getByRole('button', { name: submitLabel }));
          },
          'form.cancel': async () => {
            const cancel = screen.queryByRole('button', { name: 'Cancelar' });
            await user.click(cancel ?? screen.getByRole('button', { name: 'Volver' }));
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
            expect(
              screen.getByRole('heading', {
                name: input.projectId === null ? 'Nuevo Proyecto' : 'Editar Proyecto',
              })
            ).toBeInTheDocument();
            expect(screen.getByText('Indica la ubicación exacta del proyecto.')).toBeInTheDocument();
            expect(screen.getByRole('button', { name: submitLabel })).toBeEnabled();
            if (input.projectId !== null)
              expect(screen.getByLabelText('Nombre del proyecto')).toHaveValue(torres.name);
            if (s.context.error) expect(screen.getByText(s.context.error)).toBeInTheDocument();
          },
          saving: () => {
            expect(screen.getByRole('button', { name: /Guardando/ })).toBeDisabled();
          },
          saved: () => {
            expect(screen.getByRole('button', { name: submitLabel })).toBeDisabled();
            expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
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

it('shows the spec’s validation messages, auto-fills available units and the maximum price', async () => {
  const user = userEvent.setup({ delay: null });
  const { act } = await import('react');
  const load = controlled<typeof loadProjectForm>();
  const { page } = startFormPage(projectFormMachine.provide({ actors: { loadProjectForm: load.actor } }), {
    projectId: null,
    companyId: 1,
  });
  const form = () => page.getSnapshot().children.projectForm!.getSnapshot();
  render(<ProjectFormPage pageRef={page} companyName="Andina" />);
  await act(async () => load.resolve(createData));

  await user.click(screen.getByRole('button', { name: 'Crear Proyecto' }));
  expect(
    await screen.findByText('El nombre del proyecto es requerido', {}, { timeout: 5000 })
  ).toBeInTheDocument();
  expect(screen.getByText('El número total de unidades es requerido')).toBeInTheDocument();
  expect(form().value).toBe('editing');

  await user.type(screen.getByLabelText('Total de unidades'), '30');
  await user.tab();
  expect(screen.getByLabelText('Unidades disponibles')).toHaveValue(30);
  await user.type(screen.getByLabelText('Precio mínimo'), '450000000');
  await user.tab();
  expect(screen.getByLabelText('Precio máximo')).toHaveValue(450000000);

  await user.clear(screen.getByLabelText('Unidades disponibles'));
  await user.type(screen.getByLabelText('Unidades disponibles'), '31');
  await user.clear(screen.getByLabelText('Precio máximo'));
  await user.type(screen.getByLabelText('Precio máximo'), '100');
  await user.type(screen.getByLabelText('ROI esperado (%)'), '101');
  await user.click(screen.getByRole('button', { name: 'Crear Proyecto' }));
  expect(await screen.findByText('El ROI debe estar entre 0% y 100%')).toBeInTheDocument();
  page.stop();
});

/** The create form, loaded and ready for typing. */
async function openCreateForm() {
  const { act } = await import('react');
  const load = controlled<typeof loadProjectForm>();
  const { page } = startFormPage(projectFormMachine.provide({ actors: { loadProjectForm: load.actor } }), {
    projectId: null,
    companyId: 1,
  });
  render(<ProjectFormPage pageRef={page} companyName="Andina" />);
  await act(async () => load.resolve(createData));
  return page;
}

it('replaces a copied number when the user clicks into it and types: 24 then 20 gives 20, not 2420', async () => {
  const user = userEvent.setup();
  const page = await openCreateForm();
  const available = screen.getByLabelText('Unidades disponibles');
  await user.type(screen.getByLabelText('Total de unidades'), '24');
  // Clicking into the next field leaves the total: the copy shows there before anything can be saved.
  await user.click(available);
  expect(available).toHaveValue(24);
  await user.keyboard('20');
  expect(available).toHaveValue(20);

  const max = screen.getByLabelText('Precio máximo');
  await user.type(screen.getByLabelText('Precio mínimo'), '450000000');
  await user.click(max);
  expect(max).toHaveValue(450000000);
  await user.keyboard('980000000');
  expect(max).toHaveValue(980000000);
  // And a field the user comes back to is replaced as well.
  await user.click(screen.getByLabelText('Total de unidades'));
  await user.keyboard('30');
  expect(screen.getByLabelText('Total de unidades')).toHaveValue(30);
  expect(available).toHaveValue(20);
  page.stop();
});

it('fills only an empty field the user has not been in: one emptied on purpose stays empty', async () => {
  const user = userEvent.setup();
  const page = await openCreateForm();
  const total = screen.getByLabelText('Total de unidades');
  const available = screen.getByLabelText('Unidades disponibles');
  await user.type(total, '24');
  await user.tab();
  await user.clear(available);
  await user.click(total);
  await user.keyboard('30');
  await user.tab();
  expect(total).toHaveValue(30);
  expect(available).toHaveValue(null);

  const min = screen.getByLabelText('Precio mínimo');
  const max = screen.getByLabelText('Precio máximo');
  await user.click(max);
  await user.tab();
  await user.click(min);
  await user.keyboard('100');
  await user.tab();
  expect(max).toHaveValue(null);
  page.stop();
});

it.each([
  ['VIEWER', null, 'Tu rol (VIEWER) no permite crear proyectos en esta empresa.'],
  ['MEMBER', torres.id, 'Tu rol (MEMBER) no permite editar este proyecto.'],
] as const)(
  'tells a %s up front, instead of the form, that the role may not save',
  async (role, projectId, text) => {
    const user = userEvent.setup({ delay: null });
    const { act } = await import('react');
    const load = controlled<typeof loadProjectForm>();
    const { page, navigations } = startFormPage(
      projectFormMachine.provide({ actors: { loadProjectForm: load.actor } }),
      { projectId, companyId: 1, access: { roles: { 1: role }, permissions: [] } }
    );
    render(<ProjectFormPage pageRef={page} companyName="Andina" />);
    await act(async () => load.resolve(projectId === null ? createData : editData));
    expect(screen.getByText('Permisos insuficientes')).toBeInTheDocument();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre del proyecto')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Crear Proyecto|Actualizar Proyecto/ })
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(navigations).toEqual([{ to: projectId === null ? '/projects' : `/projects/${torres.id}` }]);
    page.stop();
  }
);
