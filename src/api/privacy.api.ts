import type { z } from 'zod';
import type {
  PersonalDataFormat,
  PrivacyPolicy,
  PrivacySettings,
  PrivacySettingsInput,
  PrivacyRequestKind,
  PrivacyRequestResult,
  PrivacyRequestSchema,
} from '#domain/privacy';
import { type ApiClient, dataOf } from './client';

/** `GET /public/companies/{id}/privacy-policy`: a company's current treatment policy (no token). */
export const getPrivacyPolicy = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<PrivacyPolicy> =>
  dataOf(
    await api.GET('/public/companies/{id}/privacy-policy', { params: { path: { id: companyId } }, signal })
  );

/** `POST /public/privacy-requests`: a holder asks for their data or its deletion; the answer never says more. */
export const requestPrivacy = async (
  api: ApiClient,
  body: z.infer<typeof PrivacyRequestSchema>,
  signal?: AbortSignal
): Promise<{ message: string }> => dataOf(await api.POST('/public/privacy-requests', { body, signal }));

/** `GET /public/privacy-requests/{token}`: what the e-mailed link asks for, without doing it. */
export const getPrivacyRequest = async (
  api: ApiClient,
  token: string,
  signal?: AbortSignal
): Promise<{ kind: PrivacyRequestKind }> =>
  dataOf(await api.GET('/public/privacy-requests/{token}', { params: { path: { token } }, signal }));

/** `POST /public/privacy-requests/{token}/confirm`: carries the request out, once. */
export const confirmPrivacyRequest = async (
  api: ApiClient,
  token: string,
  signal?: AbortSignal
): Promise<PrivacyRequestResult> =>
  dataOf(await api.POST('/public/privacy-requests/{token}/confirm', { params: { path: { token } }, signal }));

/** `GET /companies/{id}/privacy`: the current policy, its versions with dates, and the retention in months. */
export const fetchPrivacySettings = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<PrivacySettings> =>
  dataOf(await api.GET('/companies/{id}/privacy', { params: { path: { id: companyId } }, signal }));

/** `PUT /companies/{id}/privacy`: a changed text becomes the next version; a stale `version` answers 409. */
export const savePrivacySettings = async (
  api: ApiClient,
  companyId: number,
  body: PrivacySettingsInput,
  signal?: AbortSignal
): Promise<PrivacySettings> =>
  dataOf(await api.PUT('/companies/{id}/privacy', { params: { path: { id: companyId } }, body, signal }));

/** `GET /leads/{id}/personal-data`: everything held about the lead's person, as a JSON or CSV file. */
export const downloadPersonalData = async (
  api: ApiClient,
  leadId: number,
  format: PersonalDataFormat,
  signal?: AbortSignal
): Promise<Blob> =>
  dataOf(
    await api.GET('/leads/{id}/personal-data', {
      params: { path: { id: leadId }, query: { format } },
      parseAs: 'blob',
      signal,
    })
  );

/** `POST /leads/{id}/anonymise`: the person's data goes; the lead, its status and its dates stay. */
export const anonymiseLead = async (
  api: ApiClient,
  leadId: number,
  signal?: AbortSignal
): Promise<{ anonymised: number; message: string }> =>
  dataOf(await api.POST('/leads/{id}/anonymise', { params: { path: { id: leadId } }, signal }));
