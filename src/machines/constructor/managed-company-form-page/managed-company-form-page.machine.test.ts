import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '#api/api-error';
import type { CompanyInput } from '#domain/company-form';
import { EMPTY_MANAGED_COMPANY_FORM } from '#domain/managed-company-form';
import { andinaAsOwner } from '#machines/shared/company-detail/company.fixtures';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { managedCompanyFormPageMachine } from './managed-company-form-page.machine';
import { selectManagedCompanyFormView } from './managed-company-form-page.select';

const values = {
  ...EMPTY_MANAGED_COMPANY_FORM,
  name: ' Nueva ',
  registration_id: '900123456-7',
  city: 'Cali',
};

function start(outcome: () => Promise<typeof andinaAsOwner>) {
  const sent: CompanyInput[] = [];
  const navigations: NavigateParams[] = [];
  const events: string[] = [];
  const actor = createActor(
    managedCompanyFormPageMachine.provide({
      actors: {
        createManagedCompany: fromPromise(async ({ input }: { input: CompanyInput }) => {
          sent.push(input);
          return outcome();
        }),
      },
      actions: {
        navigate: (_, params) => navigations.push(params),
        reloadSession: () => events.push('reloadSession'),
        notifyCreated: (_, params) => events.push(`created ${params.name}`),
      },
    })
  ).start();
  return { actor, sent, navigations, events };
}

describe('+ Nueva Empresa', () => {
  it('creates the company from the form values, then returns to the list and reloads the session', async () => {
    const page = start(async () => andinaAsOwner);
    page.actor.send({ type: 'form.submit', values });
    expect(selectManagedCompanyFormView(page.actor.getSnapshot()).saving).toBe(true);
    await waitFor(page.actor, (s) => s.status === 'done');
    expect(page.sent[0]).toMatchObject({ name: 'Nueva', registration_id: '900123456-7', country_code: 'CO' });
    expect(page.events).toEqual([`created ${andinaAsOwner.name}`, 'reloadSession']);
    expect(page.navigations).toEqual([{ to: '/constructor/companies' }]);
  });

  it('stays on the form with the 409 warning of a duplicate NIT', async () => {
    const page = start(async () => {
      throw new ApiError('conflict', 'http', 409);
    });
    page.actor.send({ type: 'form.submit', values });
    await waitFor(page.actor, (s) => s.matches('editing'));
    expect(selectManagedCompanyFormView(page.actor.getSnapshot()).submitError).toBe(
      'Ya existe una empresa con este número de identificación. Por favor, utiliza un número diferente.'
    );
    expect(page.navigations).toEqual([]);
  });

  it('shows the server’s words for any other refusal', async () => {
    const page = start(async () => {
      throw new ApiError(
        'Errores de validación: body.founded_year: El año de fundación debe estar entre 1900 y 2026',
        'http',
        422
      );
    });
    page.actor.send({ type: 'form.submit', values });
    await waitFor(page.actor, (s) => s.matches('editing'));
    expect(page.actor.getSnapshot().context.submitError).toContain('Errores de validación');
  });

  it('Cancelar returns to the list, but not while saving', async () => {
    const page = start(() => new Promise(() => {}));
    page.actor.send({ type: 'form.submit', values });
    page.actor.send({ type: 'form.cancel' });
    expect(page.navigations).toEqual([]);
    const idle = start(async () => andinaAsOwner);
    idle.actor.send({ type: 'form.cancel' });
    expect(idle.navigations).toEqual([{ to: '/constructor/companies' }]);
    expect(idle.actor.getSnapshot().status).toBe('done');
  });
});
