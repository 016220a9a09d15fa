import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { modelFormPageMachine } from '#machines/portal/model-form-page/model-form-page.machine';
import { selectModelFormPageView } from '#machines/portal/model-form-page/model-form-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';
import { StaleRecordAlert } from '#ui/components/stale-record-alert';
import { LoadStates, formStyles } from '#ui/components/form-kit';
import { useActiveCompany } from '#ui/shell/use-active-company';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { ModelFormFields } from './model-form-fields';

/** Spec §2 "Property models": create and edit screens, with their denied, missing and failed states. */
export function ModelFormView({ formRef }: { formRef: ActorRefFrom<typeof modelFormPageMachine> }) {
  const view = useSelector(formRef, selectModelFormPageView, shallowEqual);
  const back = () => formRef.send({ type: 'form.cancel' });
  const creating = view.mode === 'create';
  return (
    <div className={formStyles.page}>
      <div className={formStyles.header}>
        <div>
          <Button variant="ghost" size="sm" onClick={back}>
            ← Volver
          </Button>
        </div>
        <h1 className={formStyles.title}>
          {creating ? 'Crear Modelo de Propiedad' : 'Editar Modelo de Propiedad'}
        </h1>
        {view.projectName && (
          <p className={formStyles.muted}>
            Proyecto: {view.projectName}
            {view.model ? ` · Modelo: ${view.model.name}` : ''}
          </p>
        )}
      </div>
      <LoadStates
        loading={view.loading}
        loadingText="Cargando datos..."
        denied={
          view.denied
            ? {
                title: 'Acceso Denegado',
                message: creating
                  ? 'No tienes permisos para crear modelos de propiedad en este proyecto.'
                  : 'No tienes permisos para editar modelos de propiedad en este proyecto.',
              }
            : null
        }
        notFound={
          view.notFound
            ? {
                title: 'Modelo no encontrado',
                message:
                  'El modelo de propiedad que buscas no existe o no tienes permisos para acceder a él.',
              }
            : null
        }
        error={view.loadError ? { title: view.loadError } : null}
        onBack={back}
      />
      {view.showForm && (
        <>
          {view.stale && <StaleRecordAlert onReload={() => formRef.send({ type: 'form.reload' })} />}
          {view.submitError && <Alert tone="error">{view.submitError}</Alert>}
          <ModelFormFields
            model={view.model}
            amenities={view.amenities}
            amenitiesError={view.amenitiesError}
            saving={view.saving}
            onSubmit={(values) => formRef.send({ type: 'form.submit', values })}
            onCancel={back}
            uploadRef={view.uploadRef}
            uploading={view.uploading}
          />
        </>
      )}
    </div>
  );
}

function ModelFormPage({ projectId, modelId }: { projectId: number; modelId: number | null }) {
  const access = useAccess();
  const navigate = useNavigateAction();
  const formRef = useActorRef(modelFormPageMachine.provide({ actions: { navigate } }), {
    input: { projectId, modelId, access },
  });
  useAccessSync(formRef, access);
  return <ModelFormView formRef={formRef} />;
}

/** `/projects/{projectId}/property-models/new` and `/projects/{projectId}/property-models/{modelId}/edit`. */
export function ModelFormScreen() {
  const params = useParams<{ projectId: string; modelId?: string }>();
  const projectId = Number(params.projectId);
  const modelId = params.modelId === undefined ? null : Number(params.modelId);
  // Rights cannot be decided before the companies (and so the roles) are known.
  const { pending } = useActiveCompany();
  if (pending) return <Spinner text="Cargando empresas..." />;
  return <ModelFormPage key={`${projectId}:${modelId}`} projectId={projectId} modelId={modelId} />;
}
