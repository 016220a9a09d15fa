import { createActor, fromPromise } from 'xstate';
import type { CompanyDetail, DetailScope } from './company-detail.actors';
import { adminAndina, andina, httpError } from './company.fixtures';
import { companyDetailMachine } from './company-detail.machine';
import { selectCompanyDetailView } from './company-detail.select';

type Pending = {
  input: { companyId: number; scope: DetailScope };
  resolve(v: CompanyDetail): void;
  reject(e: unknown): void;
};

function start(scope: DetailScope, companyId = 1) {
  const loads: Pending[] = [];
  const actor = createActor(
    companyDetailMachine.provide({
      actors: {
        loadCompanyDetail: fromPromise<CompanyDetail, { companyId: number; scope: DetailScope }>(
          ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject }))
        ),
      },
    }),
    { input: { companyId, scope } }
  ).start();
  return { actor, loads, view: () => selectCompanyDetailView(actor.getSnapshot()) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('company detail machine', () => {
  it('loads the company of its scope', async () => {
    const { loads, view } = start('admin', 7);
    expect(view().loading).toBe(true);
    expect(loads[0]!.input).toEqual({ companyId: 7, scope: 'admin' });
    loads[0]!.resolve(adminAndina);
    await flush();
    expect(view()).toMatchObject({ loading: false, company: adminAndina, notFound: false, failed: false });
  });

  it.each([403, 404])('treats %i as not found (absent, or not visible to the caller)', async (status) => {
    const { loads, view } = start('member');
    loads[0]!.reject(httpError(status));
    await flush();
    expect(view()).toMatchObject({ notFound: true, failed: false });
  });

  it('keeps the reason of another failure and retries', async () => {
    const { actor, loads, view } = start('member');
    loads[0]!.reject(httpError(500, 'Error interno del servidor.'));
    await flush();
    expect(view()).toMatchObject({ failed: true, error: 'Error interno del servidor.' });
    actor.send({ type: 'company.reload' });
    loads[1]!.resolve(andina);
    await flush();
    expect(view()).toMatchObject({ failed: false, company: andina });
  });

  it('words an admin failure with the Spanish text of the catalogue', async () => {
    const { loads, view } = start('admin');
    loads[0]!.reject(httpError(500, 'Error interno del servidor.'));
    await flush();
    expect(view().error).toBe('Error interno del servidor.');
  });
});
