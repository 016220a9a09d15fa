import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import { PROPERTY_TYPES, PROPERTY_TYPE_LABELS } from '#domain/statuses';
import type {
  PropertyFormTarget,
  PropertySubmission,
} from '#machines/portal/property-form-page/property-form-page.actors';
import { propertyFormPageMachine } from '#machines/portal/property-form-page/property-form-page.machine';
import { selectPropertyFormPageView } from '#machines/portal/property-form-page/property-form-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';
import { LoadStates, formStyles } from '#ui/components/form-kit';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { PropertyFormFields } from './property-form-fields';
import { UnitCreateFields, UnitEditFields } from './unit-form-fields';
import { useActiveCompany } from '#ui/shell/use-active-company';

const TITLES = {
  independent: { create: 'Nueva Propiedad', edit: 'Editar Propiedad' },
  unit: { create: 'Añadir Propiedad al Proyecto', edit: 'Editar Propiedad del Proyecto' },
} as const;

/** The property and unit form pages, rendering only their page machine's projection. */
export function PropertyFormView({ formRef }: { formRef: ActorRefFrom<typeof propertyFormPageMachine> }) {
  const view = useSelector(formRef, selectPropertyFormPageView, shallowEqual);
  const back = () => formRef.send({ type: 'form.cancel' });
  const submit = (values: PropertySubmission) => formRef.send({ type: 'form.submit', values });
  return (
    <div className={formStyles.page}>
      <div className={formStyles.header}>
        <div>
          <Button variant="ghost" size="sm" onClick={back}>
            ← Volver
          </Button>
        </div>
        <h1 className={formStyles.title}>{TITLES[view.kind][view.mode]}</h1>
        {view.project && <p className={formStyles.muted}>Proyecto: {view.project.name}</p>}
        {view.mode === 'create' && view.role && !view.denied && (
          <p className={formStyles.muted}>
            Tu rol: {COMPANY_ROLE_LABELS[view.role]} ({view.role}) · Tipos permitidos:{' '}
            {view.allowedTypes.map((t) => PROPERTY_TYPE_LABELS[t]).join(', ')}
          </p>
        )}
      </div>
      {view.noCompany && <Alert tone="warning">{view.noCompany}</Alert>}
      <LoadStates
        loading={view.loading}
        loadingText="Cargando datos..."
        denied={view.denied}
        notFound={view.notFound ? { title: 'Propiedad no encontrada' } : null}
        error={
          view.loadError
            ? {
                title: 'Error al cargar los datos',
                message: view.loadError,
                onRetry: () => formRef.send({ type: 'form.reload' }),
              }
            : null
        }
        onBack={back}
      />
      {view.conflict && (
        <Alert
          tone="warning"
          title="No se guardaron los cambios"
          action={
            <Button size="sm" variant="outline" onClick={() => formRef.send({ type: 'form.reload' })}>
              Recargar
            </Button>
          }
        >
          {view.conflict}
        </Alert>
      )}
      {view.showForm && (
        <>
          {view.submitError && <Alert tone="error">{view.submitError}</Alert>}
          {view.kind === 'independent' && (
            <PropertyFormFields
              property={view.property}
              allowedTypes={view.mode === 'create' ? view.allowedTypes : PROPERTY_TYPES}
              allowedStatuses={view.allowedStatuses}
              amenities={view.amenities}
              amenitiesError={view.amenitiesError}
              saving={view.saving}
              onSubmit={submit}
              onCancel={back}
              upload={view}
            />
          )}
          {view.kind === 'unit' && view.mode === 'create' && (
            <UnitCreateFields
              models={view.models}
              allowedTypes={view.allowedTypes}
              allowedStatuses={view.allowedStatuses}
              saving={view.saving}
              onSubmit={submit}
              onCancel={back}
              upload={view}
            />
          )}
          {view.kind === 'unit' && view.mode === 'edit' && view.property && (
            <UnitEditFields
              unit={view.property}
              saving={view.saving}
              onSubmit={submit}
              onCancel={back}
              upload={view}
            />
          )}
        </>
      )}
    </div>
  );
}

function PropertyFormPage({ target, companyId }: { target: PropertyFormTarget; companyId: number | null }) {
  const access = useAccess();
  const navigate = useNavigateAction();
  const formRef = useActorRef(propertyFormPageMachine.provide({ actions: { navigate } }), {
    input: { target, companyId, access },
  });
  useAccessSync(formRef, access);
  return <PropertyFormView formRef={formRef} />;
}

const idParam = (value: string | undefined) => (value === undefined ? null : Number(value));

// The page waits for the companies (rights cannot be decided before) and starts afresh when the active company
// changes, as a new independent property goes to the active company.
function SessionReadyForm({ target, id }: { target: PropertyFormTarget; id: string }) {
  const { pending, activeCompany } = useActiveCompany();
  if (pending) return <Spinner text="Cargando empresas..." />;
  const companyId = activeCompany?.id ?? null;
  return <PropertyFormPage key={`${id}:${companyId ?? 'none'}`} target={target} companyId={companyId} />;
}

/** `/properties/new` and `/properties/{propertyId}/edit`. */
export function IndependentPropertyFormScreen() {
  const propertyId = idParam(useParams<{ propertyId?: string }>().propertyId);
  return <SessionReadyForm id={`independent:${propertyId}`} target={{ kind: 'independent', propertyId }} />;
}

/** `/projects/{projectId}/add-property` and `/projects/{projectId}/properties/{propertyId}/edit`. */
export function UnitFormScreen() {
  const params = useParams<{ projectId: string; propertyId?: string }>();
  const projectId = Number(params.projectId);
  const propertyId = idParam(params.propertyId);
  return (
    <SessionReadyForm
      id={`unit:${projectId}:${propertyId}`}
      target={{ kind: 'unit', projectId, propertyId }}
    />
  );
}
