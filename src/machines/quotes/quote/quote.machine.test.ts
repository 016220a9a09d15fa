import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { controlled, done, failed } from '#tests/xstate';
import type { downloadQuotePdf, loadQuote, takeQuoteStep } from './quote.actors';
import { quoteIn } from './quote.fixtures';
import { quoteMachine } from './quote.machine';
import { PDF_FAILED } from './quote.steps';
import type { QuoteEvent } from './quote.types';
import { selectQuoteView } from './quote.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(access: { canApprove: boolean; canWork: boolean; canReserve?: boolean }) {
  const load = controlled<typeof loadQuote>();
  const step = controlled<typeof takeQuoteStep>();
  const pdf = controlled<typeof downloadQuotePdf>();
  const notices: string[] = [];
  const actor = createActor(
    quoteMachine.provide({
      actors: { loadQuote: load.actor, takeQuoteStep: step.actor, downloadQuotePdf: pdf.actor },
      actions: {
        notifySaved: (_, p) => void notices.push(`saved:${p.step}`),
        notifyFailed: (_, p) => void notices.push(`failed:${p.message}`),
        navigate: (_, p) => void notices.push(`navigate:${p.to}`),
        copyLink: () => void notices.push('copied'),
      },
    }),
    { input: { id: 41, canReserve: false, ...access } }
  ).start();
  return { actor, load, step, pdf, notices };
}

describe('quote machine', () => {
  it('a MEMBER sends a draft, and the buyer accepts it', async () => {
    const { actor, load, step, notices } = start({ canApprove: false, canWork: true });
    load.resolve(quoteIn('draft'));
    await flush();
    expect(actor.getSnapshot().value).toBe('draft');
    expect(selectQuoteView(actor.getSnapshot())).toMatchObject({
      canSend: true,
      canApprove: false,
      canAccept: false,
    });
    actor.send({ type: 'quote.send' });
    expect(selectQuoteView(actor.getSnapshot()).busy).toBe(true);
    expect(step.inputs).toEqual([{ id: 41, step: 'send' }]);
    step.resolve(quoteIn('sent'));
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'quote.accept' });
    step.resolve(quoteIn('accepted'));
    await flush();
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(selectQuoteView(actor.getSnapshot())).toMatchObject({ statusLabel: 'Aceptada', canAccept: false });
    expect(notices).toEqual(['saved:send', 'saved:accept']);
  });

  it('a pending discount waits for an approver: a MEMBER cannot decide, an ADMIN approves or rejects', async () => {
    const member = start({ canApprove: false, canWork: true });
    member.load.resolve(quoteIn('pending_approval'));
    await flush();
    expect(member.actor.getSnapshot().value).toBe('pendingApproval');
    member.actor.send({ type: 'quote.approve' });
    expect(member.actor.getSnapshot().value).toBe('pendingApproval');
    expect(selectQuoteView(member.actor.getSnapshot())).toMatchObject({ canApprove: false, canSend: false });

    const admin = start({ canApprove: true, canWork: true });
    admin.load.resolve(quoteIn('pending_approval'));
    await flush();
    admin.actor.send({ type: 'quote.reject' });
    expect(admin.step.inputs).toEqual([]);
    admin.actor.send({ type: 'reason.submit', reason: 'Muy alto' });
    expect(admin.step.inputs).toEqual([{ id: 41, step: 'reject', reason: 'Muy alto' }]);
    admin.step.resolve({ ...quoteIn('rejected'), decision_reason: 'Muy alto' });
    await flush();
    expect(admin.actor.getSnapshot().value).toBe('rejected');
    expect(admin.notices).toEqual(['saved:reject']);
  });

  it("'Rechazar' asks for the reason first; cancelled, the quote still waits and nothing was sent", async () => {
    const { actor, load, step } = start({ canApprove: true, canWork: true });
    load.resolve(quoteIn('pending_approval'));
    await flush();
    actor.send({ type: 'quote.reject' });
    expect(actor.getSnapshot().value).toEqual({ askingReason: 'editing' });
    expect(selectQuoteView(actor.getSnapshot()).reason).toEqual({
      kind: 'reject',
      saving: false,
      error: null,
    });
    actor.send({ type: 'reason.cancel' });
    expect(actor.getSnapshot().value).toBe('pendingApproval');
    expect(selectQuoteView(actor.getSnapshot())).toMatchObject({ reason: null, canReject: true });
    expect(step.inputs).toEqual([]);
  });

  it("'Marcar rechazada': a reason the server refuses lands on its field and the dialog stays open", async () => {
    const { actor, load, step, notices } = start({ canApprove: false, canWork: true });
    load.resolve(quoteIn('sent'));
    await flush();
    actor.send({ type: 'quote.decline' });
    actor.send({ type: 'reason.submit', reason: 'Sin' });
    expect(selectQuoteView(actor.getSnapshot())).toMatchObject({
      busy: true,
      reason: { kind: 'decline', saving: true, error: null },
    });
    expect(step.inputs).toEqual([{ id: 41, step: 'decline', reason: 'Sin' }]);
    const detail = [{ loc: ['body', 'reason'], msg: 'El motivo debe tener letras visibles', type: 'custom' }];
    step.reject(new ApiError('Errores de validación', 'http', 422, { detail }));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ askingReason: 'editing' });
    expect(selectQuoteView(actor.getSnapshot()).reason).toEqual({
      kind: 'decline',
      saving: false,
      error: 'El motivo debe tener letras visibles',
    });
    expect(notices).toEqual([]);
    actor.send({ type: 'reason.submit', reason: 'Compró en otro proyecto' });
    step.resolve(quoteIn('rejected'));
    await flush();
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(notices).toEqual(['saved:decline']);
  });

  it('a rejection refused for another reason (decided meanwhile) says why and reads the quote again', async () => {
    const { actor, load, step, notices } = start({ canApprove: true, canWork: true });
    load.resolve(quoteIn('pending_approval'));
    await flush();
    actor.send({ type: 'quote.reject' });
    actor.send({ type: 'reason.submit', reason: 'Muy alto' });
    step.reject(new ApiError('La cotización no está pendiente de aprobación.', 'http', 409));
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectQuoteView(actor.getSnapshot()).reason).toBeNull();
    expect(notices).toEqual(['failed:La cotización no está pendiente de aprobación.']);
  });

  it('an acceptance refused because the quote expired says why and reads the quote again', async () => {
    const { actor, load, step, notices } = start({ canApprove: true, canWork: true });
    load.resolve(quoteIn('sent'));
    await flush();
    actor.send({ type: 'quote.accept' });
    step.reject(new ApiError('La cotización venció: crea una nueva con la vigencia actual.', 'http', 422));
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(notices).toEqual(['failed:La cotización venció: crea una nueva con la vigencia actual.']);
    load.resolve(quoteIn('expired'));
    await flush();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(selectQuoteView(actor.getSnapshot())).toMatchObject({ statusLabel: 'Vencida', canAccept: false });
  });

  it("an accepted quote offers 'Separar' to whom may reserve: it opens the separación on 'Ventas y cartera'", async () => {
    const seller = start({ canApprove: false, canWork: true, canReserve: true });
    seller.load.resolve({ ...quoteIn('accepted'), public_path: '/public/quotes/abc/pdf' });
    await flush();
    expect(selectQuoteView(seller.actor.getSnapshot())).toMatchObject({
      canReserve: true,
      canCopyLink: true,
    });
    seller.actor.send({ type: 'quote.reserve' });
    seller.actor.send({ type: 'quote.copyLink' });
    expect(seller.notices).toEqual(['navigate:/constructor/sales?quote_id=41', 'copied']);

    const viewer = start({ canApprove: false, canWork: false, canReserve: false });
    viewer.load.resolve(quoteIn('accepted'));
    await flush();
    expect(selectQuoteView(viewer.actor.getSnapshot())).toMatchObject({
      canReserve: false,
      canCopyLink: false,
    });
  });

  it("'Descargar PDF' runs beside the page; a failed download says so and leaves the page as it was", async () => {
    const { actor, load, pdf, notices } = start({ canApprove: false, canWork: false });
    load.resolve(quoteIn('draft'));
    await flush();
    actor.send({ type: 'quote.download' });
    expect(pdf.inputs).toEqual([{ id: 41 }]);
    pdf.reject(new Error('offline'));
    await flush();
    expect(notices).toEqual([`failed:${PDF_FAILED}`]);
    expect(actor.getSnapshot().value).toBe('draft');
  });

  it('a VIEWER reads a quote and takes no step', async () => {
    const { actor, load } = start({ canApprove: false, canWork: false });
    load.resolve(quoteIn('sent'));
    await flush();
    actor.send({ type: 'quote.accept' });
    expect(actor.getSnapshot().value).toBe('sent');
  });
});

