import { css } from '#styled-system/css';
import { constructionDisplayBadge, projectPriorityBadge } from '#domain/construction';
import type { ConstructorDashboard } from '#domain/constructor-workspace';
import { formatMoney } from '#domain/format';
import { Badge } from '#ui/components/badge';
import { Card } from '#ui/components/card';
import { EmptyState } from '#ui/components/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { MeterBar } from './meter-bar';

type Row = ConstructorDashboard['construction_projects'][number];

const styles = {
  progress: css({ display: 'flex', alignItems: 'center', gap: '2', minW: '8rem' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption', display: 'block' }),
};

function Budget({ row }: { row: Row }) {
  if (row.budget === null) return <>Sin presupuesto</>;
  return (
    <>
      {formatMoney(row.budget, row.currency)}
      <span className={styles.muted}>{row.percent_spent}% ejecutado</span>
    </>
  );
}

/** Spec §2: project, status, progress, budget with percent spent, manager, priority. */
export function ConstructionProjectsTable({ rows }: { rows: Row[] }) {
  return (
    <Card title="Proyectos en Construcción">
      {rows.length === 0 ? (
        <EmptyState title="Aún no hay proyectos" />
      ) : (
        <Table aria-label="Proyectos en construcción" stacked>
          <TableHead>
            <TableRow>
              <TableHeader>Proyecto</TableHeader>
              <TableHeader>Estado</TableHeader>
              <TableHeader>Progreso</TableHeader>
              <TableHeader>Presupuesto</TableHeader>
              <TableHeader>Responsable</TableHeader>
              <TableHeader>Prioridad</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const status = constructionDisplayBadge(row.display_status);
              const priority = projectPriorityBadge(row.priority);
              return (
                <TableRow key={row.project_id}>
                  <TableCell label="Proyecto">{row.name}</TableCell>
                  <TableCell label="Estado">
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </TableCell>
                  <TableCell label="Progreso">
                    <div className={styles.progress}>
                      <MeterBar percent={row.progress} tone="blue" label={`Progreso de ${row.name}`} />
                      <span>{row.progress}%</span>
                    </div>
                  </TableCell>
                  <TableCell label="Presupuesto">
                    <Budget row={row} />
                  </TableCell>
                  <TableCell label="Responsable">{row.manager ?? 'Sin asignar'}</TableCell>
                  <TableCell label="Prioridad">
                    <Badge tone={priority.tone}>{priority.label}</Badge>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
