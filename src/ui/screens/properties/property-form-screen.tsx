import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import { PROPERTY_TYPES, PROPERTY_TYPE_LABELS } from '#domain/statuses';
import type { PropertyFormTarget, PropertySubmission } from '#machines/property-form/property-form.actors';
import { propertyFormMachine } from '#machines/property-form/property-form.machine';
import { selectPropertyFormView } from '#machines/property-form/property-form.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';
import { LoadStates, formStyles } from '#ui/components/form-kit';
import { useCompanyRights } from '#ui/screens/projects/use-company-rights';
import { PropertyFormFields } from './property-form-fields';
import { UnitCreateFields, UnitEditFields } from './unit-form-fields';

const TITLES = {
  independent: { create: 'Nueva Propiedad', edit: 'Editar Propiedad' },
  unit: { create: 'Añadir Propiedad al Proyecto', edit: 'Editar Propiedad del Proyecto' },
} as const;

/** The property and unit form screens, rendering only the property-form machine's projection. */
export function PropertyFormView({ formRef }: { formRef: ActorRefFrom<typeof propertyFormMachine> }) {
  const view = useSelector(formRef, selectPropertyFormView, shallowEqual);
  const back = () => formRef.send({ type: 'form.cancel' });
  const submit = (values: PropertySubmission) => formRef.send({ type: 'form.submit', values });
  const uploadCompany =
    view.property?.company_id ?? view.project?.company_id ?? formRef.getSnapshot().context.companyId;
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
              amenities={view.amenities}
              amenitiesError={view.amenitiesError}
              saving={view.saving}
              onSubmit={submit}
              onCancel={back}
              companyId={uploadCompany}
            />
          )}
          {view.kind === 'unit' && view.mode === 'create' && (
            <UnitCreateFields
              models={view.models}
              allowedTypes={view.allowedTypes}
              saving={view.saving}
              onSubmit={submit}
              onCancel={back}
              companyId={uploadCompany}
            />
          )}
          {view.kind === 'unit' && view.mode === 'edit' && view.property && (
            <UnitEditFields unit={view.property} saving={view.saving} onSubmit={submit} onCancel={back} />
          )}
        </>
      )}
    </div>
  );
}

function PropertyForm({ target }: { target: PropertyFormTarget }) {
  const [, setLocation] = useLocation();
  const { activeCompany, roles, isPlatformAdmin } = useCompanyRights();
  const formRef = useActorRef(propertyFormMachine, {
    input: { target, companyId: activeCompany?.id ?? null, roles, isPlatformAdmin },
  });
  useEffect(() => {
    const sub = formRef.on('navigate', (e) => setLocation(e.to, { replace: e.replace }));
    return () => sub.unsubscribe();
  }, [formRef, setLocation]);
  return <PropertyFormView formRef={formRef} />;
}

const idParam = (value: string | undefined) => (value === undefined ? null : Number(value));

// The form decides rights and the owning company from the session once: it waits for the companies and starts
// afresh when the active company changes.
function SessionReadyForm({ target, id }: { target: PropertyFormTarget; id: string }) {
  const { pending, activeCompany } = useCompanyRights();
  if (pending) return <Spinner text="Cargando empresas..." />;
  return <PropertyForm key={`${id}:${activeCompany?.id ?? 'none'}`} target={target} />;
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