// Generated paths: every state the chart reaches, replayed on a real actor, shows exactly the steps it accepts.
const events: QuoteEvent[] = [
  { type: 'quote.send' },
  { type: 'quote.approve' },
  { type: 'quote.reject' },
  { type: 'quote.accept' },
  { type: 'quote.decline' },
  { type: 'quote.retry' },
  { type: 'quote.reserve' },
  { type: 'reason.submit', reason: 'Compró en otro proyecto' },
  { type: 'reason.cancel' },
  ...(['draft', 'pending_approval', 'sent', 'accepted', 'rejected', 'expired'] as const).flatMap((s) => [
    done<QuoteEvent>('loadQuote', quoteIn(s)),
    done<QuoteEvent>('takeQuoteStep', quoteIn(s)),
  ]),
  failed<QuoteEvent>('loadQuote'),
  failed<QuoteEvent>('takeQuoteStep'),
];
const input = { id: 41, canApprove: true, canWork: true, canReserve: true };
const paths = getShortestPaths(quoteMachine, {
  input,
  events,
  filterEvents: (s, e) => s.can(e),
  serializeEvent: (e) => JSON.stringify(e),
});

describe('generated paths', () => {
  it('reach every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const state of [
      'loading',
      'failed',
      'draft',
      'pendingApproval',
      'sent',
      'stepping',
      { askingReason: 'editing' },
      { askingReason: 'saving' },
      'accepted',
      'rejected',
      'expired',
    ])
      expect(reached).toContain(JSON.stringify(state));
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    '%s',
    async (_, path) => {
      const { actor, load, step } = start(input);
      for (const { event } of path.steps) {
        const type: string = event.type;
        if (type === 'xstate.init') continue;
        const target = type.endsWith('loadQuote') ? load : step;
        if (type.startsWith('xstate.done.actor'))
          target.resolve((event as unknown as { output: never }).output);
        else if (type.startsWith('xstate.error.actor')) target.reject(new Error('x'));
        else actor.send(event);
        await flush();
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      const view = selectQuoteView(snapshot);
      expect(view.canSend).toBe(snapshot.matches('draft'));
      expect(view.canApprove).toBe(snapshot.matches('pendingApproval'));
      expect(view.canAccept).toBe(snapshot.matches('sent'));
      expect(view.busy).toBe(
        snapshot.matches('loading') ||
          snapshot.matches('stepping') ||
          snapshot.matches({ askingReason: 'saving' })
      );
      expect(view.reason !== null).toBe(snapshot.matches('askingReason'));
    }
  );
});
