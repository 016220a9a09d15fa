import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { CompanyBar } from '#ui/shell/company-bar';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadCompanies, loadProfile, loadRole } from './session.actors';
import { andina, caribe, olga } from './session.fixtures';
import { sessionMachine, type SessionEvent } from './session.machine';

// Every event a path may take, with payloads. Retry and reload have no control in this part of the shell.
const events: SessionEvent[] = [
  { type: 'company.switch', companyId: caribe.id },
  done('loadProfile', olga),
  failed('loadProfile'),
  done('loadRole', { role_in_company: 'OWNER' }),
  done('loadCompanies', [andina, caribe]),
  failed('loadCompanies'),
];

const model = new TestModel(sessionMachine, {
  stateMatcher: (snapshot, key) => snapshot.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(sessionMachine, { events, filterEvents: (s, e) => s.can(e) })
);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const selector = () => screen.getByRole('combobox', { name: 'Empresa:' });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the company bar follows the session machine', async () => {
    const user = userEvent.setup();
    const profile = controlled<typeof loadProfile>();
    const role = controlled<typeof loadRole>();
    const companies = controlled<typeof loadCompanies>();
    const actor = createActor(
      sessionMachine.provide({
        actors: { loadProfile: profile.actor, loadRole: role.actor, loadCompanies: companies.actor },
        actions: { notifySwitched: () => {}, clearSession: () => {} },
      }),
      { input: { sub: null } }
    ).start();
    render(
      <>
        <CompanyBar sessionRef={actor} slot="selector" />
        <CompanyBar sessionRef={actor} slot="banner" />
      </>
    );
    // The select widget is fetched after the bar's first paint, which shows its placeholder meanwhile.
    await screen.findByRole('combobox', { name: 'Empresa:' });

    await path.test({
      events: {
        'company.switch': async () => {
          await user.click(selector());
          await user.click(await screen.findByRole('option', { name: caribe.name }));
        },
        ...settle({ loadProfile: profile, loadRole: role, loadCompanies: companies }),
      },
      states: {
        loading: () => {
          expect(selector()).toHaveTextContent('Cargando empresas...');
        },
        'ready.idle': async (s) => {
          const active = s.context.companies.find((c) => c.id === s.context.activeCompanyId)!;
          await waitFor(() => expect(selector()).toHaveTextContent(active.name));
          expect(selector()).toBeEnabled();
          expect(screen.queryByText(/Actualizando datos para/)).not.toBeInTheDocument();
        },
        'ready.switching': async () => {
          await waitFor(() => expect(selector()).toHaveTextContent('Actualizando...'));
          expect(selector()).toBeDisabled();
          expect(
            within(screen.getByRole('status')).getByText(`Actualizando datos para: ${caribe.name}`)
          ).toBeInTheDocument();
        },
        failed: () => {
          expect(selector()).toBeDisabled();
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the session chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of [
    { loading: { profile: 'pending', role: 'pending', companies: 'pending' } },
    { loading: { profile: 'done', role: 'done', companies: 'pending' } },
    { loading: { profile: 'pending', role: 'done', companies: 'done' } },
    { ready: 'idle' },
    { ready: 'switching' },
    'failed',
  ]) {
    expect(reached).toContain(JSON.stringify(s));
  }
});
