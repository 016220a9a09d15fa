import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { selectCompanyFormView } from '#machines/company/company-form/company-form.select';
import {
  companyFormPageMachine,
  type CompanyFormPageEvent,
} from '#machines/company/company-form-page/company-form-page.machine';
import {
  selectCompanyFormPageView,
  type CompanyFormPageView,
} from '#machines/company/company-form-page/company-form-page.select';
import { useAuthRef, useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';
import { StaleRecordAlert } from '#ui/components/stale-record-alert';
import { pageStyles } from '#ui/components/page-kit';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { CompanyFormFields } from './company-form-fields';

/** The create form's warning when the token lacks create:companies (spec §2, §6). */
export const PERMISSION_WARNING =
  'Tu sesión no incluye el permiso create:companies. Si un administrador te lo acaba de asignar, cierra ' +
  'sesión y vuelve a iniciarla para actualizar tus permisos.';

/** Props of {@link CompanyFormView}. */
export type CompanyFormViewProps = {
  /** The page's projection: the form's and the document types' actors, and the permission warning. */
  page: CompanyFormPageView;
  send(event: CompanyFormPageEvent): void;
};

/** /company/new and /company/{id}/edit: the form, or the edit form's loading, missing and failed states. */
export function CompanyFormView({ page, send }: CompanyFormViewProps) {
  const { formRef, docTypesRef, canCreateCompanies, denied } = page;
  const onCancel = () => send({ type: 'form.cancel' });
  const view = useSelector(formRef, selectCompanyFormView, shallowEqual);
  return (
    <div className={pageStyles.page}>
      {!view.isEdit && (
        <nav aria-label="Ruta de navegación" className={pageStyles.breadcrumb}>
          <Link href="/dashboard" className={pageStyles.link}>
            Dashboard
          </Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">Nueva Empresa</span>
        </nav>
      )}
      <div>
        <h1 className={pageStyles.title}>{view.isEdit ? 'Editar Empresa' : 'Nueva Empresa'}</h1>
        {view.company && <p className={pageStyles.subtitle}>{view.company.name}</p>}
      </div>
      {!view.isEdit && !canCreateCompanies && (
        <Alert
          tone="warning"
          title="Permiso create:companies no encontrado"
          action={
            <Button size="sm" variant="outline" onClick={() => send({ type: 'session.relogin' })}>
              Cerrar sesión e iniciar de nuevo
            </Button>
          }
        >
          {PERMISSION_WARNING}
        </Alert>
      )}
      {denied && !view.notFound && (
        <Alert
          tone="warning"
          title={denied.title}
          action={
            <Button size="sm" variant="outline" onClick={onCancel}>
              Volver
            </Button>
          }
        >
          {denied.message}
        </Alert>
      )}
      {view.loading && <Spinner size="lg" text="Cargando datos de la empresa..." />}
      {view.loadError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => formRef.send({ type: 'form.retry' })}>
              Reintentar
            </Button>
          }
        >
          {view.loadError}
        </Alert>
      )}
      {view.notFound && (
        <Alert
          tone="info"
          title="Empresa no encontrada"
          action={
            <Button size="sm" variant="outline" onClick={onCancel}>
              Volver
            </Button>
          }
        >
          La empresa que buscas no existe o no tienes permisos para verla.
        </Alert>
      )}
      {!denied && view.stale && <StaleRecordAlert onReload={() => formRef.send({ type: 'form.reload' })} />}
      {!denied && (view.showForm || view.saved) && (
        <CompanyFormFields
          formRef={formRef}
          docTypesRef={docTypesRef}
          company={view.company && view.isEdit ? view.company : null}
          submitting={view.submitting || view.saved}
          conflict={view.conflict}
          error={view.error}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}

/** The page's body: renders the page machine's one projection. */
export function CompanyFormPage({ pageRef }: { pageRef: ActorRefFrom<typeof companyFormPageMachine> }) {
  const page = useSelector(pageRef, selectCompanyFormPageView, shallowEqual);
  return <CompanyFormView page={page} send={pageRef.send} />;
}

/** One form page's machine; keyed by company so another id starts afresh. */
function CompanyFormScreenFor({ companyId }: { companyId: number | null }) {
  const access = useAccess();
  const authRef = useAuthRef();
  const sessionRef = useSessionRef();
  const navigate = useNavigateAction();
  const pageRef = useActorRef(
    companyFormPageMachine.provide({
      actions: {
        navigate,
        goBack: () => window.history.back(),
        // The new or renamed company must show in the top-bar selector, and the profile reflects the update.
        reloadSession: () => sessionRef?.send({ type: 'session.reload' }),
        logout: () => authRef.send({ type: 'auth.logout' }),
      },
    }),
    { input: { companyId, access } }
  );
  useAccessSync(pageRef, access);
  return <CompanyFormPage pageRef={pageRef} />;
}

/** /company/new. */
export function CompanyCreateScreen() {
  return <CompanyFormScreenFor companyId={null} />;
}

/** /company/{companyId}/edit. */
export function CompanyEditScreen() {
  const { companyId } = useParams<{ companyId: string }>();
  const id = Number(companyId);
  return <CompanyFormScreenFor key={id} companyId={Number.isInteger(id) && id > 0 ? id : -1} />;
}
