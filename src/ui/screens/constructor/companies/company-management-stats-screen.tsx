import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { companyManagementStatsPageMachine } from '#machines/constructor/company-management-stats-page/company-management-stats-page.machine';
import { selectCompanyManagementStatsView } from '#machines/constructor/company-management-stats-page/company-management-stats-page.select';
import { Card, StatCard } from '#ui/components/card';
import { pageStyles } from '#ui/components/page-kit';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { StatsLoadStates } from '../stats/stats-load-states';
import { CompanyViewsFrame } from '#ui/shell/workspace-nav';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '6',
});

type Row = { label: string; count: number };

function TallyCard({ title, heading, rows }: { title: string; heading: string; rows: Row[] }) {
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>Sin datos</p>
      ) : (
        <Table aria-label={title}>
          <TableHead>
            <TableRow>
              <TableHeader>{heading}</TableHeader>
              <TableHeader>Empresas</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell>{row.label}</TableCell>
                <TableCell>{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

type PageRef = ActorRefFrom<typeof companyManagementStatsPageMachine>;

/** Estadísticas of 'Gestión de Empresas': every figure counted by the server over the user's companies. */
export function CompanyManagementStatsView({ pageRef }: { pageRef: PageRef }) {
  const view = useSelector(pageRef, selectCompanyManagementStatsView, shallowEqual);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Estadísticas de Empresas</h1>
      <StatsLoadStates
        loading={view.loading}
        error={view.error}
        onRetry={() => pageRef.send({ type: 'stats.reload' })}
      />
      {view.figures.length > 0 && (
        <>
          <div className={pageStyles.stats}>
            {view.figures.map((figure) => (
              <StatCard key={figure.label} label={figure.label} value={figure.value} />
            ))}
          </div>
          <div className={grid}>
            <TallyCard title="Empresas por estado" heading="Estado" rows={view.statuses} />
            <TallyCard title="Empresas por tipo" heading="Tipo" rows={view.types} />
            <TallyCard title="Empresas por ciudad" heading="Ciudad" rows={view.cities} />
            <TallyCard title="Empresas por departamento" heading="Departamento" rows={view.departments} />
          </div>
        </>
      )}
    </div>
  );
}

/** `/constructor/companies/stats`. */
export function CompanyManagementStatsScreen() {
  const pageRef = useActorRef(companyManagementStatsPageMachine);
  return (
    <CompanyViewsFrame>
      <CompanyManagementStatsView pageRef={pageRef} />
    </CompanyViewsFrame>
  );
}
