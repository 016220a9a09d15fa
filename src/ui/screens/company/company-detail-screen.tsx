import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatDate } from '#domain/format';
import { canManage, COMPANY_ROLE_LABELS, type CompanyRole } from '#domain/roles';
import { selectAuthView } from '#machines/auth/auth.select';
import { companyDeleteMachine } from '#machines/company-delete/company-delete.machine';
import type { CompanyDetail } from '#machines/company-detail/company-detail.actors';
import { companyDetailMachine } from '#machines/company-detail/company-detail.machine';
import { selectCompanyDetailView } from '#machines/company-detail/company-detail.select';
import { membersMachine } from '#machines/members/members.machine';
import { selectSessionView } from '#machines/session/session.select';
import { useAuthRef, useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Badge } from '#ui/components/badge';
import { Button, ButtonLink } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { Spinner } from '#ui/components/spinner';
import { DetailList, orDash, pageStyles, TrashIcon } from '#ui/components/page-kit';
import { DeleteCompanyDialog } from './delete-company-dialog';
import { MembersSection } from './members-section';

type DetailRef = ActorRefFrom<typeof companyDetailMachine>;
type DeleteRef = ActorRefFrom<typeof companyDeleteMachine>;

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
  detailRef: DetailRef;
  deleteRef: DeleteRef;
  /** The caller's role in this company (null when not a member). */
  role: CompanyRole | null;
  isPlatformAdmin: boolean;
  /** The members section's actor, present for those who manage the company. */
  membersRef?: ActorRefFrom<typeof membersMachine>;
  onBack(): void;
};

/** /company/{id}: general and registration info, edit and delete for managers, and the members section. */
export function CompanyDetailView({
  detailRef,
  deleteRef,
  role,
  isPlatformAdmin,
  membersRef,
  onBack,
}: CompanyDetailViewProps) {
  const view = useSelector(detailRef, selectCompanyDetailView, shallowEqual);
  const company = view.company;
  const manages = canManage(role) || isPlatformAdmin;
  return (
    <div className={pageStyles.page}>
      {view.loading && <Spinner size="lg" text="Cargando empresa..." />}
      {view.notFound && (
        <Alert
          tone="info"
          title="Empresa no encontrada"
          action={
            <Button size="sm" variant="outline" onClick={onBack}>
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
              {manages && <ButtonLink href={`/company/${company.id}/edit`}>Editar</ButtonLink>}
              {manages && (
                <Button
                  variant="danger"
                  onClick={() =>
                    deleteRef.send({
                      type: 'delete.open',
                      company: { id: company.id, name: company.name, callerIsMember: role !== null },
                    })
                  }
                >
                  <TrashIcon /> Eliminar Empresa
                </Button>
              )}
            </div>
          </div>
          <CompanyFacts company={company} />
          {membersRef && <MembersSection membersRef={membersRef} />}
        </>
      )}
      <DeleteCompanyDialog deleteRef={deleteRef} />
    </div>
  );
}

function ManagedMembers(props: Omit<CompanyDetailViewProps, 'membersRef'> & { companyId: number }) {
  const membersRef = useActorRef(membersMachine, { input: { companyId: props.companyId } });
  return <CompanyDetailView {...props} membersRef={membersRef} />;
}

function CompanyDetailPage({ companyId }: { companyId: number }) {
  const [, setLocation] = useLocation();
  const sessionRef = useSessionRef();
  const session = useSelector(sessionRef, (s) => (s ? selectSessionView(s) : null), shallowEqual);
  const isPlatformAdmin = useSelector(useAuthRef(), (s) => selectAuthView(s).isPlatformAdmin);
  const role = session?.companies.find((c) => c.id === companyId)?.role ?? null;
  const detailRef = useActorRef(companyDetailMachine, { input: { companyId, scope: 'member' } });
  const deleteRef = useActorRef(companyDeleteMachine, { input: { scope: 'member' } });

  useEffect(() => {
    const sub = deleteRef.on('company.deleted', () => {
      setLocation('/companies');
      sessionRef?.send({ type: 'session.reload' });
    });
    return () => sub.unsubscribe();
  }, [deleteRef, sessionRef, setLocation]);

  const props = {
    detailRef,
    deleteRef,
    role,
    isPlatformAdmin,
    companyId,
    onBack: () => setLocation('/companies'),
  };
  return canManage(role) || isPlatformAdmin ? (
    <ManagedMembers {...props} />
  ) : (
    <CompanyDetailView {...props} />
  );
}

/** /company/{companyId}. */
export function CompanyDetailScreen() {
  const { companyId } = useParams<{ companyId: string }>();
  const id = Number(companyId);
  return <CompanyDetailPage key={id} companyId={Number.isInteger(id) && id > 0 ? id : -1} />;
}
