import { fromPromise } from 'xstate';
import { api } from '#api/runtime';
import { fetchLead, fetchLeads } from '#api/leads.api';
import { fetchProject } from '#api/projects.api';
import { fetchCompanyPropertiesPage, fetchProperty } from '#api/properties.api';
import { createQuote, fetchSaleSettings } from '#api/quotes.api';
import type { Quote, QuoteCreate } from '#domain/quote';
import type { SaleSettings } from '#domain/sale-settings';

/** The unit quoted, as the form shows it. */
export type QuotedUnit = {
  id: number;
  name: string;
  projectName: string | null;
  price: number | null;
  /** The project's delivery date, which bounds the instalments. */
  deliveryDate: string | null;
};

/** A lead the seller may pick. */
export type LeadOption = { id: number; name: string };

export type QuoteFormData = { unit: QuotedUnit; settings: SaleSettings; leads: LeadOption[] };

// The picker lists the company's most recent leads; a lead named in the address is added when it is older.
const LEADS_IN_PICKER = 100;

/** The unit, its project's delivery date, the company's sale settings and the leads to pick from. */
export const loadQuoteForm = fromPromise<
  QuoteFormData,
  { companyId: number; propertyId: number; leadId: number | null }
>(async ({ input, signal }) => {
  const [property, settings, page] = await Promise.all([
    fetchProperty(api, input.propertyId, signal),
    fetchSaleSettings(api, input.companyId, signal),
    fetchLeads(api, { company_id: input.companyId, page: 1, limit: LEADS_IN_PICKER }, signal),
  ]);
  const project = property.project_id === null ? null : await fetchProject(api, property.project_id, signal);
  const leads = page.leads.map((l) => ({ id: l.id, name: l.contact_name ?? `Lead #${l.id}` }));
  if (input.leadId !== null && !leads.some((l) => l.id === input.leadId)) {
    const lead = await fetchLead(api, input.leadId, signal);
    leads.unshift({ id: lead.id, name: lead.contact_name ?? `Lead #${lead.id}` });
  }
  return {
    unit: {
      id: property.id,
      name: property.name,
      projectName: property.project_name,
      price: property.price,
      deliveryDate: project?.delivery_date ?? null,
    },
    settings,
    leads,
  };
});

/** A unit the seller may quote when the form starts from a lead: available, with a price. */
export type UnitOption = { id: number; label: string };

/**
 * The company's units that can be quoted (available, priced), for 'Cotizar' from a lead without a unit: read from the
 * newest page of 50, like every list the web asks for; the board's 'Cotizar' reaches any other unit.
 */
export const loadQuotableUnits = fromPromise<UnitOption[], { companyId: number }>(async ({ input, signal }) =>
  (
    await fetchCompanyPropertiesPage(
      api,
      { companyId: input.companyId, page: 1, limit: 50, q: '', sort: 'recent' },
      signal
    )
  ).properties
    .filter((p) => p.status === 'AVAILABLE' && (p.price ?? 0) > 0)
    .map((p) => ({ id: p.id, label: p.project_name ? `${p.name} · ${p.project_name}` : p.name }))
);

/** 'Guardar cotización'. */
export const saveQuote = fromPromise<Quote, QuoteCreate>(({ input }) => createQuote(api, input));
