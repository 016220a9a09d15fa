import { fromPromise } from 'xstate';
import type { ChatReply, ChatRequest } from '#domain/chat';
import { publicApi, sendChatMessage } from '#api/chat.api';

export const sendMessage = fromPromise<ChatReply, ChatRequest>(({ input, signal }) =>
  sendChatMessage(publicApi, input, signal)
);
