import { fromPromise } from 'xstate';
import type { PrivacySettings, PrivacySettingsInput } from '#domain/privacy';
import { api } from '#api/runtime';
import { fetchPrivacySettings, savePrivacySettings } from '#api/privacy.api';

/** The company's current policy, its versions and its retention. */
export const loadPrivacy = fromPromise<PrivacySettings, { companyId: number }>(({ input, signal }) =>
  fetchPrivacySettings(api, input.companyId, signal)
);

/** 'Guardar nueva versión', on the version the editor started from. */
export const savePrivacy = fromPromise<PrivacySettings, { companyId: number; body: PrivacySettingsInput }>(
  ({ input }) => savePrivacySettings(api, input.companyId, input.body)
);
