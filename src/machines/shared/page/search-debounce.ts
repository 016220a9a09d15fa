/**
 * Spec §9: how long a list page waits after the last keystroke before its search reaches the server (Enter sends it at
 * once); one pause for every searchable list.
 */
export const SEARCH_DEBOUNCE_MS = 300;
