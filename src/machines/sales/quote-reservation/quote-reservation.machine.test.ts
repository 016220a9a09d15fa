import { createActor, createMachine, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { Quote } from '#domain/quote';
import type { Reservation, ReservationCreate } from '#domain/sales';
import { quoteIn } from '#machines/quotes/quote/quote.fixtures';
import { QUOTE_NOT_ACCEPTED, quoteReservationMachine } from './quote-reservation.machine';
import { selectQuoteReservationView } from './quote-reservation.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(quote: Quote, reserve: () => Promise<Reservation> = async () => ({ id: 5 }) as Reservation) {
  const asked: ReservationCreate[] = [];
  const heard: unknown[] = [];
  const child = quoteReservationMachine.provide({
    actors: {
      loadAcceptedQuote: fromPromise(async () => quote),
      reserveUnit: fromPromise(async ({ input }) => {
        asked.push(input);
        return reserve();
      }),
    },
    actions: { notifyReserved: () => {} },
  });
  // A parent that keeps what the dialog tells it.
  const parent = createActor(
    createMachine({
      invoke: { id: 'dialog', src: child, input: { quoteId: quote.id } },
      on: { '*': { actions: ({ event }) => void heard.push(event) } },
    })
  ).start();
  const dialog = () => parent.getSnapshot().children.dialog!;
  const view = () => selectQuoteReservationView(dialog().getSnapshot() as never);
  return { dialog, view, asked, heard };
}

describe('quote reservation machine', () => {
  it("holds the quote's unit for its lead with the deposit entered, and tells the page", async () => {
    const { dialog, view, asked, heard } = start(quoteIn('accepted'));
    await flush();
    expect(view()).toMatchObject({ canSubmit: true, quote: { id: 41 } });
    dialog().send({ type: 'deposit.submit', deposit: { deposit: 5_000_000, deposit_method: 'transfer' } });
    await flush();
    expect(asked).toEqual([
      { property_id: 101, lead_id: 9, quote_id: 41, deposit: 5_000_000, deposit_method: 'transfer' },
    ]);
    expect(heard).toContainEqual({ type: 'quoteReservation.ended', reserved: true });
  });

  it('refuses a quote that is not accepted, and keeps the deposit form after a refusal of the server', async () => {
    const draft = start(quoteIn('sent'));
    await flush();
    expect(draft.view()).toMatchObject({ canSubmit: false, error: QUOTE_NOT_ACCEPTED });

    const held = start(quoteIn('accepted'), async () => {
      throw new ApiError('La unidad ya está separada.', 'http', 409);
    });
    await flush();
    held.dialog().send({ type: 'deposit.submit', deposit: { deposit: 5_000_000, deposit_method: 'cash' } });
    await flush();
    expect(held.view()).toMatchObject({ canSubmit: true, error: 'La unidad ya está separada.' });
    held.dialog().send({ type: 'reservation.cancel' });
    expect(held.heard).toContainEqual({ type: 'quoteReservation.ended', reserved: false });
  });
});
