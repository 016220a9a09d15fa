import type { SnapshotFrom } from 'xstate';
import { COMPANY_STATUS_LABELS, COMPANY_TYPE_LABELS, CompanyTypeSchema } from '#domain/company-management';
import type { companyManagementStatsPageMachine } from './company-management-stats-page.machine';

type Snapshot = SnapshotFrom<typeof companyManagementStatsPageMachine>;

const NOT_STATED = 'Sin especificar';

/** Estadísticas: the headline figures, the status split and the type, city and department tables. */
export const selectCompanyManagementStatsView = (s: Snapshot) => {
  const { stats, error } = s.context;
  const rows = (tally: { key: string | null; count: number }[], label = (k: string) => k) =>
    tally.map((t) => ({ label: t.key === null ? NOT_STATED : label(t.key), count: t.count }));
  return {
    loading: s.matches('loading'),
    error: s.matches('failed') ? error : null,
    figures: stats
      ? [
          { label: 'Total Empresas', value: stats.total_companies },
          { label: 'Empresas Activas', value: stats.by_status.active },
          { label: 'Empresas Verificadas', value: stats.verified_companies },
          { label: 'Total Proyectos', value: stats.total_projects },
          { label: 'Total Miembros', value: stats.total_members },
          { label: 'Total Empleados', value: stats.total_employees },
        ]
      : [],
    statuses: stats
      ? (['active', 'inactive', 'pending'] as const).map((status) => ({
          label: COMPANY_STATUS_LABELS[status],
          count: stats.by_status[status],
        }))
      : [],
    types: stats
      ? rows(stats.by_type, (k) => {
          const type = CompanyTypeSchema.safeParse(k);
          return type.success ? COMPANY_TYPE_LABELS[type.data] : k;
        })
      : [],
    cities: stats ? rows(stats.by_city) : [],
    departments: stats ? rows(stats.by_department) : [],
  };
};
