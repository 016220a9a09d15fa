import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { ApiError } from '#api/api-error';
import { EMPTY_MANAGED_COMPANY_FORM } from '#domain/managed-company-form';
import { andinaAsOwner } from '#machines/shared/company-detail/company.fixtures';
import { ManagedCompanyFormView } from '#ui/screens/constructor/companies/managed-company-form-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import {
  managedCompanyFormPageMachine,
  type createManagedCompany,
  type ManagedCompanyFormPageEvent,
} from './managed-company-form-page.machine';

vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof managedCompanyFormPageMachine>;

const DUPLICATE_NIT =
  'Ya existe una empresa con este número de identificación. Por favor, utiliza un número diferente.';
const SERVER_DETAIL = 'Errores de validación: founded_year: El año de fundación debe estar entre 1900 y 2026';

// What a user types into the required fields ('Razón social' with stray spaces, which the request trims).
const typed: [label: string, text: string][] = [
  ['NIT', '900123456-7'],
  ['Razón social', '  Constructora Nueva S.A.S. '],
  ['Email corporativo', 'contacto@nueva.test'],
  ['Teléfono', '+57 602 555 0101'],
  ['Dirección', 'Calle 10 # 5-20'],
  ['Persona de contacto', 'Ana Torres'],
  ['Email de contacto', 'ana.torres@nueva.test'],
  ['Teléfono de contacto', '+57 310 555 0101'],
];
const chosen: [label: string, option: string][] = [
  ['Ciudad', 'Cali'],
  ['Departamento', 'Valle del Cauca'],
];

const events: ManagedCompanyFormPageEvent[] = [
  // The graph only needs some values; the executor fills the real form and the view sends what was typed.
  { type: 'form.submit', values: EMPTY_MANAGED_COMPANY_FORM },
  { type: 'form.cancel' },
  done('createManagedCompany', andinaAsOwner),
  failed('createManagedCompany', new ApiError('conflict', 'http', 409)),
  failed('createManagedCompany', new ApiError(SERVER_DETAIL, 'http', 422)),
];

const model = new TestModel(managedCompanyFormPageMachine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(managedCompanyFormPageMachine, {
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
    // Each refusal is its own editing state (so Cancelar is also tried after it); 'done' by creating and 'done' by
    // Cancelar are told apart.
    serializeState: (s, e) =>
      JSON.stringify([s.value, s.context.submitError, s.matches('done') ? e?.type : null]),
  })
);

afterEach(cleanup);

