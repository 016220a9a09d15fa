import type { Company, CompanyStats, MyCompany } from '#domain/company';
import type { CompanyInput, CompanyUpdate } from '#domain/company-form';
import type { CountryCode, DocumentType } from '#domain/countries';
import type { CompanyInvitation } from '#domain/invitation';
import type { PagedQuery } from '#domain/list-page';
import type { Member, MemberInvite, MemberPage, MemberSort } from '#domain/member';
import type { CompanyRole } from '#domain/roles';
import { type ApiClient, dataOf } from './client';

/** `GET /companies/{id}`: one company the caller belongs to. */
export const fetchCompany = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<Company> =>
  dataOf(await api.GET('/companies/{id}', { params: { path: { id } }, signal }));

/** `POST /companies/`: creates a company; the caller becomes its OWNER. */
export const createCompany = async (
  api: ApiClient,
  body: CompanyInput,
  signal?: AbortSignal
): Promise<MyCompany> => dataOf(await api.POST('/companies', { body, signal }));

/** `PUT /companies/{id}`: replaces a company's editable fields, with the version read. */
export const updateCompany = async (
  api: ApiClient,
  id: number,
  body: CompanyUpdate,
  signal?: AbortSignal
): Promise<Company> => dataOf(await api.PUT('/companies/{id}', { params: { path: { id } }, body, signal }));

/** `DELETE /companies/{id}`. */
export async function deleteCompany(api: ApiClient, id: number, signal?: AbortSignal): Promise<void> {
  await api.DELETE('/companies/{id}', { params: { path: { id } }, signal });
}

/** `GET /companies/{id}/stats`: project and member counts. */
export const fetchCompanyStats = async (
  api: ApiClient,
  id: number,
  signal?: AbortSignal
): Promise<CompanyStats> =>
  dataOf(await api.GET('/companies/{id}/stats', { params: { path: { id } }, signal }));

/** `GET /countries/{country}/document-types`. */
export const fetchDocumentTypes = async (
  api: ApiClient,
  country: CountryCode,
  signal?: AbortSignal
): Promise<DocumentType[]> =>
  dataOf(await api.GET('/countries/{country}/document-types', { params: { path: { country } }, signal }));

/** `GET /companies/{id}/members`. */
export const fetchMembers = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<Member[]> => {
  const body = dataOf(
    await api.GET('/companies/{id}/members', { params: { path: { id: companyId } }, signal })
  );
  // Asked without page or limit, the server answers every member.
  return Array.isArray(body) ? body : body.members;
};

/** What the members section asks for: one page of a company's members matching a search, in an order. */
export type MembersQuery = { companyId: number } & PagedQuery<MemberSort>;

/** `GET /companies/{id}/members?page&limit&q&sort`: one page of the members, searched and sorted. */
export const fetchMembersPage = async (
  api: ApiClient,
  { companyId, page, limit, q, sort }: MembersQuery,
  signal?: AbortSignal
): Promise<MemberPage> => {
  const query = { page, limit, sort, ...(q ? { q } : {}) };
  const body = dataOf(
    await api.GET('/companies/{id}/members', { params: { path: { id: companyId }, query }, signal })
  );
  // Asked with a page, the server answers the page shape; the array is the unpaged answer.
  return Array.isArray(body) ? { members: body, total_pages: 1, total_items: body.length } : body;
};

/** `POST /companies/{id}/members`: invites someone by email with a role; they join once they accept. */
export const inviteMember = async (
  api: ApiClient,
  companyId: number,
  body: MemberInvite,
  signal?: AbortSignal
): Promise<CompanyInvitation> =>
  dataOf(await api.POST('/companies/{id}/members', { params: { path: { id: companyId } }, body, signal }));

/** `PUT /companies/{id}/members/{memberId}`: changes a member's role. */
export const updateMemberRole = async (
  api: ApiClient,
  companyId: number,
  memberId: number,
  role: CompanyRole,
  signal?: AbortSignal
): Promise<Member> =>
  dataOf(
    await api.PUT('/companies/{id}/members/{memberId}', {
      params: { path: { id: companyId, memberId } },
      body: { role },
      signal,
    })
  );

/** `DELETE /companies/{id}/members/{memberId}`. */
export async function removeMember(
  api: ApiClient,
  companyId: number,
  memberId: number,
  signal?: AbortSignal
): Promise<void> {
  await api.DELETE('/companies/{id}/members/{memberId}', {
    params: { path: { id: companyId, memberId } },
    signal,
  });
}

/** `GET /companies/{id}/invitations`: the company's pending invitations. */
export const fetchInvitations = async (
  api: ApiClient,
  companyId: number,
  signal?: AbortSignal
): Promise<CompanyInvitation[]> =>
  dataOf(await api.GET('/companies/{id}/invitations', { params: { path: { id: companyId } }, signal }));

/** `DELETE /companies/{id}/invitations/{invitationId}`: withdraws a pending invitation. */
export async function cancelInvitation(
  api: ApiClient,
  companyId: number,
  invitationId: number,
  signal?: AbortSignal
): Promise<void> {
  await api.DELETE('/companies/{id}/invitations/{invitationId}', {
    params: { path: { id: companyId, invitationId } },
    signal,
  });
}
