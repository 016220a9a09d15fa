import type { ChatReply } from '#domain/chat';

/** The reply fields an assistant message keeps (spec §3 Chat message). */
export type AssistantExtras = Pick<
  ChatReply,
  | 'recommendations'
  | 'agent_type'
  | 'decision_source'
  | 'analysis_details'
  | 'slots'
  | 'ack'
  | 'cache'
  | 'comparison'
>;

/** One message of the conversation as the chat screen keeps it; assistant replies add the reply's fields. */
export type ChatMessage =
  | { id: string; role: 'user'; content: string; timestamp: string }
  | ({
      id: string;
      role: 'assistant';
      content: string;
      timestamp: string;
      failed?: boolean;
    } & Partial<AssistantExtras>);

export type AssistantMessage = Extract<ChatMessage, { role: 'assistant' }>;

let sequence = 0;
/** A unique id for a message of this page (keys of the list). */
export const messageId = () => `m${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** The assistant message a reply becomes. */
export const fromReply = (reply: ChatReply, at: Date): AssistantMessage => ({
  id: messageId(),
  role: 'assistant',
  content: reply.content,
  timestamp: at.toISOString(),
  recommendations: reply.recommendations,
  agent_type: reply.agent_type,
  decision_source: reply.decision_source,
  analysis_details: reply.analysis_details,
  slots: reply.slots,
  ack: reply.ack,
  cache: reply.cache,
  comparison: reply.comparison,
});
