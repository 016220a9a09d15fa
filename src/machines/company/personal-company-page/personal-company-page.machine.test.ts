import { createActor, fromPromise } from 'xstate';
import type { CompanyDetail } from '#machines/shared/company-detail/company-detail.actors';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { andina } from '#machines/shared/company-detail/company.fixtures';
import { personalCompanyPageMachine } from './personal-company-page.machine';
import { selectPersonalCompanyPageView } from './personal-company-page.select';

const withCompany = personalCompanyPageMachine.provide({
  actors: {
    companyDetail: companyDetailMachine.provide({
      actors: { loadCompanyDetail: fromPromise(async (): Promise<CompanyDetail> => andina) },
    }),
  },
});

describe('personal company page machine', () => {
  it('reads the owned company as a member', () => {
    const actor = createActor(withCompany, { input: { companyId: andina.id } }).start();
    expect(actor.getSnapshot().value).toBe('company');
    const { detailRef } = selectPersonalCompanyPageView(actor.getSnapshot());
    expect(detailRef?.getSnapshot().context).toMatchObject({ companyId: andina.id, scope: 'member' });
  });

  it('without a personal company there is nothing to load', () => {
    const actor = createActor(withCompany, { input: { companyId: null } }).start();
    expect(actor.getSnapshot().value).toBe('noCompany');
    expect(selectPersonalCompanyPageView(actor.getSnapshot()).detailRef).toBeUndefined();
  });
});
