import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import { DEFAULT_SALE_SETTINGS } from '#domain/sale-settings';
import { emptyQuoteForm, type QuoteForm } from '#domain/quote-form';
import { PLAN_ERRORS } from '#domain/quote-plan';
import { asRole } from '#machines/sales/reservation/reservation.fixtures';
import { draftQuote } from '#machines/quotes/quote/quote.fixtures';
import type { QuoteFormData } from './quote-form-page.actors';
import { quoteFormPageMachine } from './quote-form-page.machine';
import { selectQuoteFormView } from './quote-form-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const data: QuoteFormData = {
  unit: { id: 101, name: 'Apto 101', projectName: 'Torres', price: 350_000_000, deliveryDate: '2030-06-30' },
  settings: { company_id: 1, ...DEFAULT_SALE_SETTINGS, version: 1 },
  leads: [{ id: 9, name: 'Lucía Fernández' }],
};
const values = (over: Partial<QuoteForm> = {}): QuoteForm => ({
  ...emptyQuoteForm(9, '2030-06-30'),
  ...over,
});

function start(
  role: 'OWNER' | 'MEMBER',
  save: () => Promise<typeof draftQuote> = async () => draftQuote,
  propertyId: number | null = 101
) {
  const saved: unknown[] = [];
  const went: string[] = [];
  const page = createActor(
    quoteFormPageMachine.provide({
      actors: {
        loadQuoteForm: fromPromise(async () => data),
        loadQuotableUnits: fromPromise(async () => [{ id: 101, label: 'Apto 101 · Torres' }]),
        saveQuote: fromPromise(async ({ input }) => {
          saved.push(input);
          return save();
        }),
      },
      actions: { navigate: (_, p) => void went.push(p.to), notifySaved: () => {} },
    }),
    { input: { companyId: 1, propertyId, leadId: 9, access: asRole(role) } }
  ).start();
  return { page, saved, went, view: () => selectQuoteFormView(page.getSnapshot()) };
}

describe('quote form page machine', () => {
  it('previews 30 % in 12 instalments as the server computes it, and saves to the quote’s page', async () => {
    const { page, saved, went, view } = start('MEMBER');
    await flush();
    expect(view().defaults).toMatchObject({ lead_id: 9, initial_pct: 30, delivery_date: '2030-06-30' });
    page.send({ type: 'form.change', values: values({ separation_amount: 5_000_000 }) });
    const plan = view().plan!;
    expect(plan.rows.filter((r) => r.kind === 'instalment')).toHaveLength(12);
    expect(view().planTotal).toBe(350_000_000);
    expect(plan.initialTotal).toBe(105_000_000);
    page.send({ type: 'form.submit', values: values({ separation_amount: 5_000_000 }) });
    expect(view().saving).toBe(true);
    await flush();
    expect(saved).toEqual([
      expect.objectContaining({
        property_id: 101,
        lead_id: 9,
        separation_amount: 5_000_000,
        instalment_count: 12,
      }),
    ]);
    expect(went).toEqual(['/constructor/quotes/41']);
  });

  it('says on its field why a plan cannot be made, before anything is sent', async () => {
    const { page, view } = start('MEMBER');
    await flush();
    page.send({ type: 'form.change', values: values({ separation_amount: 200_000_000 }) });
    expect(view()).toMatchObject({
      plan: null,
      planError: { field: 'separation_amount', message: PLAN_ERRORS.separationAboveInitial },
    });
    // A blank number: no preview, no error of the plan's (the field says why).
    page.send({ type: 'form.change', values: values({ instalment_count: Number.NaN }) });
    expect(view()).toMatchObject({ plan: null, planError: null });
  });

  it('warns a MEMBER that a discount above the cap waits for approval; an OWNER is not warned', async () => {
    const member = start('MEMBER');
    await flush();
    member.page.send({ type: 'form.change', values: values({ discount_value: 8 }) });
    expect(member.view()).toMatchObject({ needsApproval: true, discountCap: 5 });
    member.page.send({ type: 'form.change', values: values({ discount_value: 5 }) });
    expect(member.view().needsApproval).toBe(false);
    const owner = start('OWNER');
    await flush();
    owner.page.send({ type: 'form.change', values: values({ discount_value: 8 }) });
    expect(owner.view().needsApproval).toBe(false);
  });

  it('puts the server’s refusal on its field and keeps editing', async () => {
    const { page, went, view } = start('MEMBER', async () => {
      throw new ApiError(PLAN_ERRORS.instalmentsAfterDelivery, 'http', 422, {
        detail: PLAN_ERRORS.instalmentsAfterDelivery,
      });
    });
    await flush();
    page.send({ type: 'form.submit', values: values() });
    await flush();
    expect(page.getSnapshot().value).toBe('editing');
    expect(view().submitError).toEqual({
      field: 'instalment_count',
      message: PLAN_ERRORS.instalmentsAfterDelivery,
    });
    expect(went).toEqual([]);
  });

  it('maps a validation issue of the contact to its field', async () => {
    const { page, view } = start('MEMBER', async () => {
      throw new ApiError('Errores de validación', 'http', 422, {
        detail: [{ loc: ['body', 'contact', 'email'], msg: 'Escribe un correo electrónico válido' }],
      });
    });
    await flush();
    page.send({ type: 'form.submit', values: values() });
    await flush();
    expect(view().submitError).toEqual({
      field: 'contact_email',
      message: 'Escribe un correo electrónico válido',
    });
  });

  it('from a lead without a unit, asks for the unit first', async () => {
    const { page, view } = start('MEMBER', undefined, null);
    await flush();
    expect(view().picking).toEqual([{ id: 101, label: 'Apto 101 · Torres' }]);
    page.send({ type: 'unit.pick', propertyId: 101 });
    await flush();
    expect(view()).toMatchObject({ picking: null, unit: { id: 101 } });
  });
});
