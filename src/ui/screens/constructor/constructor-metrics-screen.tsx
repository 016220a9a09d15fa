import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '#domain/format';
import { constructorStatsPageMachine } from '#machines/constructor/constructor-stats-page/constructor-stats-page.machine';
import { selectConstructorMetricsView } from '#machines/constructor/constructor-stats-page/constructor-stats-page.select';
import { Card, StatCard } from '#ui/components/card';
import { pageStyles } from '#ui/components/page-kit';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { StatsLoadStates } from './stats/stats-load-states';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { ProjectViewsFrame } from '#ui/shell/workspace-nav';

type Props = { pageRef: ActorRefFrom<typeof constructorStatsPageMachine>; companyName: string };

/** Métricas: the company's figures as KPI cards and tables (spec §2, project management views). */
export function ConstructorMetricsView({ pageRef, companyName }: Props) {
  const view = useSelector(pageRef, selectConstructorMetricsView, shallowEqual);
  const f = view.figures;
  return (
    <div className={pageStyles.page}>
      <div>
        <h1 className={pageStyles.title}>Métricas</h1>
        <p className={pageStyles.subtitle}>{companyName}</p>
      </div>
      <StatsLoadStates
        loading={view.loading}
        error={view.error}
        onRetry={() => pageRef.send({ type: 'stats.reload' })}
      />
      {f && (
        <>
          <div className={pageStyles.stats}>
            <StatCard label="Unidades Totales" value={f.units.total} />
            <StatCard label="Unidades Vendidas" value={f.units.sold} />
            <StatCard label="Unidades Disponibles" value={f.units.available} />
            <StatCard label="Progreso Promedio" value={`${f.averageProgress}%`} />
          </div>
          <div className={pageStyles.columns}>
            <Card title="Proyectos por etapa">
              <Table aria-label="Proyectos por etapa">
                <TableHead>
                  <TableRow>
                    <TableHeader>Etapa</TableHeader>
                    <TableHeader>Proyectos</TableHeader>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.stages.map((s) => (
                    <TableRow key={s.stage}>
                      <TableCell>{s.label}</TableCell>
                      <TableCell>{s.count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
            <Card title="Ingresos por mes">
              <Table aria-label="Ingresos por mes">
                <TableHead>
                  <TableRow>
                    <TableHeader>Mes</TableHeader>
                    <TableHeader>Ingresos</TableHeader>
                    <TableHeader>Meta</TableHeader>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.months.map((m) => (
                    <TableRow key={m.month}>
                      <TableCell>{m.label}</TableCell>
                      <TableCell>{formatMoney(m.revenue)}</TableCell>
                      <TableCell>{m.target === null ? 'Sin meta' : formatMoney(m.target)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          </div>
          <Card title="Top 5 proyectos por ventas">
            <Table aria-label="Top 5 proyectos por ventas">
              <TableHead>
                <TableRow>
                  <TableHeader>Proyecto</TableHeader>
                  <TableHeader>Unidades vendidas</TableHeader>
                  <TableHeader>Ventas</TableHeader>
                  <TableHeader>Ingresos</TableHeader>
                </TableRow>
              </TableHead>
              <TableBody>
                {view.topProjects.map((p) => (
                  <TableRow key={p.project_id}>
                    <TableCell>{p.name}</TableCell>
                    <TableCell>
                      {p.units_sold} de {p.total_units}
                    </TableCell>
                    <TableCell>{p.sales_percent}%</TableCell>
                    <TableCell>{formatMoney(p.revenue)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </>
      )}
    </div>
  );
}

function MetricsPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const pageRef = useActorRef(constructorStatsPageMachine, { input: { companyId } });
  return <ConstructorMetricsView pageRef={pageRef} companyName={companyName} />;
}

/** `/constructor/projects/metrics`. */
export function ConstructorMetricsScreen() {
  return (
    <ProjectViewsFrame>
      <WithActiveCompany>
        {(company) => <MetricsPage key={company.id} companyId={company.id} companyName={company.name} />}
      </WithActiveCompany>
    </ProjectViewsFrame>
  );
}
