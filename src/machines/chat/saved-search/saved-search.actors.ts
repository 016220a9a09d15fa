import { fromPromise } from 'xstate';
import type { SavedSearchMessage, SavedSearchRequest } from '#domain/saved-searches';
import { publicApi, saveChatSearch } from '#api/chat.api';

export const saveSearch = fromPromise<SavedSearchMessage, SavedSearchRequest>(({ input, signal }) =>
  saveChatSearch(publicApi, input, signal)
);
