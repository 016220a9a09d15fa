import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
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
import { Spinner } from '#ui/components/spinner';
import { pageStyles, TrashIcon } from '#ui/components/page-kit';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { DeleteCompanyDialog } from '#ui/components/delete-company-dialog';
import { LeadCaptureSection } from './lead-capture-section';
import { SaleSettingsSection } from './sale-settings-section';
import { MembersSection } from './members-section';
import { PrivacySection } from './privacy-section';
import { CompanyFacts, VerifiedBadge } from '#ui/components/company-facts';

/** Props of {@link CompanyDetailView}. */
export type CompanyDetailViewProps = {
  /** The page's projection: its child actors and the rights the policy gives. */
  page: CompanyDetailPageView;
  send(event: CompanyDetailPageEvent): void;
};

/** /company/{id}: general and registration info, edit and delete for managers, and the members section. */
export function CompanyDetailView({ page, send }: CompanyDetailViewProps) {
  const { detailRef, deleteRef, membersRef, leadCaptureRef, saleSettingsRef, role } = page;
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
          {leadCaptureRef && <LeadCaptureSection captureRef={leadCaptureRef} />}
          {page.privacyRef && <PrivacySection privacyRef={page.privacyRef} canEdit={page.canEditPrivacy} />}
          {saleSettingsRef && <SaleSettingsSection settingsRef={saleSettingsRef} canEdit={page.canUpdate} />}
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
