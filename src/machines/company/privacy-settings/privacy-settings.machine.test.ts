import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { PrivacySettings, PrivacySettingsInput } from '#domain/privacy';
import { privacySettingsMachine } from './privacy-settings.machine';
import { selectPrivacySettingsView } from './privacy-settings.select';

const at = '2026-11-01T10:00:00.000Z';
const settingsAt = (version: number, body: string, months = 24): PrivacySettings => ({
  policy: { company_id: 1, company_name: 'Andina', version, body, body_sha256: 'x', published_at: at },
  retention_months: months,
  versions: Array.from({ length: version }, (_, i) => ({ version: version - i, published_at: at })),
});
const TEXT = 'Política nueva. '.repeat(20);
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(
  load: () => Promise<PrivacySettings>,
  save: (body: PrivacySettingsInput) => Promise<PrivacySettings>
) {
  const notices: string[] = [];
  const sent: PrivacySettingsInput[] = [];
  const ref = createActor(
    privacySettingsMachine.provide({
      actors: {
        loadPrivacy: fromPromise(load),
        savePrivacy: fromPromise(({ input }) => {
          sent.push(input.body);
          return save(input.body);
        }),
      },
      actions: { notify: (_, params) => void notices.push(params.message) },
    }),
    { input: { companyId: 1 } }
  ).start();
  const view = () => selectPrivacySettingsView(ref.getSnapshot());
  return { ref, notices, sent, view };
}

describe("'Política de tratamiento de datos' machine", () => {
  it('publishes the text as the next version, on the version read', async () => {
    const { ref, notices, sent, view } = start(
      async () => settingsAt(1, 'Por defecto'),
      async (body) => settingsAt(2, body.body, body.retention_months)
    );
    await flush();
    expect(view().settings?.policy.version).toBe(1);
    ref.send({ type: 'privacy.save', values: { body: TEXT, retention_months: 12 } });
    expect(view().saving).toBe(true);
    await flush();
    expect(sent).toEqual([{ body: TEXT, retention_months: 12, version: 1 }]);
    expect(view()).toMatchObject({ saving: false, error: null, stale: false });
    expect(view().settings?.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(notices).toEqual(['Política publicada como versión 2']);
  });

  it('says the retention was saved when the text did not change', async () => {
    const { ref, notices } = start(
      async () => settingsAt(3, TEXT),
      async (body) => settingsAt(3, body.body, body.retention_months)
    );
    await flush();
    ref.send({ type: 'privacy.save', values: { body: TEXT, retention_months: 6 } });
    await flush();
    expect(notices).toEqual(['Conservación de datos guardada']);
  });

  it("waits in 'stale' after another person's version, and 'Recargar' brings theirs", async () => {
    let stored = settingsAt(1, 'Por defecto');
    const { ref, view, notices } = start(
      async () => stored,
      async () => {
        stored = settingsAt(2, 'La de otra persona');
        throw new ApiError('Otra persona cambió este registro', 'http', 409, {
          detail: 'x',
          current: stored,
        });
      }
    );
    await flush();
    ref.send({ type: 'privacy.save', values: { body: TEXT, retention_months: 24 } });
    await flush();
    expect(view().stale).toBe(true);
    expect(view().error).toBeNull();
    expect(
      ref.getSnapshot().can({ type: 'privacy.save', values: { body: TEXT, retention_months: 24 } })
    ).toBe(false);
    ref.send({ type: 'form.reload' });
    await flush();
    expect(view()).toMatchObject({ stale: false, loading: false });
    expect(view().settings?.policy).toMatchObject({ version: 2, body: 'La de otra persona' });
    expect(notices).toEqual([]);
  });

  it("keeps the server's Spanish refusal in the section and the settings as they were", async () => {
    const refusal = 'La política debe tener al menos 200 caracteres';
    const { ref, view } = start(
      async () => settingsAt(1, 'Por defecto'),
      async () => {
        throw new ApiError(refusal, 'http', 422, { detail: refusal });
      }
    );
    await flush();
    ref.send({ type: 'privacy.save', values: { body: 'Corta', retention_months: 24 } });
    await flush();
    expect(view()).toMatchObject({ error: refusal, saving: false });
    expect(view().settings?.policy.version).toBe(1);
  });

  it("offers 'Reintentar' when the settings could not be read", async () => {
    let fail = true;
    const { ref, view } = start(
      async () => {
        if (fail) throw new ApiError('No se pudo conectar con el servidor', 'network');
        return settingsAt(1, 'Por defecto');
      },
      async () => settingsAt(1, 'Por defecto')
    );
    await flush();
    expect(view()).toMatchObject({ failed: true, error: 'No se pudo conectar con el servidor' });
    fail = false;
    ref.send({ type: 'privacy.retry' });
    await flush();
    expect(view()).toMatchObject({ failed: false, error: null });
    expect(view().settings?.policy.version).toBe(1);
  });
});
