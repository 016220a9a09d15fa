import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { ApiError } from '#api/api-error';
import { QuoteView } from '#ui/screens/quotes/quote-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { downloadQuotePdf, loadQuote, takeQuoteStep } from './quote.actors';
import { quoteIn } from './quote.fixtures';
import { quoteMachine } from './quote.machine';
import type { QuoteEvent } from './quote.types';

vi.setConfig({ testTimeout: 30_000 });

// Turning a quote down, on the real page: 'Rechazar' (an approver, on a pending discount) and 'Marcar rechazada'
// (the buyer declined a sent quote) ask why in a dialog; the reason is checked in Spanish before it is sent, a
// refusal of the server lands on it with the text kept, and the rejected quote shows it.

const REASON = 'Compró en otro proyecto';
const VISIBLE_ONLY = 'El motivo debe tener letras visibles';
const reasonRefused = new ApiError('Errores de validación', 'http', 422, {
  detail: [{ loc: ['body', 'reason'], msg: VISIBLE_ONLY, type: 'custom' }],
});
const rejected = { ...quoteIn('rejected'), decision_reason: REASON, decided_by_name: 'Ana' };

const events: QuoteEvent[] = [
  { type: 'quote.reject' },
  { type: 'quote.decline' },
  { type: 'reason.submit', reason: REASON },
  { type: 'reason.cancel' },
  done('loadQuote', quoteIn('pending_approval')),
  done('loadQuote', quoteIn('sent')),
  done('takeQuoteStep', rejected),
  failed('takeQuoteStep', reasonRefused),
];

const input = { id: 41, canApprove: true, canWork: true, canReserve: false };
const machine = quoteMachine.provide({ actions: { notifySaved: () => {}, notifyFailed: () => {} } });
const model = new TestModel(machine, { stateMatcher: (s, key) => s.matches(JSON.parse(key) as never) });
const paths = model.getPaths(() =>
  getShortestPaths(machine, {
    input,
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify([s.value, s.context.quote?.status, s.context.reasonError]),
  })
);

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());
const reasonField = () => inDialog().getByLabelText(/^Motivo/);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the quote page asks why it is turned down and keeps what was typed', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadQuote>();
    const step = controlled<typeof takeQuoteStep>();
    const pdf = controlled<typeof downloadQuotePdf>();
    const ref = createActor(
      quoteMachine.provide({
        actors: { loadQuote: load.actor, takeQuoteStep: step.actor, downloadQuotePdf: pdf.actor },
        actions: { notifySaved: () => {}, notifyFailed: () => {} },
      }),
      { input }
    ).start();
    render(<QuoteView quoteRef={ref} />);

    await path.test({
      events: {
        'quote.reject': async () => {
          await user.click(screen.getByRole('button', { name: 'Rechazar' }));
        },
        'quote.decline': async () => {
          await user.click(screen.getByRole('button', { name: 'Marcar rechazada' }));
        },
        // First the form's own check (too short), then the reason; after a refusal the text is still there.
        'reason.submit': async () => {
          const submit = inDialog().getByRole('button', { name: /^(Rechazar|Marcar rechazada)$/ });
          if ((reasonField() as HTMLTextAreaElement).value === '') {
            await user.type(reasonField(), 'No');
            await user.click(submit);
            expect(await inDialog().findByText('El motivo debe tener al menos 3 caracteres')).toBeVisible();
            expect(step.inputs).toHaveLength(0);
            await user.clear(reasonField());
            await user.type(reasonField(), REASON);
          }
          await user.click(submit);
        },
        'reason.cancel': async () => {
          await user.click(inDialog().getByRole('button', { name: 'Cancelar' }));
        },
        ...settle({ loadQuote: load, takeQuoteStep: step }),
      },
      states: {
        '"loading"': async () => {
          await waitFor(() => expect(screen.getByText('Cargando cotización...')).toBeInTheDocument());
        },
        '"pendingApproval"': async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          expect(screen.getByRole('button', { name: 'Rechazar' })).toBeEnabled();
        },
        '"sent"': async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          expect(screen.getByRole('button', { name: 'Marcar rechazada' })).toBeEnabled();
        },
        '{"askingReason":"editing"}': async () => {
          const kind = ref.getSnapshot().context.rejecting;
          await waitFor(() =>
            expect(dialog()).toHaveAccessibleName(
              kind === 'reject' ? 'Rechazar la cotización' : 'Marcar rechazada'
            )
          );
          const refusal = ref.getSnapshot().context.reasonError;
          if (refusal) {
            expect(reasonField()).toHaveValue(REASON);
            await waitFor(() => expect(reasonField()).toHaveAccessibleDescription(VISIBLE_ONLY));
          } else expect(reasonField()).toHaveValue('');
        },
        '{"askingReason":"saving"}': async () => {
          await waitFor(() => expect(inDialog().getByRole('button', { name: 'Cancelar' })).toBeDisabled());
          expect(step.inputs.at(-1)).toEqual({
            id: 41,
            step: ref.getSnapshot().context.rejecting,
            reason: REASON,
          });
        },
        '"rejected"': async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          expect(screen.getByText('Motivo del rechazo')).toBeInTheDocument();
          expect(screen.getByText(REASON)).toBeInTheDocument();
        },
      },
    });
    ref.stop();
  });
});

it('reaches every state of the reason dialog', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
  for (const state of ['{"askingReason":"editing"}', '{"askingReason":"saving"}', '"rejected"'])
    expect(reached).toContain(state);
});
