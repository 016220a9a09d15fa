import { fromPromise } from 'xstate';
import type { PrivacyPolicy } from '#domain/privacy';
import { publicApi } from '#api/chat.api';
import { getPrivacyPolicy } from '#api/privacy.api';

export const loadPolicy = fromPromise<PrivacyPolicy, { companyId: number }>(({ input, signal }) =>
  getPrivacyPolicy(publicApi, input.companyId, signal)
);
