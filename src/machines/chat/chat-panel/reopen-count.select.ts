import type { SnapshotFrom } from 'xstate';
import type { chatPanelMachine } from './chat-panel.machine';

// Apart from the panel's projection: the header's button is in /chat's first paint, and the projection brings the
// filter chips and the analysis parser, which only the results panel (fetched with the first results) needs.

/** How many results 'Ver resultados (N)' brings back while the panel is closed; 0 hides it. */
export const selectReopenCount = (s: SnapshotFrom<typeof chatPanelMachine>) =>
  s.matches('closed') ? s.context.properties.length : 0;
