import type { SnapshotFrom } from 'xstate';
import { can } from '#domain/permissions';
import type { salesPageMachine } from './sales-page.machine';

type Snapshot = SnapshotFrom<typeof salesPageMachine>;

/**
 * What 'Ventas y cartera' shows: the figures of the company and its projects, the separaciones in force, one page of
 * sales (overdue ones marked), the open separación's chart, the open sale with its payment form, and what the policy
 * lets the user do.
 */
export const selectSalesPageView = (s: Snapshot) => {
  const { cartera, access, companyId } = s.context;
  return {
    loading: s.hasTag('loading') && cartera === null,
    refreshing: s.hasTag('loading') && cartera !== null,
    error: s.matches({ list: 'failed' }),
    company: cartera?.company ?? null,
    /** The project filter's choices: the projects Cartera has figures for (units outside a project count in 'Todos'). */
    projects: (cartera?.projects ?? []).flatMap((p) =>
      p.project_id === null ? [] : [{ id: p.project_id, name: p.project_name ?? '' }]
    ),
    projectId: s.context.projectId,
    reservations: s.context.reservations,
    sales: cartera?.items ?? [],
    page: cartera?.page ?? 1,
    totalPages: cartera?.total_pages ?? 1,
    exporting: s.matches({ export: 'exporting' }),
    documentTypes: s.context.documentTypes,
    /** The open separación's own chart, which its panel renders. */
    reservationRef: s.matches({ reservation: 'open' }) ? (s.children.reservationMachine ?? null) : null,
    /** The 'Separar' dialog's chart while it is open. */
    separationRef: s.matches({ separation: 'open' }) ? (s.children.separationMachine ?? null) : null,
    /** A link asked to separate a unit, and the role may not. */
    separationRefused: s.matches({ separation: 'refused' }),
    detail: {
      open: s.matches({ detail: 'open' }),
      loading: s.matches({ detail: { open: 'loading' } }),
      paying: s.matches({ detail: { open: 'paying' } }),
      error: s.matches({ detail: { open: 'failed' } }) ? s.context.detailError : null,
      paymentError: s.context.paymentError,
      sale: s.context.sale,
      canPay: can(access, 'payment.record', companyId),
    },
  };
};
