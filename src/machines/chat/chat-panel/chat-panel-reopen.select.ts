import type { SnapshotFrom } from 'xstate';
import type { chatPanelMachine } from './chat-panel.machine';

// Apart from the panel's projection: the header's button is part of /chat's first paint, while the chips, the sort
// and the analysis sections the panel's projection brings come with the results panel, on demand.

/** How many results 'Ver resultados (N)' brings back while the panel is closed; 0 hides it. */
export const selectReopenCount = (s: SnapshotFrom<typeof chatPanelMachine>) =>
  s.matches('closed') ? s.context.properties.length : 0;
