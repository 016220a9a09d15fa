import { fromPromise } from 'xstate';
import type { PrivacyRequestKind, PrivacyRequestResult } from '#domain/privacy';
import { publicApi } from '#api/chat.api';
import { confirmPrivacyRequest, getPrivacyRequest } from '#api/privacy.api';

export const loadRequest = fromPromise<{ kind: PrivacyRequestKind }, { token: string }>(({ input, signal }) =>
  getPrivacyRequest(publicApi, input.token, signal)
);

export const confirmRequest = fromPromise<PrivacyRequestResult, { token: string }>(({ input, signal }) =>
  confirmPrivacyRequest(publicApi, input.token, signal)
);