const submitButton = () => screen.getByRole('button', { name: /Crear Empresa|Guardando/ });
// Whether the path ends with the create call's success (its event lies outside the page's event union).
const createdPath = (path: (typeof paths)[number]) =>
  (path.steps.at(-1)?.event.type as string | undefined) === 'xstate.done.actor.createManagedCompany';

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('+ Nueva Empresa follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const create = controlled<typeof createManagedCompany>();
    const actions = { navigate: vi.fn(), reloadSession: vi.fn(), notifyCreated: vi.fn() };
    const pageRef = createActor(
      managedCompanyFormPageMachine.provide({ actors: { createManagedCompany: create.actor }, actions })
    ).start();
    render(<ManagedCompanyFormView pageRef={pageRef} />);

    await path.test({
      events: {
        'form.submit': async () => {
          for (const [label, text] of typed) {
            const box = screen.getByRole('textbox', { name: label });
            await user.clear(box);
            await user.type(box, text);
          }
          for (const [label, option] of chosen) {
            const select = screen.getByRole('combobox', { name: label });
            if (!select.textContent?.includes(option)) {
              await user.click(select);
              await user.click(await screen.findByRole('option', { name: option }));
            }
            expect(select).toHaveTextContent(option);
          }
          const sent = create.inputs.length;
          await user.click(screen.getByRole('button', { name: 'Crear Empresa' }));
          // react-hook-form validates asynchronously before the view sends form.submit.
          await waitFor(() => expect(create.inputs).toHaveLength(sent + 1));
        },
        'form.cancel': async () => {
          await user.click(screen.getByRole('button', { name: 'Cancelar' }));
        },
        ...settle({ createManagedCompany: create }),
      },
      states: {
        editing: (s) => {
          expect(screen.getByRole('heading', { name: 'Nueva Empresa' })).toBeInTheDocument();
          expect(submitButton()).toHaveTextContent('Crear Empresa');
          expect(submitButton()).toBeEnabled();
          expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
          const { submitError } = (s as Snapshot).context;
          if (submitError === null) {
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          } else {
            expect(screen.getByRole('alert')).toHaveTextContent(submitError);
            // Nothing typed is lost: the form still holds what was sent.
            expect(screen.getByRole('textbox', { name: 'NIT' })).toHaveValue('900123456-7');
            expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveTextContent('Cali');
          }
          expect(actions.navigate).not.toHaveBeenCalled();
        },
        saving: () => {
          expect(submitButton()).toHaveTextContent('Guardando...');
          expect(submitButton()).toBeDisabled();
          expect(submitButton()).toHaveAttribute('aria-busy', 'true');
          expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
          expect(screen.getByRole('textbox', { name: 'NIT' })).toBeDisabled();
          expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          expect(create.inputs.at(-1)).toEqual({
            name: 'Constructora Nueva S.A.S.',
            registration_id: '900123456-7',
            registration_id_type_id: null,
            country_code: 'CO',
            country_name: 'Colombia',
            city: 'Cali',
            department: 'Valle del Cauca',
            address: 'Calle 10 # 5-20',
            email: 'contacto@nueva.test',
            phone: '+57 602 555 0101',
            website: '',
            contact_person: 'Ana Torres',
            contact_email: 'ana.torres@nueva.test',
            contact_phone: '+57 310 555 0101',
            company_type: null,
            employees_count: null,
            founded_year: null,
            description: '',
            status: 'active',
          });
        },
        done: () => {
          expect(actions.navigate).toHaveBeenCalledOnce();
          expect(actions.navigate.mock.calls[0]![1]).toEqual({ to: '/constructor/companies' });
          if (createdPath(path)) {
            expect(actions.notifyCreated).toHaveBeenCalledOnce();
            expect(actions.notifyCreated.mock.calls[0]![1]).toEqual({ name: andinaAsOwner.name });
            expect(actions.reloadSession).toHaveBeenCalledOnce();
            // The notice and the session reload come before leaving the form.
            expect(actions.notifyCreated.mock.invocationCallOrder[0]).toBeLessThan(
              actions.navigate.mock.invocationCallOrder[0]!
            );
            expect(actions.reloadSession.mock.invocationCallOrder[0]).toBeLessThan(
              actions.navigate.mock.invocationCallOrder[0]!
            );
          } else {
            expect(actions.notifyCreated).not.toHaveBeenCalled();
            expect(actions.reloadSession).not.toHaveBeenCalled();
          }
        },
      },
    });
    pageRef.stop();
  });
});

it('covers created, cancelled and both refusals of + Nueva Empresa', () => {
  const reached = new Set(
    paths.flatMap((p) =>
      p.steps.map((st) => JSON.stringify([st.state.value, (st.state as Snapshot).context.submitError]))
    )
  );
  for (const seen of [
    ['editing', null],
    ['saving', null],
    ['editing', DUPLICATE_NIT],
    ['editing', SERVER_DETAIL],
    ['done', null],
  ]) {
    expect(reached).toContain(JSON.stringify(seen));
  }
  const ends = paths.filter((p) => p.state.matches('done'));
  expect(ends.filter(createdPath)).toHaveLength(1);
  // Cancelar from the untouched form and after each refusal.
  expect(ends.filter((p) => !createdPath(p))).toHaveLength(3);
});
