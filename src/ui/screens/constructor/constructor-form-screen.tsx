import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { constructorFormPageMachine } from '#machines/constructor/constructor-form-page/constructor-form-page.machine';
import { selectConstructorFormPageView } from '#machines/constructor/constructor-form-page/constructor-form-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { LoadStates, formStyles } from '#ui/components/form-kit';
import { Spinner } from '#ui/components/spinner';
import { useActiveCompany } from '#ui/shell/use-active-company';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { ProjectFormFields } from '#ui/components/project-form/project-form-fields';
import { ProjectViewsFrame } from '#ui/shell/workspace-nav';
import { StaleRecordAlert } from '#ui/components/stale-record-alert';

type ConstructorFormPageRef = ActorRefFrom<typeof constructorFormPageMachine>;

/** The Formulario view: 'Nuevo Proyecto' or 'Editar Proyecto', rendering the page actor's projection. */
export function ConstructorFormPage({ pageRef }: { pageRef: ConstructorFormPageRef }) {
  const view = useSelector(pageRef, selectConstructorFormPageView, shallowEqual);
  const back = () => pageRef.send({ type: 'form.cancel' });
  const creating = view.mode === 'create';
  return (
    <ProjectViewsFrame>
      <div className={formStyles.page}>
        <div className={formStyles.header}>
          <div>
            <Button variant="ghost" size="sm" onClick={back} disabled={!view.canCancel}>
              ← Volver a la lista
            </Button>
          </div>
          <h1 className={formStyles.title}>{creating ? 'Nuevo Proyecto' : 'Editar Proyecto'}</h1>
          {view.project && <p className={formStyles.muted}>{view.project.name}</p>}
        </div>
        <LoadStates
          loading={view.loading}
          loadingText="Cargando proyecto..."
          denied={
            view.denied
              ? {
                  title: 'Acceso Denegado',
                  message: creating
                    ? 'No tienes permisos para crear proyectos en esta empresa.'
                    : 'No tienes permisos para editar este proyecto.',
                }
              : null
          }
          notFound={view.notFound ? { title: 'Proyecto no encontrado' } : null}
          error={
            view.loadError
              ? {
                  title: 'Error al cargar el proyecto',
                  message: view.loadError,
                  onRetry: () => pageRef.send({ type: 'form.retry' }),
                }
              : null
          }
          onBack={back}
        />
        {view.noCompany && (
          <Card>
            <Alert tone="warning" title="Selecciona una empresa">
              {view.noCompany}
            </Alert>
          </Card>
        )}
        {view.showForm && (
          <>
            {view.stale && <StaleRecordAlert onReload={() => pageRef.send({ type: 'form.reload' })} />}
            {view.submitError && <Alert tone="error">{view.submitError}</Alert>}
            <ProjectFormFields
              variant="constructor"
              project={view.project}
              amenities={view.amenities}
              amenitiesError={view.amenitiesError}
              saving={view.saving}
              onSubmit={(values) => pageRef.send({ type: 'form.submit', values })}
              onCancel={back}
              uploadRef={view.uploadRef}
              uploading={view.uploading}
            />
          </>
        )}
      </div>
    </ProjectViewsFrame>
  );
}

function ConstructorForm({ projectId }: { projectId: number | null }) {
  const { activeCompany } = useActiveCompany();
  const access = useAccess();
  const navigate = useNavigateAction();
  const pageRef = useActorRef(constructorFormPageMachine.provide({ actions: { navigate } }), {
    input: { projectId, companyId: activeCompany?.id ?? null, access },
  });
  useAccessSync(pageRef, access);
  return <ConstructorFormPage pageRef={pageRef} />;
}

/** `/constructor/projects/new`: a project in the active company (a company switch starts a fresh form). */
export function ConstructorProjectCreateScreen() {
  const { pending, activeCompany } = useActiveCompany();
  if (pending) return <Spinner text="Cargando empresas..." />;
  return <ConstructorForm key={activeCompany?.id ?? 'none'} projectId={null} />;
}

/** `/constructor/projects/{projectId}/edit`. */
export function ConstructorProjectEditScreen() {
  const projectId = Number(useParams<{ projectId: string }>().projectId);
  const { pending } = useActiveCompany();
  if (pending) return <Spinner text="Cargando empresas..." />;
  return <ConstructorForm key={projectId} projectId={projectId} />;
}
