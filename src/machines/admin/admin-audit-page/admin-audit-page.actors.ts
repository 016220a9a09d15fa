import { fromPromise } from 'xstate';
import { AUDIT_PAGE_SIZE, type AuditPage } from '#domain/audit';
import { fetchAuditPage } from '#api/admin.api';
import { api } from '#api/runtime';

/** One page of the audit log. */
export const loadAuditPage = fromPromise<AuditPage, { page: number }>(({ input, signal }) =>
  fetchAuditPage(api, { page: input.page, limit: AUDIT_PAGE_SIZE }, signal)
);
