import { fromPromise } from 'xstate';
import type { LeadChange, LeadContact, LeadCreate, LeadCreated, LeadDetail, LeadList } from '#domain/lead';
import { api } from '#api/runtime';
import {
  contactLead,
  createLead,
  exportLeads,
  fetchLead,
  fetchLeads,
  recordWhatsapp,
  updateLead,
  type LeadsFilter,
} from '#api/leads.api';

/** One page of the panel for the company, tab and search. */
export const loadLeads = fromPromise<LeadList, LeadsFilter & { page: number; limit: number }>(
  ({ input, signal }) => fetchLeads(api, input, signal)
);

/** The lead of 'Ver perfil', with its history. */
export const loadLead = fromPromise<LeadDetail, { leadId: number }>(({ input, signal }) =>
  fetchLead(api, input.leadId, signal)
);

/** 'Nuevo Lead' saved. */
export const saveLead = fromPromise<LeadCreated, LeadCreate>(({ input }) => createLead(api, input));

/** A status or notes change from the profile. */
export const changeLead = fromPromise<LeadDetail, { leadId: number; version: number; patch: LeadChange }>(
  ({ input }) => updateLead(api, input.leadId, { ...input.patch, version: input.version })
);

/** How the team reached out: 'Contactar' by e-mail or phone, or 'WhatsApp'. */
export type ContactChannel = LeadContact['channel'] | 'whatsapp';

/** 'Contactar' or 'WhatsApp': recorded by the server while the browser opens the mail, phone or WhatsApp app. */
export const recordContact = fromPromise<LeadDetail, { leadId: number; channel: ContactChannel }>(
  ({ input }) =>
    input.channel === 'whatsapp'
      ? recordWhatsapp(api, input.leadId)
      : contactLead(api, input.leadId, { channel: input.channel })
);

/** 'Exportar': the CSV of the current tab and search. */
export const downloadCsv = fromPromise<Blob, LeadsFilter>(({ input, signal }) =>
  exportLeads(api, input, signal)
);
