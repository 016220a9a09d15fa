import type { z } from 'zod';
import type {
  PrivacyPolicy,
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
