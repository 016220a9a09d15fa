import type { SnapshotFrom } from 'xstate';
import { LEAD_FILTER_TABS, LEAD_STATUS_LABELS, type LeadStatus } from '#domain/lead';
import { can } from '#domain/permissions';
import type { leadsPageMachine } from './leads-page.machine';

type Snapshot = SnapshotFrom<typeof leadsPageMachine>;

const TABS: { status: LeadStatus | null; label: string }[] = [
  { status: null, label: 'Todos' },
  ...LEAD_FILTER_TABS.map((status) => ({ status, label: LEAD_STATUS_LABELS[status] })),
];

/** 'Ver perfil': the lead with its history, and whether a change is being saved. */
const selectDetail = (s: Snapshot) => ({
  open: s.matches({ detail: 'open' }),
  loading: s.matches({ detail: { open: 'loading' } }),
  saving: s.matches({ detail: { open: 'saving' } }),
  /** Another person changed the lead first: 'Otra persona cambió este registro' with 'Recargar'. */
  stale: s.hasTag('stale'),
  error: s.matches({ detail: { open: 'failed' } }) ? s.context.detailError : null,
  lead: s.context.lead,
  /** 'Cotizar' (OWNER, ADMIN, MEMBER): the quote form with the lead, and the unit it asked about when there is one. */
  quoteHref:
    s.context.lead && can(s.context.access, 'quote.create', s.context.companyId)
      ? `/constructor/quotes/new?lead_id=${s.context.lead.id}${
          s.context.lead.property_id === null ? '' : `&property_id=${s.context.lead.property_id}`
        }`
      : null,
});

/**
 * What the leads panel shows: the tabs with their counts, the search box, one page of cards, the empty states, the
 * profile, the 'Nuevo Lead' form, and what the policy lets the user do in the company.
 */
export const selectLeadsPageView = (s: Snapshot) => {
  const { access, companyId, list, status, q, draft, page, mine } = s.context;
  const ready = s.matches({ list: 'ready' });
  const leads = list?.leads ?? [];
  const filtering = status !== null || q !== '' || mine;
  return {
    tabs: TABS.map((tab) => ({
      ...tab,
      count: list ? list.counts[tab.status ?? 'all'] : null,
      active: tab.status === status,
    })),
    draft,
    /** 'Mis leads' is on. */
    mine,
    loading: s.matches({ list: 'loading' }) && list === null,
    refreshing: s.matches({ list: 'loading' }),
    error: s.matches({ list: 'failed' }),
    leads,
    page,
    totalPages: list?.total_pages ?? 0,
    totalItems: list?.total_items ?? 0,
    /** 'No hay leads': the company has none at all. */
    empty: ready && leads.length === 0 && !filtering,
    /** 'No se encontraron leads con los filtros seleccionados'. */
    nothingFound: ready && leads.length === 0 && filtering,
    detail: selectDetail(s),
    form: {
      open: !s.matches({ form: 'closed' }),
      saving: s.matches({ form: 'saving' }),
      error: s.context.formError,
    },
    exporting: s.matches({ export: 'exporting' }),
    contacting: s.matches({ contact: 'recording' }),
    /** 'Nuevo Lead' (OWNER, ADMIN, MEMBER). */
    canCreate: can(access, 'lead.create', companyId),
    /** Status, notes and the record of 'Contactar' (OWNER, ADMIN, MEMBER); a VIEWER only reads. */
    canWrite: can(access, 'lead.update', companyId),
    /** 'Asignar a' (OWNER, ADMIN). */
    canAssign: can(access, 'lead.assign', companyId),
    /** 'Exportar datos' and 'Anonimizar' in the profile (OWNER, ADMIN). */
    canManagePrivacy: can(access, 'privacy.manage', companyId),
    /** The export and 'Anonimizar' flow the page keeps beside it. */
    privacyRef: s.children.leadPrivacy!,
    /** The 'Asignar a' dialog the page keeps beside it. */
    assignRef: s.children.leadAssign!,
    /** The open profile's tasks and visits. */
    workRef: s.matches({ detail: 'open' }) ? (s.children.leadWork ?? null) : null,
  };
};
