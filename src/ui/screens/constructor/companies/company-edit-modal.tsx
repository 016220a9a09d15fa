import type { CompaniesManagementView } from '#machines/constructor/companies-management-page/companies-management-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { Spinner } from '#ui/components/spinner';
import { StaleRecordAlert } from '#ui/components/stale-record-alert';
import type { ManagedCompanyFormValues } from '#domain/managed-company-form';
import { ManagedCompanyFields } from './managed-company-fields';

/** Props of {@link CompanyEditModal}. */
export type CompanyEditModalProps = {
  edit: CompaniesManagementView['edit'];
  onClose(): void;
  onSubmit(values: ManagedCompanyFormValues): void;
  onRetry(): void;
  /** 'Recargar' after another person saved the company first. */
  onReload(): void;
};

/** The edit modal (`?edit={id}`): the reduced field set of spec §5 over the company as loaded. */
export function CompanyEditModal({ edit, onClose, onSubmit, onRetry, onReload }: CompanyEditModalProps) {
  return (
    <Dialog
      open={edit.open}
      onOpenChange={(open) => {
        if (!open && !edit.saving) onClose();
      }}
      title="Editar Empresa"
      description={edit.company?.name}
      size="xl"
    >
      {edit.loading && <Spinner text="Cargando empresa..." />}
      {edit.error && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              Reintentar
            </Button>
          }
        >
          {edit.error}
        </Alert>
      )}
      {edit.stale && <StaleRecordAlert onReload={onReload} />}
      {edit.saveError && <Alert tone="error">{edit.saveError}</Alert>}
      {edit.company && (
        <ManagedCompanyFields
          // A reloaded copy (new version) starts the fields afresh from it.
          key={`${edit.company.id}-${edit.company.version}`}
          mode="edit"
          company={edit.company}
          saving={edit.saving}
          submitText="Guardar Cambios"
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
