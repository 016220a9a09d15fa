import { createActor, fromPromise } from 'xstate';
import type { Company } from '#domain/company';
import type { CompanyInput } from '#domain/company-form';
import type { CountryCode } from '#domain/countries';
import { PERMISSION_CREATE_COMPANIES, type Access } from '#domain/permissions';
import { companyFormMachine } from '#machines/company/company-form/company-form.machine';
import { andina, colombianTypes } from '#machines/shared/company-detail/company.fixtures';
import { documentTypesMachine } from '#machines/shared/document-types/document-types.machine';
import { companyFormPageMachine } from './company-form-page.machine';
import { selectCompanyFormPageView } from './company-form-page.select';

// OWNER of the edited company; the create form's warning depends on the token's permission alone.
const creator: Access = { roles: { [andina.id]: 'OWNER' }, permissions: [PERMISSION_CREATE_COMPANIES] };
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(companyId: number | null, access: Access = creator) {
  const actions = { navigate: vi.fn(), goBack: vi.fn(), reloadSession: vi.fn(), logout: vi.fn() };
  const countries: string[] = [];
  const actor = createActor(
    companyFormPageMachine.provide({
      actors: {
        companyForm: companyFormMachine.provide({
          actors: {
            loadCompany: fromPromise(async () => andina),
            saveCompany: fromPromise<
              Company,
              { companyId: number | null; version: number | null; payload: CompanyInput }
            >(async ({ input }) => ({
              ...andina,
              id: input.companyId ?? 9,
            })),
          },
          actions: { notifySaved: () => {}, notifyError: () => {} },
        }),
        documentTypes: documentTypesMachine.provide({
          actors: {
            loadDocumentTypes: fromPromise<typeof colombianTypes, { country: CountryCode }>(
              async ({ input }) => {
                countries.push(input.country);
                return colombianTypes;
              }
            ),
          },
        }),
      },
      actions,
    }),
    { input: { companyId, access } }
  ).start();
  const view = () => selectCompanyFormPageView(actor.getSnapshot());
  return { actor, actions, countries, view };
}

const submit = { type: 'form.submit' as const, values: { name: 'Nueva', country_code: 'CO' } };

describe('company form page machine', () => {
  it('create: a save goes to the dashboard and reloads the session', async () => {
    const { actor, actions, view } = start(null);
    view().formRef.send(submit);
    await flush();
    expect(actor.getSnapshot().value).toBe('left');
    expect(actions.navigate.mock.calls.map((c) => c[1])).toEqual([{ to: '/dashboard' }]);
    expect(actions.reloadSession).toHaveBeenCalledOnce();
  });

  it('edit: the loaded company’s country loads its document types; a save shows the company', async () => {
    const { actor, actions, countries, view } = start(andina.id);
    await flush();
    expect(countries).toEqual([andina.country_code]);
    expect(view().docTypesRef.getSnapshot().context.country).toBe(andina.country_code);
    view().formRef.send(submit);
    await flush();
    expect(actor.getSnapshot().value).toBe('left');
    expect(actions.navigate.mock.calls.map((c) => c[1])).toEqual([{ to: `/company/${andina.id}` }]);
    expect(actions.reloadSession).toHaveBeenCalledOnce();
  });

  it('Cancelar: the create form returns to the dashboard, the edit form goes back one page', () => {
    const create = start(null);
    create.actor.send({ type: 'form.cancel' });
    expect(create.actions.navigate.mock.calls.map((c) => c[1])).toEqual([{ to: '/dashboard' }]);
    expect(create.actions.goBack).not.toHaveBeenCalled();
    const edit = start(andina.id);
    edit.actor.send({ type: 'form.cancel' });
    edit.actor.send({ type: 'form.cancel' });
    expect(edit.actions.goBack).toHaveBeenCalledTimes(2);
    expect(edit.actions.navigate).not.toHaveBeenCalled();
    expect(edit.actor.getSnapshot().value).toBe('open');
  });

  it('warns without create:companies until the token carries it; re-login logs out', () => {
    const { actor, actions, view } = start(null, { roles: {}, permissions: [] });
    expect(view().canCreateCompanies).toBe(false);
    actor.send({ type: 'session.relogin' });
    expect(actions.logout).toHaveBeenCalledOnce();
    actor.send({ type: 'access.changed', access: creator });
    expect(view().canCreateCompanies).toBe(true);
  });

  it.each(['MEMBER', 'VIEWER'] as const)(
    'tells a %s up front that the role may not edit the company',
    (role) => {
      const { actor, view } = start(andina.id, { roles: { [andina.id]: role }, permissions: [] });
      expect(view().denied).toEqual({
        title: 'Permisos insuficientes',
        message: `Tu rol (${role}) no permite editar esta empresa. Contacta al administrador de la empresa para solicitar permisos.`,
      });
      actor.send({ type: 'access.changed', access: creator });
      expect(view().denied).toBeNull();
      // Anyone signed in may create a company.
      expect(start(null, { roles: {}, permissions: [] }).view().denied).toBeNull();
    }
  );
});
