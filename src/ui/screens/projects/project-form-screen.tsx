import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { PROJECT_FORM_TIPS } from '#domain/project-form';
import { selectProjectFormView } from '#machines/shared/project-form/project-form.select';
import { projectFormPageMachine } from '#machines/portal/project-form-page/project-form-page.machine';
import { selectProjectFormPageView } from '#machines/portal/project-form-page/project-form-page.select';
import { Alert } from '#ui/components/alert';
import { Card } from '#ui/components/card';
import { Spinner } from '#ui/components/spinner';
import { LoadStates, formStyles } from '#ui/components/form-kit';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { ProjectFormFields } from '#ui/components/project-form/project-form-fields';
import { useActiveCompany } from '#ui/shell/use-active-company';
import { StaleRecordAlert } from '#ui/components/stale-record-alert';

type ProjectFormPageRef = ActorRefFrom<typeof projectFormPageMachine>;

const tipsStyle = css({
  listStyle: 'disc',
  pl: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  textStyle: 'body',
});

/** Spec §2: the tips box of the create and edit screens. */
function ProjectTips() {
  return (
    <Card title="Consejos">
      <ul className={tipsStyle}>
        {PROJECT_FORM_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}

/** The create and edit project screens, rendering the page's form actor and its projection. */
export function ProjectFormPage({
  pageRef,
  companyName,
}: {
  pageRef: ProjectFormPageRef;
  companyName: string | null;
}) {
  const page = useSelector(pageRef, selectProjectFormPageView, shallowEqual);
  const formRef = page.formRef;
  const view = useSelector(formRef, selectProjectFormView, shallowEqual);
  const cancel = () => formRef.send({ type: 'form.cancel' });
  return (
    <div className={formStyles.page}>
      <div className={formStyles.header}>
        <h1 className={formStyles.title}>{view.mode === 'create' ? 'Nuevo Proyecto' : 'Editar Proyecto'}</h1>
        <p className={formStyles.muted}>
          {view.mode === 'create'
            ? `Empresa: ${companyName ?? 'Sin empresa seleccionada'}`
            : (view.project?.name ?? '')}
        </p>
      </div>
      <LoadStates
        loading={view.loading}
        loadingText="Cargando proyecto..."
        denied={view.denied}
        notFound={view.notFound ? { title: 'Proyecto no encontrado' } : null}
        error={
          view.loadError
            ? {
                title: 'Error al cargar el proyecto',
                message: view.loadError,
                onRetry: () => formRef.send({ type: 'form.retry' }),
              }
            : null
        }
        onBack={cancel}
      />
      {view.showForm && (
        <>
          <ProjectTips />
          {view.stale && <StaleRecordAlert onReload={() => formRef.send({ type: 'form.reload' })} />}
          {view.submitError && <Alert tone="error">{view.submitError}</Alert>}
          <ProjectFormFields
            variant="portal"
            project={view.project}
            amenities={view.amenities}
            amenitiesError={view.amenitiesError}
            saving={view.saving}
            locked={view.saved}
            onSubmit={(values) => formRef.send({ type: 'form.submit', values })}
            onCancel={cancel}
            uploadRef={view.uploadRef}
            uploading={view.uploading}
          />
        </>
      )}
    </div>
  );
}

function ProjectForm({ projectId, basePath }: { projectId: number | null; basePath: string }) {
  const { activeCompany } = useActiveCompany();
  const access = useAccess();
  const navigate = useNavigateAction();
  const pageRef = useActorRef(projectFormPageMachine.provide({ actions: { navigate } }), {
    input: { projectId, companyId: activeCompany?.id ?? null, basePath, access },
  });
  useAccessSync(pageRef, access);
  return <ProjectFormPage pageRef={pageRef} companyName={activeCompany?.name ?? null} />;
}

/** `/projects/new`: a project in the active company (a company switch starts a fresh form). */
export function ProjectCreateScreen() {
  const { pending, activeCompany } = useActiveCompany();
  if (pending) return <Spinner text="Cargando empresas..." />;
  return <ProjectForm key={activeCompany?.id ?? 'none'} projectId={null} basePath="/projects" />;
}

/** `/projects/{projectId}/edit` and `/admin/projects/{projectId}/edit`. */
export function ProjectEditScreen({ basePath = '/projects' }: { basePath?: string }) {
  const projectId = Number(useParams<{ projectId: string }>().projectId);
  const { pending } = useActiveCompany();
  if (pending) return <Spinner text="Cargando empresas..." />;
  return <ProjectForm key={projectId} projectId={projectId} basePath={basePath} />;
}
