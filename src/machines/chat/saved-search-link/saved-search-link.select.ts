import type { SnapshotFrom } from 'xstate';
import type { savedSearchLinkMachine } from './saved-search-link.machine';

/** The page of a saved search's link: working, the answer in the search's language, or the error. */
export const selectSavedSearchLinkView = (s: SnapshotFrom<typeof savedSearchLinkMachine>) => ({
  working: s.matches('working'),
  message: s.context.answer?.message ?? s.context.error,
  failed: s.matches('invalid'),
  language: s.context.answer?.language ?? s.context.language,
  action: s.context.action,
});
