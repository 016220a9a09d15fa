import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { STALE_VERSION_DETAIL } from '#domain/versioned';
import type { Company } from '#domain/company';
import type { CompanyInput } from '#domain/company-form';
import { andina, httpError } from '#machines/shared/company-detail/company.fixtures';
import {
  companyFormMachine,
  CREATE_ERROR,
  UPDATE_ERROR,
  type CompanyFormReport,
} from './company-form.machine';
import { selectCompanyFormView } from './company-form.select';

type Pending<T> = { resolve(v: T): void; reject(e: unknown): void };
type SaveInput = { companyId: number | null; version: number | null; payload: CompanyInput };

function start(companyId: number | null) {
  const loads: Pending<Company>[] = [];
  const saves: (Pending<Company> & { input: SaveInput })[] = [];
  const saved: { name: string; created: boolean }[] = [];
  const reported: CompanyFormReport[] = [];
  const actor = createActor(
    companyFormMachine.provide({
      actors: {
        loadCompany: fromPromise<Company, { companyId: number }>(
          () => new Promise((resolve, reject) => loads.push({ resolve, reject }))
        ),
        saveCompany: fromPromise<Company, SaveInput>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject }))
        ),
      },
      actions: {
        notifySaved: (_, params) => void saved.push(params),
        notifyError: () => {},
        // What the page that invokes the form hears (sendParent in the app).
        reportLoaded: (_, params) => void reported.push({ type: 'company.loaded', ...params }),
        reportSaved: (_, params) => void reported.push({ type: 'company.saved', ...params }),
      },
    }),
    { input: { companyId } }
  );
  actor.start();
  return { actor, loads, saves, saved, reported, view: () => selectCompanyFormView(actor.getSnapshot()) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const values: CompanyInput = {
  name: 'Nueva Constructora S.A.S.',
  country_code: 'CO',
  country_name: 'Colombia',
  registration_id: '',
  registration_id_type_id: null,
  city: 'Bogotá',
  website: '',
};

describe('company form machine', () => {
  it('creates: submitting drops the empty fields, then saved tells the page the new company', async () => {
    const { actor, saves, saved, reported, view } = start(null);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'form.submit', values });
    expect(view().submitting).toBe(true);
    expect(saves[0]!.input).toEqual({
      companyId: null,
      version: null,
      payload: {
        name: 'Nueva Constructora S.A.S.',
        country_code: 'CO',
        country_name: 'Colombia',
        city: 'Bogotá',
      },
    });
    const created = { ...andina, id: 9, name: 'Nueva Constructora S.A.S.' };
    saves[0]!.resolve(created);
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(saved).toEqual([{ name: 'Nueva Constructora S.A.S.', created: true }]);
    expect(reported).toEqual([{ type: 'company.saved', company: created, created: true }]);
  });

  it('shows the duplicate-number warning on 409 and lets the user resubmit', async () => {
    const { actor, saves, view } = start(null);
    actor.send({ type: 'form.submit', values });
    saves[0]!.reject(httpError(409, 'Ya existe una empresa con este número de identificación.'));
    await flush();
    expect(view()).toMatchObject({ conflict: true, error: null, showForm: true });
    actor.send({ type: 'form.submit', values: { ...values, registration_id: '900999888-1' } });
    expect(view().submitting).toBe(true);
    expect(saves[1]!.input.payload.registration_id).toBe('900999888-1');
  });

  it('shows the server’s detail on another failure, and the spec default when there is none', async () => {
    const { actor, saves, view } = start(null);
    actor.send({ type: 'form.submit', values });
    saves[0]!.reject(httpError(500, 'Error interno del servidor.'));
    await flush();
    expect(view()).toMatchObject({ error: 'Error interno del servidor.', conflict: false });
    actor.send({ type: 'form.submit', values });
    saves[1]!.reject('sin mensaje');
    await flush();
    expect(view().error).toBe(CREATE_ERROR);
  });

  it('edits: loads the company (telling the page), then saves it', async () => {
    const { actor, loads, saves, saved, reported, view } = start(1);
    expect(view().loading).toBe(true);
    loads[0]!.resolve(andina);
    await flush();
    expect(view()).toMatchObject({ showForm: true, company: andina, isEdit: true });
    actor.send({ type: 'form.submit', values: { ...values, name: 'Andina Renombrada' } });
    expect(saves[0]!.input).toMatchObject({ companyId: 1, version: andina.version });
    const renamed = { ...andina, name: 'Andina Renombrada' };
    saves[0]!.resolve(renamed);
    await flush();
    expect(saved).toEqual([{ name: 'Andina Renombrada', created: false }]);
    expect(reported).toEqual([
      { type: 'company.loaded', company: andina },
      { type: 'company.saved', company: renamed, created: false },
    ]);
  });

  it('edits: a save another person beat is not overwritten; Recargar loads their version into the form', async () => {
    const { actor, loads, saves, saved, view } = start(1);
    loads[0]!.resolve(andina);
    await flush();
    actor.send({ type: 'form.submit', values });
    const theirs = { ...andina, city: 'Envigado', version: 2 };
    saves[0]!.reject(
      new ApiError(STALE_VERSION_DETAIL, 'http', 409, { detail: STALE_VERSION_DETAIL, current: theirs })
    );
    await flush();
    // Not the duplicate-number warning nor a failure: the shared stale state.
    expect(view()).toMatchObject({
      stale: true,
      conflict: false,
      error: null,
      showForm: true,
      canSubmit: false,
    });
    expect(saved).toEqual([]);
    actor.send({ type: 'form.reload' });
    expect(view()).toMatchObject({ loading: true, stale: false, showForm: false });
    loads[1]!.resolve(theirs);
    await flush();
    expect(view()).toMatchObject({ stale: false, showForm: true, company: theirs });
    actor.send({ type: 'form.submit', values });
    expect(saves[1]!.input.version).toBe(2);
  });

  it('edits: a failed update without a message reads the spec default', async () => {
    const { actor, loads, saves, view } = start(1);
    loads[0]!.resolve(andina);
    await flush();
    actor.send({ type: 'form.submit', values });
    saves[0]!.reject({});
    await flush();
    expect(view().error).toBe(UPDATE_ERROR);
  });

  it('edits: a missing or foreign company is not found; a failed load can be retried', async () => {
    const missing = start(404);
    missing.loads[0]!.reject(httpError(404));
    await flush();
    expect(missing.view().notFound).toBe(true);

    const forbidden = start(5);
    forbidden.loads[0]!.reject(httpError(403));
    await flush();
    expect(forbidden.view().notFound).toBe(true);

    const broken = start(1);
    broken.loads[0]!.reject(httpError(500));
    await flush();
    expect(broken.view().loadError).toBe('Error al cargar los datos de la empresa');
    broken.actor.send({ type: 'form.retry' });
    expect(broken.view().loading).toBe(true);
  });
});
