import { cleanup, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { PersonalCompanyPage } from '#ui/screens/company/personal-company-screen';
import type { CompanyDetail } from '#machines/shared/company-detail/company-detail.actors';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { andina } from '#machines/shared/company-detail/company.fixtures';
import { personalCompanyPageMachine } from './personal-company-page.machine';

const withCompany = personalCompanyPageMachine.provide({
  actors: {
    companyDetail: companyDetailMachine.provide({
      actors: { loadCompanyDetail: fromPromise(async (): Promise<CompanyDetail> => andina) },
    }),
  },
});

afterEach(cleanup);

// The chart has no events: its paths are the two starts, one per input.
const model = new TestModel(personalCompanyPageMachine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const cases = [andina.id, null].flatMap((companyId) =>
  model
    .getPaths(() => getShortestPaths(personalCompanyPageMachine, { input: { companyId }, events: [] }))
    .map((p) => [`${companyId ?? 'sin empresa'}: ${p.description}`, companyId, p] as const)
);

describe.each(cases)('%s', (_, companyId, path) => {
  it('the personal company page follows its page machine', async () => {
    const actor = createActor(withCompany, { input: { companyId } }).start();
    render(<PersonalCompanyPage pageRef={actor} />);
    await path.test({
      states: {
        start: () => {},
        company: async () => {
          expect(await screen.findByRole('heading', { level: 2, name: andina.name })).toBeInTheDocument();
          expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
            'href',
            `/company/${andina.id}/edit`
          );
        },
        noCompany: () => {
          expect(screen.getByText('No hay empresa personal')).toBeInTheDocument();
          expect(screen.getByRole('link', { name: 'Crear empresa' })).toHaveAttribute('href', '/company/new');
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Empresa Personal' })).toBeInTheDocument();
    actor.stop();
  });
});
