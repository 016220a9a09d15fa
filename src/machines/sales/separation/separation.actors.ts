import { fromPromise } from 'xstate';
import type { Reservation, ReservationCreate } from '#domain/sales';
import { api } from '#api/runtime';
import { fetchLeads } from '#api/leads.api';
import { fetchProperty } from '#api/properties.api';
import { fetchQuote } from '#api/quotes.api';
import { createReservation } from '#api/sales.api';
import type { SeparationSource, SeparationStart } from './separation.types';

/**
 * What the form starts from. From a quote: its unit, its lead and its separación amount. From a unit: the unit and
 * the company's most recent leads to choose from.
 */
export const loadSeparation = fromPromise<SeparationStart, { source: SeparationSource; companyId: number }>(
  async ({ input, signal }) => {
    if (input.source.kind === 'quote') {
      const quote = await fetchQuote(api, input.source.quoteId, signal);
      return {
        unitId: quote.property_id,
        unitName: quote.property_name,
        price: quote.final_price,
        quoteId: quote.id,
        quoteAccepted: quote.status === 'accepted',
        deposit: quote.separation_amount > 0 ? quote.separation_amount : null,
        leads: [{ id: quote.lead_id, name: quote.lead_name ?? `Lead ${quote.lead_id}` }],
      };
    }
    const [unit, leads] = await Promise.all([
      fetchProperty(api, input.source.unitId, signal),
      fetchLeads(api, { company_id: input.companyId, page: 1, limit: 100 }, signal),
    ]);
    return {
      unitId: unit.id,
      unitName: unit.name,
      price: unit.price ?? null,
      quoteId: null,
      quoteAccepted: true,
      deposit: null,
      leads: leads.leads.map((l) => ({ id: l.id, name: l.contact_name ?? `Lead ${l.id}` })),
    };
  }
);

/** 'Separar'. */
export const saveSeparation = fromPromise<Reservation, ReservationCreate>(({ input }) =>
  createReservation(api, input)
);
