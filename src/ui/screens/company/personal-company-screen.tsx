import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import { selectCompanyDetailView } from '#machines/shared/company-detail/company-detail.select';
import { personalCompanyPageMachine } from '#machines/company/personal-company-page/personal-company-page.machine';
import { selectPersonalCompanyPageView } from '#machines/company/personal-company-page/personal-company-page.select';
import { selectSessionView } from '#machines/shell/session/session.select';
import { useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { EmptyState } from '#ui/components/empty-state';
import { Spinner } from '#ui/components/spinner';
import { CompanyFacts } from '#ui/components/company-facts';
import { pageStyles } from '#ui/components/page-kit';

/** Spec §8: the personal company's load failure, with the spec's fallback when there is no reason. */
export const personalCompanyError = (reason: string | null) =>
  `Error al cargar los datos de la empresa personal: ${reason || 'Inténtalo de nuevo.'}`;

/** The personal company's data, edit link included (spec §6: shown whenever a personal company exists). */
export function PersonalCompanyView({ detailRef }: { detailRef: ActorRefFrom<typeof companyDetailMachine> }) {
  const view = useSelector(detailRef, selectCompanyDetailView, shallowEqual);
  if (view.loading) return <Spinner size="lg" text="Cargando empresa..." />;
  if (view.failed || view.notFound) {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="outline" onClick={() => detailRef.send({ type: 'company.reload' })}>
            Reintentar
          </Button>
        }
      >
        {personalCompanyError(view.notFound ? 'Empresa no encontrada' : view.error)}
      </Alert>
    );
  }
  if (!view.company) return null;
  return (
    <>
      <div className={pageStyles.header}>
        <h2 className={pageStyles.title}>{view.company.name}</h2>
        <ButtonLink href={`/company/${view.company.id}/edit`}>Editar</ButtonLink>
      </div>
      <CompanyFacts company={view.company} />
    </>
  );
}

/** The page's body: the personal company, or the invitation to create one. */
export function PersonalCompanyPage({
  pageRef,
}: {
  pageRef: ActorRefFrom<typeof personalCompanyPageMachine>;
}) {
  const { detailRef } = useSelector(pageRef, selectPersonalCompanyPageView, shallowEqual);
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <h1 className={pageStyles.title}>Mi Empresa Personal</h1>
        <ButtonLink href="/companies" variant="outline">
          Gestión de Empresas
        </ButtonLink>
      </div>
      {detailRef ? (
        <PersonalCompanyView detailRef={detailRef} />
      ) : (
        <EmptyState
          title="No hay empresa personal"
          description="Crea una empresa para administrarla desde aquí."
          action={<ButtonLink href="/company/new">Crear empresa</ButtonLink>}
        />
      )}
    </div>
  );
}

function PersonalCompanyScreenFor({ companyId }: { companyId: number | null }) {
  const pageRef = useActorRef(personalCompanyPageMachine, { input: { companyId } });
  return <PersonalCompanyPage pageRef={pageRef} />;
}

/** /company: 'Mi Empresa Personal', the company the user owns (spec §2 "Companies"); keyed by that company. */
export function PersonalCompanyScreen() {
  const session = useSelector(useSessionRef(), (s) => (s ? selectSessionView(s) : null), shallowEqual);
  const companyId = session?.profile?.personal_company?.id ?? null;
  return <PersonalCompanyScreenFor key={companyId ?? 'none'} companyId={companyId} />;
}
