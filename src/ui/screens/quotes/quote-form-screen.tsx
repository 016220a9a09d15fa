import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { Field } from '@ark-ui/react/field';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '#domain/format';
import { quoteFormPageMachine } from '#machines/quotes/quote-form-page/quote-form-page.machine';
import { selectQuoteFormView } from '#machines/quotes/quote-form-page/quote-form-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { FormField } from '#ui/components/form-field';
import { pageStyles } from '#ui/components/page-kit';
import { Spinner } from '#ui/components/spinner';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';
import { useAccess, useAccessSync, useNavigateAction } from '#ui/shell/use-page-bindings';
import { QuoteFormBody } from './quote-form-body';
import { quoteStyles } from './quote-styles';

type PageRef = ActorRefFrom<typeof quoteFormPageMachine>;

/** 'Nueva cotización': the unit, then the form once the unit, the leads and the company's settings are read. */
export function QuoteFormView({ pageRef }: { pageRef: PageRef }) {
  const view = useSelector(pageRef, selectQuoteFormView, shallowEqual);
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>Nueva cotización</h1>
          {view.unit && (
            <p className={pageStyles.subtitle}>
              {view.unit.name}
              {view.unit.projectName ? ` · ${view.unit.projectName}` : ''} · Precio de lista{' '}
              {view.unit.price === null ? 'sin precio' : formatMoney(view.unit.price, 'COP')}
            </p>
          )}
        </div>
      </div>
      {view.loading && <Spinner text="Cargando la unidad..." />}
      {view.loadError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => pageRef.send({ type: 'form.retry' })}>
              Reintentar
            </Button>
          }
        >
          {view.loadError}
        </Alert>
      )}
      {view.picking && (
        <FormField label="Unidad" helperText="Las unidades disponibles de la empresa, con precio.">
          <Field.Select
            className={quoteStyles.select}
            defaultValue=""
            onChange={(e) =>
              e.target.value && pageRef.send({ type: 'unit.pick', propertyId: Number(e.target.value) })
            }
          >
            <option value="">Elige la unidad a cotizar</option>
            {view.picking.map((u) => (
              <option key={u.id} value={u.id}>
                {u.label}
              </option>
            ))}
          </Field.Select>
        </FormField>
      )}
      {view.defaults && !view.canCreate && (
        <Alert tone="info">Tu rol en la empresa permite consultar cotizaciones, no crearlas.</Alert>
      )}
      {view.defaults && <QuoteFormBody view={view} send={pageRef.send} />}
    </div>
  );
}

function QuoteFormPage(props: { companyId: number; propertyId: number | null; leadId: number | null }) {
  const access = useAccess();
  const navigate = useNavigateAction();
  const pageRef = useActorRef(quoteFormPageMachine.provide({ actions: { navigate } }), {
    input: { ...props, access },
  });
  useAccessSync(pageRef, access);
  return <QuoteFormView pageRef={pageRef} />;
}

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** `/constructor/quotes/new?property_id=…[&lead_id=…]`: the address names the unit and, from a lead, the lead. */
export function QuoteFormScreen() {
  const params = new URLSearchParams(useSearch());
  const propertyId = idOf(params.get('property_id'));
  const leadId = idOf(params.get('lead_id'));
  return (
    <WorkspaceFrame>
      {propertyId === null && leadId === null ? (
        <Alert tone="error">
          Elige la unidad a cotizar desde el tablero de disponibilidad de un proyecto.
        </Alert>
      ) : (
        <WithActiveCompany>
          {(company) => (
            <QuoteFormPage
              key={`${company.id}-${propertyId}`}
              companyId={company.id}
              propertyId={propertyId}
              leadId={leadId}
            />
          )}
        </WithActiveCompany>
      )}
    </WorkspaceFrame>
  );
}
