import { createActor, fromPromise } from 'xstate';
import type { CountryCode, DocumentType } from '#domain/countries';
import { colombianTypes, mexicanTypes } from '#machines/shared/company-detail/company.fixtures';
import { createLoadError, documentTypesMachine, EDIT_LOAD_ERROR } from './document-types.machine';
import { selectDocumentTypesView } from './document-types.select';

type Call = {
  country: string;
  signal: AbortSignal;
  resolve(types: DocumentType[]): void;
  reject(e: unknown): void;
};

function start(mode: 'create' | 'edit', country: string | null = null) {
  const calls: Call[] = [];
  const notices: string[] = [];
  const actor = createActor(
    documentTypesMachine.provide({
      actors: {
        loadDocumentTypes: fromPromise<DocumentType[], { country: CountryCode }>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => calls.push({ country: input.country, signal, resolve, reject }))
        ),
      },
      actions: {
        notifyError: ({ context }) =>
          void notices.push(
            context.mode === 'create' ? createLoadError(context.country ?? '') : EDIT_LOAD_ERROR
          ),
      },
    }),
    { input: { mode, country } }
  ).start();
  const view = () => selectDocumentTypesView(actor.getSnapshot());
  return { actor, calls, notices, view };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('document types machine', () => {
  it('keeps the select disabled until a country is chosen, then while its list loads', async () => {
    const { actor, calls, view } = start('create');
    expect(view()).toMatchObject({ country: null, disabled: true, options: [] });
    actor.send({ type: 'country.select', country: 'CO' });
    expect(view()).toMatchObject({ country: 'CO', loading: true, disabled: true });
    calls[0]!.resolve(colombianTypes);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(view()).toMatchObject({
      disabled: false,
      options: [
        { value: '1', label: 'Número de Identificación Tributaria (NIT)' },
        { value: '2', label: 'Cédula de Ciudadanía' },
      ],
    });
  });

  it('cancels the stale request when the country changes, so only the new list is shown', async () => {
    const { actor, calls, view } = start('create');
    actor.send({ type: 'country.select', country: 'CO' });
    actor.send({ type: 'country.select', country: 'MX' });
    expect(calls.map((c) => c.country)).toEqual(['CO', 'MX']);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    calls[0]!.resolve(colombianTypes);
    await flush();
    expect(view()).toMatchObject({ country: 'MX', loading: true, options: [] });
    calls[1]!.resolve(mexicanTypes);
    await flush();
    expect(view().options.map((o) => o.label)).toEqual(['Registro Federal de Contribuyentes (RFC)']);
  });

  it('empties the list when the country is cleared', async () => {
    const { actor, calls, view } = start('create');
    actor.send({ type: 'country.select', country: 'CO' });
    calls[0]!.resolve(colombianTypes);
    await flush();
    actor.send({ type: 'country.select', country: null });
    expect(actor.getSnapshot().value).toBe('noCountry');
    expect(view()).toMatchObject({ country: null, options: [], disabled: true });
  });

  it('on create, a failure empties the list and names the country in the notice', async () => {
    const { actor, calls, notices, view } = start('create');
    actor.send({ type: 'country.select', country: 'PE' });
    calls[0]!.reject(new Error('500'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(view().options).toEqual([]);
    expect(notices).toEqual(['No se pudieron cargar los tipos de documento para PE']);
  });

  it('on edit, starts with the company’s country and words a failure as the spec does', async () => {
    const { calls, notices, view } = start('edit', 'MX');
    expect(view()).toMatchObject({ country: 'MX', loading: true });
    calls[0]!.reject(new Error('500'));
    await flush();
    expect(notices).toEqual(['Error al cargar tipos de documento']);
  });

  it('ignores a country the form does not offer', () => {
    const { actor, calls } = start('create');
    actor.send({ type: 'country.select', country: 'XX' });
    expect(actor.getSnapshot().value).toBe('noCountry');
    expect(calls).toHaveLength(0);
  });
});
