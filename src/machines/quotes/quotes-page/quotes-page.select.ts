import type { SnapshotFrom } from 'xstate';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from '#domain/quote';
import { can } from '#domain/permissions';
import type { quotesPageMachine } from './quotes-page.machine';

type Snapshot = SnapshotFrom<typeof quotesPageMachine>;

const TABS: { status: QuoteStatus | null; label: string }[] = [
  { status: null, label: 'Todas' },
  ...QUOTE_STATUSES.map((status) => ({ status, label: QUOTE_STATUS_LABELS[status] })),
];

/** What 'Cotizaciones' shows: the status tabs with counts, the project filter, one page of rows. */
export const selectQuotesPageView = (s: Snapshot) => {
  const { list, status, projectId, access, companyId } = s.context;
  const quotes = list?.quotes ?? [];
  const ready = s.matches('ready');
  return {
    tabs: TABS.map((tab) => ({
      ...tab,
      count: list ? list.counts[tab.status ?? 'all'] : null,
      active: tab.status === status,
    })),
    projects: s.context.projects ?? [],
    projectId,
    loading: s.matches('loading') && list === null,
    refreshing: s.matches('loading') && list !== null,
    error: s.matches('failed'),
    quotes: quotes.map((q) => ({ ...q, statusLabel: QUOTE_STATUS_LABELS[q.status] })),
    page: list?.page ?? 1,
    totalPages: list?.total_pages ?? 0,
    /** Nothing quoted yet, or nothing under the filters. */
    empty: ready && quotes.length === 0 && status === null && projectId === null,
    nothingFound: ready && quotes.length === 0 && (status !== null || projectId !== null),
    /** Quoting starts from a unit ('Cotizar' on the availability board): the list says so. */
    canCreate: can(access, 'quote.create', companyId),
  };
};
