import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useLocation, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatDate } from '#domain/format';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import {
  adminCompanyDetailPageMachine,
  type AdminCompanyDetailPageEvent,
} from '#machines/admin/admin-company-detail-page/admin-company-detail-page.machine';
import {
  selectAdminCompanyDetailPageView,
  type AdminCompanyDetailPageView,
} from '#machines/admin/admin-company-detail-page/admin-company-detail-page.select';
import { selectCompanyDetailView } from '#machines/shared/company-detail/company-detail.select';
import { selectSessionView } from '#machines/shell/session/session.select';
import { useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { Card, StatCard } from '#ui/components/card';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { VerifiedBadge } from '#ui/components/company-facts';
import { DetailList, orDash, pageStyles, TrashIcon } from '#ui/components/page-kit';
import { DeleteCompanyDialog } from '#ui/components/delete-company-dialog';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';

/** Props of {@link AdminCompanyDetailView}. */
export type AdminCompanyDetailViewProps = {
  /** The page's projection: the detail's and the dialog's actors, and the delete right. */
  page: AdminCompanyDetailPageView;
  send(event: AdminCompanyDetailPageEvent): void;
};

/** Spec §2 "Admin company detail": info, location, figures, actions, system info and the delete dialog. */
export function AdminCompanyDetailView({ page, send }: AdminCompanyDetailViewProps) {
  const { detailRef, deleteRef } = page;
  const onBack = () => send({ type: 'page.back' });
  const view = useSelector(detailRef, selectCompanyDetailView, shallowEqual);
  const company = view.company;
  const back = (
    <Button size="sm" variant="outline" onClick={onBack}>
      Volver a Empresas
    </Button>
  );
  if (view.loading) return <Spinner size="lg" text="Cargando detalles de la empresa..." />;
  if (view.notFound) {
    return (
      <Alert tone="info" title="Empresa no encontrada" action={back}>
        La empresa solicitada no existe o no tienes permisos para verla.
      </Alert>
    );
  }
  if (view.failed) {
    return (
      <Alert
        tone="error"
        title="Error al cargar detalles"
        action={
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button size="sm" variant="outline" onClick={() => detailRef.send({ type: 'company.reload' })}>
              Reintentar
            </Button>
            {back}
          </div>
        }
      >
        {view.error}
      </Alert>
    );
  }
  if (!company) return null;
  const members = company.members ?? [];
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>{company.name}</h1>
          <p className={css({ mt: '1' })}>
            <VerifiedBadge verified={company.verified} />
          </p>
        </div>
      </div>
      <div className={pageStyles.columns}>
        <Card title="Información básica">
          <DetailList
            items={[
              { label: 'Nombre', value: company.name },
              { label: 'ID de registro', value: orDash(company.registration_id) },
              { label: 'País', value: orDash(company.country_name) },
              { label: 'Ciudad', value: orDash(company.city) },
              {
                label: 'Sitio web',
                value: company.website ? (
                  <a href={company.website} target="_blank" rel="noreferrer" className={pageStyles.link}>
                    {company.website}
                  </a>
                ) : (
                  'No especificado'
                ),
              },
            ]}
          />
        </Card>
        <Card title="Ubicación">
          <DetailList
            items={[
              { label: 'Dirección', value: orDash(company.address, 'No especificada') },
              { label: 'Ciudad', value: orDash(company.city) },
              { label: 'País', value: orDash(company.country_name) },
              { label: 'Código de país', value: company.country_code },
            ]}
          />
        </Card>
      </div>
      <div className={pageStyles.stats}>
        <StatCard label="Miembros" value={company.member_count ?? members.length} />
        <StatCard label="Proyectos" value={company.project_count ?? 0} />
      </div>
      <Card title="Acciones">
        <div className={pageStyles.actions}>
          <ButtonLink href={`/admin/projects?company_id=${company.id}`}>Ver Proyectos</ButtonLink>
          <ButtonLink href="/admin/companies" variant="outline">
            Volver a Lista
          </ButtonLink>
          {page.canDelete && (
            <Button
              variant="danger"
              onClick={() =>
                send({ type: 'company.delete', company: { id: company.id, name: company.name, members } })
              }
            >
              <TrashIcon /> Eliminar Empresa
            </Button>
          )}
        </div>
      </Card>
      {members.length > 0 && (
        <Card title="Miembros">
          <Table aria-label="Miembros de la empresa">
            <TableHead>
              <TableRow>
                <TableHeader>Nombre</TableHeader>
                <TableHeader>Correo</TableHeader>
                <TableHeader>Rol</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{m.full_name ?? 'Sin nombre'}</TableCell>
                  <TableCell>{m.email}</TableCell>
                  <TableCell>{COMPANY_ROLE_LABELS[m.role]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <Card title="Información del sistema">
        <DetailList
          items={[
            { label: 'ID', value: String(company.id) },
            { label: 'Creada', value: formatDate(company.created_at) },
            { label: 'Actualizada', value: formatDate(company.updated_at) },
          ]}
        />
      </Card>
      <DeleteCompanyDialog deleteRef={deleteRef} />
    </div>
  );
}

/** The page's body: renders the page machine's one projection. */
export function AdminCompanyDetailPage({
  pageRef,
}: {
  pageRef: ActorRefFrom<typeof adminCompanyDetailPageMachine>;
}) {
  const page = useSelector(pageRef, selectAdminCompanyDetailPageView, shallowEqual);
  return <AdminCompanyDetailView page={page} send={pageRef.send} />;
}

/** One company's page machine, keyed by company so another id starts afresh. */
function AdminCompanyDetailScreenFor({ companyId }: { companyId: number }) {
  const access = useAccess();
  const [, setLocation] = useLocation();
  const navigate = useNavigateAction();
  const sessionRef = useSessionRef();
  const userId = useSelector(sessionRef, (s) => (s ? selectSessionView(s).profile?.id : null) ?? null);
  const pageRef = useActorRef(
    adminCompanyDetailPageMachine.provide({
      actions: {
        navigate,
        // The list reads the server's notice from the history entry (NavigateParams carries no history state).
        navigateWithNotice: (_, params) => setLocation(params.to, { state: { notice: params.notice } }),
        reloadSession: () => sessionRef?.send({ type: 'session.reload' }),
      },
    }),
    { input: { companyId, access, userId } }
  );
  useAccessSync(pageRef, access);
  return <AdminCompanyDetailPage pageRef={pageRef} />;
}

/** /admin/companies/{companyId}. */
export function AdminCompanyDetailScreen() {
  const { companyId } = useParams<{ companyId: string }>();
  const id = Number(companyId);
  return <AdminCompanyDetailScreenFor key={id} companyId={Number.isInteger(id) && id > 0 ? id : -1} />;
}
