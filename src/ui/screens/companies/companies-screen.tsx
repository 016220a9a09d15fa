import { shallowEqual, useSelector } from '@xstate/react';
import { css } from '#styled-system/css';
import type { MyCompany } from '#domain/company';
import { formatDate } from '#domain/format';
import { can, type Access } from '#domain/permissions';
import { selectSessionView } from '#machines/shell/session/session.select';
import { useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button, ButtonLink } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { EmptyState } from '#ui/components/empty-state';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { orDash, pageStyles } from '#ui/components/page-kit';
import { useAccess } from '#ui/shell/use-page-bindings';

const muted = css({ color: 'fg.muted', textStyle: 'caption', display: 'block' });

/** A row of the list: the company and whether the policy lets the user edit it. */
type CompanyRow = MyCompany & { canEdit: boolean };

/** The rows of /companies, each with the policy's answer to 'company.update' in that company. */
export const companyRows = (companies: readonly MyCompany[], access: Access): CompanyRow[] =>
  companies.map((company) => ({ ...company, canEdit: can(access, 'company.update', company.id) }));

/** Props of {@link CompaniesView}. */
export type CompaniesViewProps = {
  companies: CompanyRow[];
  loading: boolean;
  error: string | null;
  onRetry(): void;
};

/** Spec §2 /companies: 'Gestion de Empresas', the caller's companies in a table with Editar and Ver. */
export function CompaniesView({ companies, loading, error, onRetry }: CompaniesViewProps) {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <h1 className={pageStyles.title}>Gestion de Empresas</h1>
        <div className={pageStyles.actions}>
          <ButtonLink href="/company" variant="outline">
            Mi Empresa
          </ButtonLink>
          <ButtonLink href="/company/new">Nueva Empresa</ButtonLink>
        </div>
      </div>
      {loading && <Spinner size="lg" text="Cargando empresas..." />}
      {error && (
        <Alert
          tone="error"
          title="Error al cargar las empresas"
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              Reintentar
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {!loading && !error && companies.length === 0 && (
        <EmptyState
          title="No hay empresas"
          description="Todavía no perteneces a ninguna empresa."
          action={<ButtonLink href="/company/new">Crear la primera empresa</ButtonLink>}
        />
      )}
      {!loading && !error && companies.length > 0 && (
        <Card>
          <Table aria-label="Empresas" stacked>
            <TableHead>
              <TableRow>
                <TableHeader>Empresa</TableHeader>
                <TableHeader>Ubicacion</TableHeader>
                <TableHeader>Contacto</TableHeader>
                <TableHeader>Estado</TableHeader>
                <TableHeader>Fecha de Registro</TableHeader>
                <TableHeader>Acciones</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {companies.map((company) => (
                <TableRow key={company.id}>
                  <TableCell label="Empresa">
                    <strong>{company.name}</strong>
                    <span className={muted}>{orDash(company.registration_id, 'Sin ID de registro')}</span>
                  </TableCell>
                  <TableCell label="Ubicacion">
                    {orDash(company.city, 'Sin ciudad')}
                    <span className={muted}>{company.country_name ?? company.country_code}</span>
                  </TableCell>
                  <TableCell label="Contacto">
                    {orDash(company.email, 'Sin correo')}
                    <span className={muted}>{orDash(company.phone, 'Sin teléfono')}</span>
                  </TableCell>
                  <TableCell label="Estado">
                    <Badge tone="green">Activa</Badge>
                  </TableCell>
                  <TableCell label="Fecha de Registro">{formatDate(company.created_at)}</TableCell>
                  <TableCell label="Acciones">
                    <div className={pageStyles.actions}>
                      {company.canEdit && (
                        <ButtonLink
                          size="sm"
                          variant="outline"
                          href={`/company/${company.id}/edit`}
                          aria-label={`Editar ${company.name}`}
                        >
                          Editar
                        </ButtonLink>
                      )}
                      <ButtonLink
                        size="sm"
                        variant="ghost"
                        href={`/company/${company.id}`}
                        aria-label={`Ver ${company.name}`}
                      >
                        Ver
                      </ButtonLink>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </div>
  );
}

/** /companies: the session's companies (the same list as the top-bar selector, reloaded after any change). */
export function CompaniesScreen() {
  const sessionRef = useSessionRef();
  const access = useAccess();
  const session = useSelector(sessionRef, (s) => (s ? selectSessionView(s) : null), shallowEqual);
  return (
    <CompaniesView
      companies={companyRows(session?.companies ?? [], access)}
      loading={session?.loading ?? true}
      error={session?.failed ? (session.error?.message ?? 'Error al cargar las empresas') : null}
      onRetry={() => sessionRef?.send({ type: 'session.retry' })}
    />
  );
}
