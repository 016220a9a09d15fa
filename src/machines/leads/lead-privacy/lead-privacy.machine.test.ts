import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { PersonalDataFormat } from '#domain/privacy';
import { leadPrivacyMachine } from './lead-privacy.machine';

const LEAD = { id: 7, contactName: 'Lucía Fernández' };
const ANSWER = 'Datos personales anonimizados. El lead conserva su estado, sus fechas y sus cifras.';
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(anonymise: () => Promise<{ anonymised: number; message: string }>) {
  const files: { leadId: number; format: PersonalDataFormat; type: string }[] = [];
  const reports: number[] = [];
  const errors: string[] = [];
  const calls: number[] = [];
  const ref = createActor(
    leadPrivacyMachine.provide({
      actors: {
        exportPersonalData: fromPromise(async ({ input }) =>
          input.format === 'csv' ? new Blob(['Campo;Valor'], { type: 'text/csv' }) : new Blob(['{}'])
        ),
        anonymisePerson: fromPromise(async ({ input }) => {
          calls.push(input.leadId);
          return anonymise();
        }),
      },
      actions: {
        saveFile: (_, p) => void files.push({ leadId: p.leadId, format: p.format, type: p.file.type }),
        reportAnonymised: (_, p) => void reports.push(p.leadId),
        notifyError: (_, p) => void errors.push(p.message),
      },
    })
  ).start();
  return { ref, files, reports, errors, calls };
}

describe("the profile's export and 'Anonimizar'", () => {
  it('downloads the JSON and the CSV, named after the lead', async () => {
    const { ref, files } = start(async () => ({ anonymised: 1, message: ANSWER }));
    ref.send({ type: 'privacy.export', lead: LEAD, format: 'json' });
    expect(ref.getSnapshot().value).toBe('exporting');
    await flush();
    ref.send({ type: 'privacy.export', lead: LEAD, format: 'csv' });
    await flush();
    expect(files).toEqual([
      { leadId: 7, format: 'json', type: '' },
      { leadId: 7, format: 'csv', type: 'text/csv' },
    ]);
    expect(ref.getSnapshot().value).toBe('idle');
  });

  it('asks first: cancelling removes nothing', async () => {
    const { ref, calls } = start(async () => ({ anonymised: 1, message: ANSWER }));
    ref.send({ type: 'anonymise.open', lead: LEAD });
    expect(ref.getSnapshot().value).toBe('confirming');
    ref.send({ type: 'anonymise.cancel' });
    await flush();
    expect(ref.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('confirm → working → done: the page is told to read the lead again', async () => {
    const { ref, reports } = start(async () => ({ anonymised: 1, message: ANSWER }));
    ref.send({ type: 'anonymise.open', lead: LEAD });
    ref.send({ type: 'anonymise.confirm' });
    expect(ref.getSnapshot().value).toBe('working');
    await flush();
    expect(ref.getSnapshot().value).toBe('done');
    expect(ref.getSnapshot().context.message).toBe(ANSWER);
    expect(reports).toEqual([7]);
    ref.send({ type: 'anonymise.cancel' });
    expect(ref.getSnapshot().value).toBe('idle');
    expect(ref.getSnapshot().context.message).toBeNull();
  });

  it('a refusal waits in failed with the Spanish reason, and can be tried again', async () => {
    let fail = true;
    const { ref, reports } = start(async () => {
      if (fail) throw new ApiError('No tienes permisos para realizar esta acción', 'http', 403, {});
      return { anonymised: 1, message: ANSWER };
    });
    ref.send({ type: 'anonymise.open', lead: LEAD });
    ref.send({ type: 'anonymise.confirm' });
    await flush();
    expect(ref.getSnapshot().value).toBe('failed');
    expect(ref.getSnapshot().context.error).toBe('No tienes permisos para realizar esta acción');
    expect(reports).toEqual([]);
    fail = false;
    ref.send({ type: 'anonymise.confirm' });
    await flush();
    expect(ref.getSnapshot().value).toBe('done');
    expect(reports).toEqual([7]);
  });

  it('a failed export says why and leaves the profile as it was', async () => {
    const ref = createActor(
      leadPrivacyMachine.provide({
        actors: {
          exportPersonalData: fromPromise<Blob, { leadId: number; format: PersonalDataFormat }>(async () => {
            throw new ApiError('Lead no encontrado.', 'http', 404, {});
          }),
        },
        actions: { notifyError: (_, p) => void errors.push(p.message) },
      })
    ).start();
    const errors: string[] = [];
    ref.send({ type: 'privacy.export', lead: LEAD, format: 'csv' });
    await flush();
    expect(ref.getSnapshot().value).toBe('idle');
    expect(errors).toEqual(['Lead no encontrado.']);
  });
});
