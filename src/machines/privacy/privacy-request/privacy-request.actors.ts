import { fromPromise } from 'xstate';
import type { PrivacyRequestKind } from '#domain/privacy';
import { publicApi } from '#api/chat.api';
import { requestPrivacy } from '#api/privacy.api';

export const sendRequest = fromPromise<{ message: string }, { email: string; kind: PrivacyRequestKind }>(
  ({ input, signal }) => requestPrivacy(publicApi, input, signal)
);
