import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '#domain/audit';
import { adminAuditPageMachine } from '#machines/admin/admin-audit-page/admin-audit-page.machine';
import { selectAdminAuditPageView } from '#machines/admin/admin-audit-page/admin-audit-page.select';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { EmptyState } from '#ui/components/empty-state';
import { Pagination } from '#ui/components/pagination';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { orDash, pageStyles } from '#ui/components/page-kit';

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'medium' });

/** What an entry's details say, in the screen's words: the role change, the role invited, a platform write. */
function detailsOf(entry: AuditEntry): string {
  const d = entry.details;
  const parts: string[] = [];
  if (typeof d.from === 'string' && typeof d.to === 'string') parts.push(`${d.from} → ${d.to}`);
  else if (typeof d.role === 'string') parts.push(`Rol: ${d.role}`);
  if (typeof d.operation === 'string') parts.push(d.operation);
  return parts.join(' · ');
}

/** The log's table: when, who, what, where and on what. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table aria-label="Registro de auditoría">
      <TableHead>
        <TableRow>
          <TableHeader>Fecha</TableHeader>
          <TableHeader>Usuario</TableHeader>
          <TableHeader>Acción</TableHeader>
          <TableHeader>Empresa</TableHeader>
          <TableHeader>Elemento</TableHeader>
          <TableHeader>Detalle</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{dateTime.format(new Date(entry.occurred_at))}</TableCell>
            <TableCell>{entry.actor_email}</TableCell>
            <TableCell>
              <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
                {AUDIT_ACTION_LABELS[entry.action]}
                {entry.details.via_platform === true && (
                  <Badge tone="yellow">Administrador de plataforma</Badge>
                )}
              </span>
            </TableCell>
            <TableCell>{orDash(entry.company_name)}</TableCell>
            <TableCell>
              {orDash(entry.entity_name ?? (entry.entity_id === null ? null : `#${entry.entity_id}`))}
            </TableCell>
            <TableCell>{orDash(detailsOf(entry) || null)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The page's body, rendered from the page machine's projection. */
export function AdminAuditPage({ pageRef }: { pageRef: ActorRefFrom<typeof adminAuditPageMachine> }) {
  const view = useSelector(pageRef, selectAdminAuditPageView, shallowEqual);
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Registro de Auditoría</h1>
          <p className={pageStyles.subtitle}>
            Eliminaciones, cambios de rol, invitaciones y cambios de administradores de plataforma
          </p>
        </div>
      </div>
      {view.loading && <Spinner size="lg" text="Cargando registro de auditoría..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => pageRef.send({ type: 'audit.reload' })}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {!view.loading && !view.error && view.entries.length === 0 && (
        <EmptyState title="Sin registros" description="Todavía no hay acciones registradas." />
      )}
      {!view.loading && view.entries.length > 0 && (
        <Card title={`${view.totalItems} registro(s)`}>
          <AuditTable entries={view.entries} />
          <Pagination
            page={view.page}
            totalPages={view.totalPages}
            onPageChange={(page) => pageRef.send({ type: 'audit.page', page })}
          />
        </Card>
      )}
    </div>
  );
}

/** /admin/audit: the platform's audit log (platform read permission, checked by the server). */
export function AdminAuditScreen() {
  const pageRef = useActorRef(adminAuditPageMachine);
  return <AdminAuditPage pageRef={pageRef} />;
}
