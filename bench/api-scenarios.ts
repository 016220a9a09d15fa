import { DEMO_USERS } from '#server/demo/demo-users';

/** One hot call of the portal or the chat, as the bench drives it. */
export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Demo account whose token the call carries; none for public calls. */
  as?: string;
  body?: string;
};

const demoSub = (email: string) => {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.sub;
};

/** The calls issue 13 names, with the demo company (id 1) and one of its properties. */
export function scenarios(propertyId: number): Scenario[] {
  const owner = demoSub('owner@inbest.test');
  const admin = demoSub('admin@inbest.test');
  return [
    { name: 'projects page', method: 'GET', path: '/projects?company_id=1&page=1&limit=9', as: owner },
    {
      name: 'company properties page',
      method: 'GET',
      path: '/companies/1/properties?page=1&limit=10',
      as: owner,
    },
    { name: 'property detail', method: 'GET', path: `/properties/${propertyId}`, as: owner },
    { name: 'dashboard summary', method: 'GET', path: '/dashboard/summary?company_id=1', as: owner },
    { name: 'admin companies page', method: 'GET', path: '/admin/companies?page=1&limit=10', as: admin },
    {
      name: 'chat search',
      method: 'POST',
      path: '/api/chat',
      body: JSON.stringify({
        message: 'apartamentos en Medellín de 2 habitaciones',
        session_id: 'bench-api',
      }),
    },
  ];
}
