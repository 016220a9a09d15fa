import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { LeadAnonymiseDialog, LeadPrivacyActions } from '#ui/screens/leads/lead-privacy-actions';
import { controlled, done, failed, settle } from '#tests/xstate';
import { httpError } from '#machines/shared/company-detail/company.fixtures';
import type { anonymisePerson, exportPersonalData } from './lead-privacy.actors';
import { leadPrivacyMachine, type LeadPrivacyEvent } from './lead-privacy.machine';

const LEAD = { id: 7, contactName: 'Lucía Fernández' };
const ANSWER = 'Datos personales anonimizados. El lead conserva su estado, sus fechas y sus cifras.';
const REFUSAL = 'Lead no encontrado.';

const events: LeadPrivacyEvent[] = [
  { type: 'privacy.export', lead: LEAD, format: 'csv' },
  { type: 'anonymise.open', lead: LEAD },
  { type: 'anonymise.confirm' },
  { type: 'anonymise.cancel' },
  done('exportPersonalData', new Blob(['Campo;Valor'])),
  failed('exportPersonalData', httpError(404, REFUSAL)),
  done('anonymisePerson', { anonymised: 1, message: ANSWER }),
  failed('anonymisePerson', httpError(404, REFUSAL)),
];

const quiet = { saveFile: () => {}, notifyError: () => {}, reportAnonymised: () => {} };
const machine = leadPrivacyMachine.provide({ actions: quiet });
const model = new TestModel(machine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(machine, {
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify(s.value),
  })
);

afterEach(cleanup);

const dialog = () => screen.getByRole('alertdialog', { name: '¿Anonimizar los datos personales?' });
const inDialog = () => within(dialog());
const profile = () => within(screen.getByRole('region', { name: 'Datos personales' }));

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it("the profile's export and 'Anonimizar' follow their machine", async () => {
    const user = userEvent.setup();
    const exporter = controlled<typeof exportPersonalData>();
    const anonymiser = controlled<typeof anonymisePerson>();
    const ref = createActor(
      leadPrivacyMachine.provide({
        actors: { exportPersonalData: exporter.actor, anonymisePerson: anonymiser.actor },
        actions: quiet,
      })
    ).start();
    render(
      <>
        <LeadPrivacyActions privacyRef={ref} lead={LEAD} />
        <LeadAnonymiseDialog privacyRef={ref} />
      </>
    );

    await path.test({
      events: {
        'privacy.export': async () => {
          await user.click(profile().getByRole('button', { name: 'Exportar datos (CSV)' }));
        },
        'anonymise.open': async () => {
          await user.click(profile().getByRole('button', { name: 'Anonimizar' }));
        },
        'anonymise.confirm': async () => {
          await user.click(inDialog().getByRole('button', { name: /^(Anonimizar|Reintentar)$/ }));
        },
        'anonymise.cancel': async () => {
          await user.click(inDialog().getByRole('button', { name: /^(Cancelar|Listo)$/ }));
        },
        ...settle({ exportPersonalData: exporter, anonymisePerson: anonymiser }),
      },
      states: {
        idle: async () => {
          await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
          expect(profile().getByRole('button', { name: 'Anonimizar' })).toBeEnabled();
        },
        exporting: async () => {
          expect(profile().getByRole('button', { name: 'Anonimizar' })).toBeDisabled();
          expect(exporter.inputs.at(-1)).toEqual({ leadId: 7, format: 'csv' });
        },
        confirming: async () => {
          await waitFor(() => expect(dialog()).toHaveTextContent('Lucía Fernández'));
          expect(dialog()).toHaveTextContent('Esta acción no se puede deshacer');
          expect(dialog()).toHaveTextContent('los conteos, el embudo y las ventas no cambian');
          expect(anonymiser.inputs).toEqual([]);
        },
        working: async () => {
          await waitFor(() => expect(inDialog().getByRole('button', { name: 'Cancelar' })).toBeDisabled());
          expect(anonymiser.inputs.at(-1)).toEqual({ leadId: 7 });
        },
        done: async () => {
          await waitFor(() => expect(dialog()).toHaveTextContent(ANSWER));
          expect(inDialog().getByRole('button', { name: 'Listo' })).toBeInTheDocument();
        },
        failed: async () => {
          await waitFor(() => expect(dialog()).toHaveTextContent(REFUSAL));
          expect(inDialog().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        },
      },
    });
  });
});
