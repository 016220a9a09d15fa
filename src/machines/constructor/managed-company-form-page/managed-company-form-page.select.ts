import type { SnapshotFrom } from 'xstate';
import type { managedCompanyFormPageMachine } from './managed-company-form-page.machine';

/** '+ Nueva Empresa': whether it is saving and the server's refusal, if any. */
export const selectManagedCompanyFormView = (s: SnapshotFrom<typeof managedCompanyFormPageMachine>) => ({
  saving: s.matches('saving'),
  submitError: s.context.submitError,
});
