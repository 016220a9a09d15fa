import type { ConstructorDashboard } from '#domain/constructor-workspace';
import { formatMoney } from '#domain/format';
import { StatCard } from '#ui/components/card';
import { pageStyles } from '#ui/components/page-kit';

/** Spec §2 "Constructor dashboard": the four KPI cards, as the server counted them. */
export function DashboardKpis({ kpis }: { kpis: ConstructorDashboard['kpis'] }) {
  return (
    <div className={pageStyles.stats}>
      <StatCard label="Proyectos Activos" value={kpis.active_projects} hint="Sin finalizar ni cancelar" />
      <StatCard
        label="Ingresos del Mes"
        value={formatMoney(kpis.revenue_this_month)}
        hint="Unidades vendidas"
      />
      <StatCard label="Leads Calificados" value={kpis.qualified_leads} />
      <StatCard
        label="Progreso Promedio"
        value={`${kpis.average_progress}%`}
        hint="Obra de proyectos activos"
      />
    </div>
  );
}
