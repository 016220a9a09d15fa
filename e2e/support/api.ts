import { DEMO_PASSWORD } from '../../server/demo/demo-users';
import { E2E } from './env';

export type Company = { id: number; name: string };
export type DashboardSummary = {
  total_projects: number;
  properties_available: number;
  new_leads_last_30_days: number;
  recent_leads: unknown[];
};

/** Gets an access token for a demo account through the identity provider's password grant. */
export async function passwordGrantToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${E2E.idpUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      client_id: E2E.clientId,
      audience: E2E.audience,
      scope: 'openid profile email offline_access',
    }),
  });
  if (!res.ok) throw new Error(`password grant for ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`password grant for ${email}: no access_token`);
  return body.access_token;
}

/** Calls the API as the token's user and returns the parsed JSON body. */
export async function apiGet<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${E2E.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The user's companies in the API's order (the app makes the first one active). */
export async function companiesOf(token: string): Promise<Company[]> {
  const body = await apiGet<Company[] | { data: Company[] }>('/companies/', token);
  return Array.isArray(body) ? body : body.data;
}

/** The dashboard figures the API reports for one company. */
export function dashboardSummary(token: string, companyId: number): Promise<DashboardSummary> {
  return apiGet<DashboardSummary>(`/dashboard/summary?company_id=${companyId}`, token);
}
