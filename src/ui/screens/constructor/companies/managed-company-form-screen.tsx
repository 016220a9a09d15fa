import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { managedCompanyFormPageMachine } from '#machines/constructor/managed-company-form-page/managed-company-form-page.machine';
import { selectManagedCompanyFormView } from '#machines/constructor/managed-company-form-page/managed-company-form-page.select';
import { Alert } from '#ui/components/alert';
import { formStyles } from '#ui/components/form-kit';
import { useSessionRef } from '#ui/app-actors';
import { useNavigateAction } from '#ui/shell/use-page-bindings';
import { CompanyViewsFrame } from '#ui/shell/workspace-nav';
import { ManagedCompanyFields } from './managed-company-fields';

type PageRef = ActorRefFrom<typeof managedCompanyFormPageMachine>;

/** '+ Nueva Empresa': the whole sample company form (spec §5); saving or cancelling returns to the list. */
export function ManagedCompanyFormView({ pageRef }: { pageRef: PageRef }) {
  const view = useSelector(pageRef, selectManagedCompanyFormView, shallowEqual);
  return (
    <div className={formStyles.page}>
      <div className={formStyles.header}>
        <h1 className={formStyles.title}>Nueva Empresa</h1>
        <p className={formStyles.muted}>Registra una empresa; quedarás como su propietario.</p>
      </div>
      {view.submitError && <Alert tone="error">{view.submitError}</Alert>}
      <ManagedCompanyFields
        mode="create"
        company={null}
        saving={view.saving}
        submitText="Crear Empresa"
        onSubmit={(values) => pageRef.send({ type: 'form.submit', values })}
        onCancel={() => pageRef.send({ type: 'form.cancel' })}
      />
    </div>
  );
}

/** `/constructor/companies/new`. */
export function ManagedCompanyFormScreen() {
  const navigate = useNavigateAction();
  const sessionRef = useSessionRef();
  const pageRef = useActorRef(
    managedCompanyFormPageMachine.provide({
      actions: { navigate, reloadSession: () => sessionRef?.send({ type: 'session.reload' }) },
    })
  );
  return (
    <CompanyViewsFrame>
      <ManagedCompanyFormView pageRef={pageRef} />
    </CompanyViewsFrame>
  );
}
