import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { chatSessions, projects, properties } from '#server/db/schema';
import { DEMO_USERS } from '#server/demo/demo-users';
import type { ChatTurn, Targets } from './one-statement';

/** One hot call of the portal or the chat, as the bench drives it. */
export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Demo account whose token the call carries; none for public calls. */
  as?: string;
  body?: string;
};

/** The one chat session the bench's chat search talks in. */
export const CHAT_SESSION = 'bench-api';

const demoSub = (email: string) => {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.sub;
};

/** The calls issues 13 and 31 name, with the demo company (id 1), one of its properties and one of its projects. */
export function scenarios({ propertyId, projectId }: Targets): Scenario[] {
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
        session_id: CHAT_SESSION,
      }),
    },
    {
      name: 'constructor dashboard',
      method: 'GET',
      path: '/constructor/dashboard?company_id=1',
      as: owner,
    },
    { name: 'leads page', method: 'GET', path: '/leads?company_id=1&page=1&limit=12', as: owner },
    { name: 'availability board', method: 'GET', path: `/projects/${projectId}/availability`, as: owner },
  ];
}

/** What the calls read: the demo company's first property and its project with the most units (the board). */
export async function benchTargets(db: Db): Promise<Targets> {
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.companyId, 1))
    .orderBy(asc(properties.id))
    .limit(1);
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.companyId, 1))
    .orderBy(desc(projects.totalUnits), asc(projects.id))
    .limit(1);
  if (!property || !project) throw new Error('the demo company has no property or project');
  return { propertyId: property.id, projectId: project.id };
}

/** The chat search's session as the API left it, and its cached reply: what the one-statement turn writes. */
export async function learnedChatTurn(db: Db, reply: string): Promise<ChatTurn> {
  const [session] = await db
    .select({ slots: chatSessions.slots, messages: chatSessions.messages })
    .from(chatSessions)
    .where(eq(chatSessions.id, CHAT_SESSION));
  if (!session) throw new Error('the chat search left no session');
  return { sessionId: CHAT_SESSION, slots: session.slots, messages: session.messages.slice(-2), reply };
}
