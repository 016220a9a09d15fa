import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import { emptyQuoteForm } from '#domain/quote-form';
import { planTotal } from '#domain/quote-plan';
import type { quoteFormPageMachine } from './quote-form-page.machine';

type Snapshot = SnapshotFrom<typeof quoteFormPageMachine>;

/**
 * What 'Nueva cotización' shows: the unit, the leads, the form's first values, the live plan (or why it cannot be
 * made), whether the discount will wait for approval, and the server's refusal.
 */
export const selectQuoteFormView = (s: Snapshot) => {
  const { data, preview, access, companyId, leadId } = s.context;
  const plan = preview?.ok ? preview.plan : null;
  const cap = data?.settings.member_max_discount_pct ?? null;
  return {
    loading: s.hasTag('busy') && !s.matches('saving'),
    /** From a lead without a unit: the units to pick from. */
    picking: s.matches({ pickingUnit: 'choosing' }) ? s.context.units : null,
    loadError: s.matches('failed') ? s.context.loadError : null,
    saving: s.matches('saving') || s.matches('saved'),
    unit: data?.unit ?? null,
    leads: data?.leads ?? [],
    validityDays: data?.settings.quote_validity_days ?? null,
    defaults: data ? emptyQuoteForm(leadId, data.unit.deliveryDate) : null,
    plan,
    planTotal: plan ? planTotal(plan.rows) : null,
    /** Why the plan cannot be made with these terms, on the field it is about. */
    planError: preview && !preview.ok ? { field: preview.field, message: preview.error } : null,
    /** A discount above a MEMBER's cap, from someone who may not approve it, waits for an OWNER or ADMIN. */
    needsApproval:
      plan !== null && cap !== null && plan.discountPct > cap && !can(access, 'quote.approve', companyId),
    discountCap: cap,
    submitError: s.context.submitError,
    canCreate: can(access, 'quote.create', companyId),
  };
};
