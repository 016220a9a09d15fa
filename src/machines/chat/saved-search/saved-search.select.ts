import type { SnapshotFrom } from 'xstate';
import type { savedSearchMachine } from './saved-search.machine';

/** The save dialog: the form (busy while sending, with the server's error) or the 'check your inbox' text. */
export const selectSavedSearchView = (s: SnapshotFrom<typeof savedSearchMachine>) => ({
  language: s.context.language,
  submitting: s.matches('submitting'),
  saved: s.matches('saved'),
  error: s.matches('editing') ? s.context.error : null,
  confirmation: s.context.saved?.message ?? null,
});
