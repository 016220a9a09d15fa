import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatDate } from '#domain/format';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import type { CompanyDetail } from '#machines/shared/company-detail/company-detail.actors';
import { selectCompanyDetailView } from '#machines/shared/company-detail/company-detail.select';
import {
  companyDetailPageMachine,
  type CompanyDetailPageEvent,
} from '#machines/company/company-detail-page/company-detail-page.machine';
import {
  selectCompanyDetailPageView,
  type CompanyDetailPageView,
} from '#machines/company/company-detail-page/company-detail-page.select';
import { useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button, ButtonLink } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { Spinner } from '#ui/components/spinner';
import { DetailList, orDash, pageStyles, TrashIcon } from '#ui/components/page-kit';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { DeleteCompanyDialog } from './delete-company-dialog';
import { MembersSection } from './members-section';

/** Spec §2: 'Verificada' or 'No verificada'. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge tone="green">Verificada</Badge> : <Badge tone="gray">No verificada</Badge>;
}

/** The general and registration facts of a company, as /company and /company/{id} show them. */
export function CompanyFacts({ company }: { company: CompanyDetail }) {
  return (
    <div className={pageStyles.columns}>
      <Card title="Información general">
        <DetailList
          items={[
            { label: 'Nombre', value: company.name },
            { label: 'País', value: orDash(company.country_name ?? company.country_code) },
            { label: 'Ciudad', value: orDash(company.city) },
            { label: 'Dirección', value: orDash(company.address, 'No especificada') },
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
            { label: 'Teléfono', value: orDash(company.phone) },
            { label: 'Correo', value: orDash(company.email) },
          ]}
        />
      </Card>
      <Card title="Información de registro">
        <DetailList
          items={[
            { label: 'ID de registro', value: orDash(company.registration_id) },
            { label: 'Verificación', value: <VerifiedBadge verified={company.verified} /> },
            { label: 'Estado', value: <Badge tone="green">Activa</Badge> },
            { label: 'Creada', value: formatDate(company.created_at) },
            { label: 'Actualizada', value: formatDate(company.updated_at) },
          ]}
        />
      </Card>
    </div>
  );
}

/** Props of {@link CompanyDetailView}. */
export type CompanyDetailViewProps = {
  /** The page's projection: its child actors and the rights the policy gives. */
  page: CompanyDetailPageView;
  send(event: CompanyDetailPageEvent): void;
};

/** /company/{id}: general and registration info, edit and delete for managers, and the members section. */
export function CompanyDetailView({ page, send }: CompanyDetailViewProps) {
  const { detailRef, deleteRef, membersRef, role } = page;
  const view = useSelector(detailRef, selectCompanyDetailView, shallowEqual);
  const company = view.company;
  return (
    <div className={pageStyles.page}>
      {view.loading && <Spinner size="lg" text="Cargando empresa..." />}
      {view.notFound && (
        <Alert
          tone="info"
          title="Empresa no encontrada"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'page.back' })}>
              Volver
            </Button>
          }
        >
          La empresa que buscas no existe o no tienes permisos para verla.
        </Alert>
      )}
      {view.failed && (
        <Alert
          tone="error"
          title="Error al cargar los detalles de la empresa"
          action={
            <Button size="sm" variant="outline" onClick={() => detailRef.send({ type: 'company.reload' })}>
              Reintentar
            </Button>
          }
        >
          {view.error}
        </Alert>
      )}
      {company && !view.notFound && (
        <>
          <div className={pageStyles.header}>
            <div>
              <h1 className={pageStyles.title}>{company.name}</h1>
              <p className={css({ display: 'flex', gap: '2', alignItems: 'center', mt: '1' })}>
                <VerifiedBadge verified={company.verified} />
                {role && <Badge tone="blue">{COMPANY_ROLE_LABELS[role]}</Badge>}
              </p>
            </div>
            <div className={pageStyles.actions}>
              <ButtonLink href="/companies" variant="outline">
                Volver a Empresas
              </ButtonLink>
              {page.canUpdate && <ButtonLink href={`/company/${company.id}/edit`}>Editar</ButtonLink>}
              {page.canDelete && (
                <Button
                  variant="danger"
                  onClick={() =>
                    send({ type: 'company.delete', company: { id: company.id, name: company.name } })
                  }
                >
                  <TrashIcon /> Eliminar Empresa
                </Button>
              )}
            </div>
          </div>
          <CompanyFacts company={company} />
          {membersRef && <MembersSection membersRef={membersRef} assignableRoles={page.assignableRoles} />}
        </>
      )}
      <DeleteCompanyDialog deleteRef={deleteRef} />
    </div>
  );
}

/** The page's body: renders the page machine's one projection. */
export function CompanyDetailPage({ pageRef }: { pageRef: ActorRefFrom<typeof companyDetailPageMachine> }) {
  const page = useSelector(pageRef, selectCompanyDetailPageView, shallowEqual);
  return <CompanyDetailView page={page} send={pageRef.send} />;
}

/** One company's page machine, keyed by company so another id starts afresh. */
function CompanyDetailScreenFor({ companyId }: { companyId: number }) {
  const access = useAccess();
  const sessionRef = useSessionRef();
  const navigate = useNavigateAction();
  const pageRef = useActorRef(
    companyDetailPageMachine.provide({
      actions: { navigate, reloadSession: () => sessionRef?.send({ type: 'session.reload' }) },
    }),
    { input: { companyId, access } }
  );
  useAccessSync(pageRef, access);
  return <CompanyDetailPage pageRef={pageRef} />;
}

/** /company/{companyId}. */
export function CompanyDetailScreen() {
  const { companyId } = useParams<{ companyId: string }>();
  const id = Number(companyId);
  return <CompanyDetailScreenFor key={id} companyId={Number.isInteger(id) && id > 0 ? id : -1} />;
}
