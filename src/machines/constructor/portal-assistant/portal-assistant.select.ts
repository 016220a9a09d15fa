import type { SnapshotFrom } from 'xstate';
import type { portalAssistantMachine } from './portal-assistant.machine';

/** The conversation, whether an answer is pending (typing indicator, 'Procesando...') and what may be sent. */
export const selectPortalAssistantView = (s: SnapshotFrom<typeof portalAssistantMachine>) => ({
  messages: s.context.messages,
  thinking: s.matches('thinking'),
  canSend: s.matches('idle'),
});
