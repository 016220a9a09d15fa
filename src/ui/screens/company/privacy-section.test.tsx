import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import '#ui/components/jsdom-shims';
import type { PrivacySettings, PrivacySettingsInput } from '#domain/privacy';
import { PrivacySection } from './privacy-section';
import { privacySettingsMachine } from '#machines/company/privacy-settings/privacy-settings.machine';

const SETTINGS: PrivacySettings = {
  policy: {
    company_id: 1,
    company_name: 'Andina',
    version: 2,
    body: `Política de Andina. ${'Finalidades y derechos. '.repeat(10)}`,
    body_sha256: 'x',
    published_at: '2026-11-02T15:00:00.000Z',
  },
  retention_months: 24,
  versions: [
    { version: 2, published_at: '2026-11-02T15:00:00.000Z' },
    { version: 1, published_at: '2026-11-01T15:00:00.000Z' },
  ],
};

function show(canEdit: boolean) {
  const sent: PrivacySettingsInput[] = [];
  const ref = createActor(
    privacySettingsMachine.provide({
      actors: {
        loadPrivacy: fromPromise(async () => SETTINGS),
        savePrivacy: fromPromise(async ({ input }) => {
          sent.push(input.body);
          return SETTINGS;
        }),
      },
      actions: { notify: () => {} },
    }),
    { input: { companyId: 1 } }
  ).start();
  render(<PrivacySection privacyRef={ref} canEdit={canEdit} />);
  return sent;
}

afterEach(cleanup);

describe("'Política de tratamiento de datos'", () => {
  it('shows a member the current text, the retention and the versions, without an editor', async () => {
    show(false);
    await waitFor(() => expect(screen.getByText(/Solo OWNER y ADMIN/)).toBeInTheDocument());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar nueva versión' })).not.toBeInTheDocument();
    expect(screen.getByText('Meses de conservación sin actividad: 24')).toBeInTheDocument();
    // The text scrolls in its box: the box takes the keyboard's focus and has a name (axe: scrollable region).
    expect(screen.getByRole('region', { name: 'Texto de la política vigente' })).toHaveAttribute(
      'tabindex',
      '0'
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Versión 2 · .* \(vigente\)$/),
      expect.stringMatching(/^Versión 1 · /),
    ]);
  });

  it('refuses a short text and a retention out of range in Spanish before sending; a valid one is sent', async () => {
    const user = userEvent.setup();
    const sent = show(true);
    const text = await screen.findByRole('textbox', { name: /Texto de la política/ });
    const months = screen.getByRole('spinbutton', { name: /Meses de conservación/ });
    await user.clear(text);
    await user.type(text, 'Corta');
    await user.clear(months);
    await user.type(months, '0');
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    expect(await screen.findByText('La política debe tener al menos 200 caracteres')).toBeInTheDocument();
    expect(screen.getByText('La conservación es de al menos 1 mes')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(months);
    await user.type(months, '12');
    await user.clear(text);
    await user.click(text);
    await user.paste(SETTINGS.policy.body);
    await user.click(screen.getByRole('button', { name: 'Guardar nueva versión' }));
    await waitFor(() =>
      expect(sent).toEqual([{ body: SETTINGS.policy.body.trim(), retention_months: 12, version: 2 }])
    );
  });
});
