import { createActor, fromPromise } from 'xstate';
import { ApiError } from '#api/api-error';
import type { LeadsFilter } from '#api/leads.api';
import type { LeadChange, LeadCreate, LeadCreated, LeadDetail, LeadList, LeadUpdate } from '#domain/lead';
import { STALE_VERSION_DETAIL } from '#domain/versioned';
import type { Access } from '#domain/permissions';
import type { ContactChannel } from './leads-page.actors';
import { lucia, luciaContacted, noLeads, oneLead } from './leads-page.fixtures';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';
import { leadsPageMachine } from './leads-page.machine';
import { leadAssignMachine } from '#machines/leads/lead-assign/lead-assign.machine';
import { leadPrivacyMachine } from '#machines/leads/lead-privacy/lead-privacy.machine';
import type { Member } from '#domain/member';
import { selectLeadsPageView } from './leads-page.select';

const memberAccess: Access = { roles: { 1: 'MEMBER' }, permissions: [] };
const viewer: Access = { roles: { 1: 'VIEWER' }, permissions: [] };
const owner: Access = { roles: { 1: 'OWNER' }, permissions: [] };
const member = (user_id: number, full_name: string, role: Member['role']): Member => ({
  id: user_id + 100,
  user_id,
  email: `${full_name.toLowerCase()}@andina.test`,
  full_name,
  role,
  created_at: '2026-11-01T00:00:00.000Z',
});
const MEMBERS = [member(2, 'Mateo', 'MEMBER'), member(3, 'Valentina', 'VIEWER'), member(4, 'Ana', 'ADMIN')];
const flush = () => vi.advanceTimersByTimeAsync(0);
const { history: _h, ...luciaLead } = lucia;

type Query = LeadsFilter & { page: number; limit: number };

function start({ access = memberAccess, list = (_: Query) => Promise.resolve(oneLead) } = {}) {
  const asked: Query[] = [];
  const created: LeadCreate[] = [];
  const patched: LeadUpdate[] = [];
  const contacted: { leadId: number; channel: string }[] = [];
  const exported: LeadsFilter[] = [];
  const assigned: { leadId: number; version: number; assignedTo: number | null }[] = [];
  const files: Blob[] = [];
  const notices: string[] = [];
  let createAnswer: () => Promise<LeadCreated> = async () => ({ lead: luciaLead, duplicate: false });
  let stored: LeadDetail = lucia;
  let changeAnswer: ((patch: LeadUpdate) => Promise<LeadDetail>) | null = null;
  const page = createActor(
    leadsPageMachine.provide({
      actors: {
        loadLeads: fromPromise<LeadList, Query>(({ input }) => {
          asked.push(input);
          return list(input);
        }),
        loadLead: fromPromise<LeadDetail, { leadId: number }>(async () => stored),
        saveLead: fromPromise<LeadCreated, LeadCreate>(({ input }) => {
          created.push(input);
          return createAnswer();
        }),
        changeLead: fromPromise<LeadDetail, { leadId: number; version: number; patch: LeadChange }>(
          async ({ input }) => {
            const patch = { ...input.patch, version: input.version };
            patched.push(patch);
            if (changeAnswer) return changeAnswer(patch);
            return { ...lucia, ...patch, version: input.version + 1 } as LeadDetail;
          }
        ),
        recordContact: fromPromise<LeadDetail, { leadId: number; channel: ContactChannel }>(
          async ({ input }) => {
            contacted.push(input);
            return luciaContacted;
          }
        ),
        leadAssign: leadAssignMachine.provide({
          actors: {
            loadMembers: fromPromise(async () => MEMBERS),
            saveAssignee: fromPromise(async ({ input }) => {
              assigned.push(input);
              return { ...lucia, assigned_to: input.assignedTo, assigned_to_name: 'Ana', version: 2 };
            }),
          },
          actions: { notifyAssigned: () => void notices.push('assigned') },
        }),
        // The server's anonymisation: the stored lead loses its person, keeps its status and dates.
        leadPrivacy: leadPrivacyMachine.provide({
          actors: {
            anonymisePerson: fromPromise(async () => {
              stored = {
                ...stored,
                contact_name: 'Titular anonimizado',
                contact_email: null,
                contact_phone: null,
              };
              return { anonymised: 1, message: 'Datos personales anonimizados.' };
            }),
          },
        }),
        downloadCsv: fromPromise<Blob, LeadsFilter>(async ({ input }) => {
          exported.push(input);
          return new Blob(['\uFEFFID;Nombre'], { type: 'text/csv' });
        }),
      },
      actions: {
        saveFile: (_, params) => void files.push(params.file),
        notifyError: (_, params) => void notices.push(`error: ${params.message}`),
        notifyCreated: (_, params) => void notices.push(params.duplicate ? 'merged' : 'created'),
        notifySaved: () => void notices.push('saved'),
      },
    }),
    { input: { companyId: 1, access } }
  ).start();
  const view = () => selectLeadsPageView(page.getSnapshot());
  const setCreateAnswer = (f: () => Promise<LeadCreated>) => (createAnswer = f);
  /** Another person's save: what the server now stores, and what a change based on an older version gets. */
  const changedByOther = (current: LeadDetail) => {
    stored = current;
    changeAnswer = async (patch) => {
      if (patch.version !== current.version) {
        throw new ApiError(STALE_VERSION_DETAIL, 'http', 409, { detail: STALE_VERSION_DETAIL, current });
      }
      return { ...current, ...patch, version: current.version + 1 } as LeadDetail;
    };
  };
  return {
    page,
    asked,
    created,
    patched,
    contacted,
    exported,
    assigned,
    files,
    notices,
    view,
    setCreateAnswer,
    changedByOther,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('leads page machine', () => {
  it('loads the first page of every status with the tab counts', async () => {
    const { asked, view } = start();
    expect(view().loading).toBe(true);
    await flush();
    expect(asked).toEqual([{ company_id: 1, page: 1, limit: 12 }]);
    expect(view().tabs.map((t) => [t.label, t.count, t.active])).toEqual([
      ['Todos', 1, true],
      ['Nuevo', 1, false],
      ['En seguimiento', 0, false],
      ['Calificado', 0, false],
      ['Cotizado', 0, false],
      ['Separado', 0, false],
      ['Cerrado ganado', 0, false],
      ['Descartado', 0, false],
    ]);
    expect(view()).toMatchObject({ loading: false, leads: [luciaLead], canCreate: true, canWrite: true });
  });

  it('filters by tab from the first page, and pages within it', async () => {
    const { page, asked } = start();
    await flush();
    page.send({ type: 'page.go', page: 2 });
    await flush();
    page.send({ type: 'filter.select', status: 'contacted' });
    await flush();
    expect(asked.slice(1)).toEqual([
      { company_id: 1, page: 2, limit: 12 },
      { company_id: 1, status: 'contacted', page: 1, limit: 12 },
    ]);
  });

  it('searches once typing pauses, or at once on Enter', async () => {
    const { page, asked, view } = start();
    await flush();
    page.send({ type: 'search.input', term: 'Gó' });
    page.send({ type: 'search.input', term: 'Gómez ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.at(-1)).toEqual({ company_id: 1, q: 'Gómez', page: 1, limit: 12 });
    expect(view().draft).toBe('Gómez ');
    page.send({ type: 'search.input', term: 'Ruiz' });
    page.send({ type: 'search.submit' });
    await flush();
    expect(asked.at(-1)).toMatchObject({ q: 'Ruiz' });
    expect(asked).toHaveLength(3);
  });

  it("says 'No hay leads' without filters and the filters' message with them", async () => {
    const { page, view } = start({ list: async () => noLeads });
    await flush();
    expect(view()).toMatchObject({ empty: true, nothingFound: false });
    page.send({ type: 'filter.select', status: 'qualified' });
    await flush();
    expect(view()).toMatchObject({ empty: false, nothingFound: true });
  });

  it('shows a failed list and tries again on Reintentar', async () => {
    let fail = true;
    const { page, view, notices } = start({
      list: async () => {
        if (fail) throw new ApiError('Error del servidor (503).', 'http', 503);
        return oneLead;
      },
    });
    await flush();
    expect(view().error).toBe(true);
    expect(notices).toEqual(['error: No se pudieron cargar los leads. Inténtalo de nuevo.']);
    fail = false;
    page.send({ type: 'list.reload' });
    await flush();
    expect(view()).toMatchObject({ error: false, leads: [luciaLead] });
  });

  it("'Contactar' records the channel and reloads the list; the open profile shows the new history", async () => {
    const { page, contacted, asked, view } = start();
    await flush();
    page.send({ type: 'lead.open', leadId: 7 });
    await flush();
    page.send({ type: 'lead.contact', leadId: 7, channel: 'email' });
    await flush();
    expect(contacted).toEqual([{ leadId: 7, channel: 'email' }]);
    expect(view().detail.lead?.status).toBe('contacted');
    expect(asked).toHaveLength(2);
  });

  it('lets a VIEWER read and export but not create, contact or change', async () => {
    const { page, view, contacted, patched, exported, files } = start({ access: viewer });
    await flush();
    expect(view()).toMatchObject({ canCreate: false, canWrite: false });
    page.send({ type: 'form.open' });
    expect(view().form.open).toBe(false);
    page.send({ type: 'lead.contact', leadId: 7, channel: 'phone' });
    page.send({ type: 'lead.open', leadId: 7 });
    await flush();
    page.send({ type: 'lead.update', patch: { status: 'lost', lost_reason: 'Compró en otro proyecto' } });
    await flush();
    expect(contacted).toEqual([]);
    expect(patched).toEqual([]);
    expect(view().detail.quoteHref).toBeNull();
    page.send({ type: 'export.request' });
    await flush();
    expect(exported).toEqual([{ company_id: 1 }]);
    expect(files).toHaveLength(1);
  });

  it('changes status from the profile and reloads the list', async () => {
    const { page, patched, view, notices, asked } = start();
    await flush();
    page.send({ type: 'lead.open', leadId: 7 });
    await flush();
    expect(view().detail).toMatchObject({ open: true, loading: false, lead: lucia });
    // 'Cotizar' opens the quote form for this lead; the unit is picked there when the lead named none.
    expect(view().detail.quoteHref).toBe('/constructor/quotes/new?lead_id=7');
    page.send({ type: 'lead.update', patch: { status: 'qualified' } });
    expect(view().detail.saving).toBe(true);
    await flush();
    expect(patched).toEqual([{ status: 'qualified', version: 1 }]);
    expect(view().detail.lead?.status).toBe('qualified');
    expect(notices).toEqual(['saved']);
    expect(asked).toHaveLength(2);
    page.send({ type: 'detail.close' });
    expect(view().detail).toMatchObject({ open: false, lead: null });
  });

  it('a change another person made first is not overwritten: it says so and Recargar loads their version', async () => {
    const { page, patched, view, notices, changedByOther } = start();
    await flush();
    page.send({ type: 'lead.open', leadId: 7 });
    await flush();
    changedByOther({ ...lucia, status: 'lost', notes: 'Compró en otro proyecto', version: 2 });
    page.send({ type: 'lead.update', patch: { status: 'qualified' } });
    await flush();
    expect(patched).toEqual([{ status: 'qualified', version: 1 }]);
    expect(view().detail).toMatchObject({ stale: true, saving: false });
    expect(notices).toEqual([]);
    // While stale, no further change is sent on the old copy.
    page.send({ type: 'lead.update', patch: { notes: 'Otra nota' } });
    await flush();
    expect(patched).toHaveLength(1);

    page.send({ type: 'form.reload' });
    await flush();
    expect(view().detail).toMatchObject({ stale: false, lead: { status: 'lost', version: 2 } });
    page.send({ type: 'lead.update', patch: { status: 'qualified' } });
    await flush();
    expect(patched.at(-1)).toEqual({ status: 'qualified', version: 2 });
    expect(view().detail.lead).toMatchObject({ status: 'qualified', version: 3 });
  });

  it("saves 'Nuevo Lead' as the request, back on the first page of Todos", async () => {
    const { page, created, view, asked, notices } = start();
    await flush();
    page.send({ type: 'filter.select', status: 'qualified' });
    await flush();
    page.send({ type: 'form.open' });
    expect(view().form.open).toBe(true);
    page.send({
      type: 'form.submit',
      values: {
        contact_name: ' Pedro Salas ',
        contact_email: 'pedro@example.com',
        contact_phone: '',
        budget: '300000000',
        interest_types: ['house'],
        interest_cities: 'Medellín, Envigado, Medellín',
        interests: '',
      },
    });
    expect(view().form.saving).toBe(true);
    await flush();
    expect(created).toEqual([
      {
        company_id: 1,
        contact_name: 'Pedro Salas',
        contact_email: 'pedro@example.com',
        contact_phone: '',
        budget: 300_000_000,
        interest_types: ['house'],
        interest_cities: ['Medellín', 'Envigado'],
        interests: '',
        origin: 'manual',
      },
    ]);
    expect(view().form.open).toBe(false);
    expect(notices).toEqual(['created']);
    expect(asked.at(-1)).toEqual({ company_id: 1, page: 1, limit: 12 });
  });

  it('keeps the form open with the server’s message when saving fails', async () => {
    const { page, view, setCreateAnswer } = start();
    await flush();
    setCreateAnswer(async () => {
      throw new ApiError('El proyecto no pertenece a la empresa.', 'http', 422);
    });
    page.send({ type: 'form.open' });
    page.send({
      type: 'form.submit',
      values: {
        contact_name: 'Pedro',
        contact_email: 'p@example.com',
        contact_phone: '',
        budget: '',
        interest_types: [],
        interest_cities: '',
        interests: '',
      },
    });
    await flush();
    expect(view().form).toMatchObject({
      open: true,
      saving: false,
      error: 'El proyecto no pertenece a la empresa.',
    });
    page.send({ type: 'form.cancel' });
    expect(view().form).toMatchObject({ open: false, error: null });
  });

  it('exports the current tab and search, and starts over in another company', async () => {
    const { page, exported, asked } = start();
    await flush();
    page.send({ type: 'filter.select', status: 'new' });
    page.send({ type: 'search.input', term: 'lucia' });
    page.send({ type: 'search.submit' });
    await flush();
    page.send({ type: 'export.request' });
    await flush();
    expect(exported).toEqual([{ company_id: 1, status: 'new', q: 'lucia' }]);
    page.send({ type: 'company.change', companyId: 2 });
    await flush();
    expect(asked.at(-1)).toEqual({ company_id: 2, page: 1, limit: 12 });
  });

  it("'Mis leads' asks for the user's own leads, from the first page, and counts as a filter", async () => {
    const { page, asked } = start();
    await flush();
    page.send({ type: 'page.go', page: 2 });
    page.send({ type: 'filter.mine', mine: true });
    await flush();
    expect(asked.at(-1)).toEqual({ company_id: 1, assigned: 'me', page: 1, limit: 12 });
    page.send({ type: 'filter.mine', mine: false });
    await flush();
    expect(asked.at(-1)).toEqual({ company_id: 1, page: 1, limit: 12 });
  });

  it("'Anonimizar' to managers only; once done the profile shows the anonymised lead and the list is read again", async () => {
    expect(start({ access: memberAccess }).view().canManagePrivacy).toBe(false);
    const { page, view, asked } = start({ access: owner });
    expect(view().canManagePrivacy).toBe(true);
    await flush();
    page.send({ type: 'lead.open', leadId: lucia.id });
    await flush();
    const before = asked.length;
    view().privacyRef.send({
      type: 'anonymise.open',
      lead: { id: lucia.id, contactName: lucia.contact_name },
    });
    view().privacyRef.send({ type: 'anonymise.confirm' });
    await flush();
    await flush();
    expect(view().detail.lead).toMatchObject({
      id: lucia.id,
      contact_name: 'Titular anonimizado',
      contact_email: null,
      status: lucia.status,
    });
    expect(asked.length).toBe(before + 1);
  });

  it("offers 'Asignar a' to managers only", async () => {
    const { page, view } = start();
    await flush();
    page.send({ type: 'lead.open', leadId: 7 });
    await flush();
    expect(view().canAssign).toBe(false);
    page.send({ type: 'lead.assign' });
    expect(view().assignRef.getSnapshot().value).toBe('closed');
  });

  it("'Asignar a' lists the members but VIEWERs, saves the pick and shows it in the profile and the list", async () => {
    const { page, view, asked, assigned, notices } = start({ access: owner });
    await flush();
    page.send({ type: 'lead.open', leadId: 7 });
    await flush();
    page.send({ type: 'lead.assign' });
    await flush();
    const dialog = view().assignRef;
    expect(dialog.getSnapshot().value).toBe('choosing');
    expect(dialog.getSnapshot().context.members.map((m) => m.full_name)).toEqual(['Mateo', 'Ana']);
    dialog.send({ type: 'assign.select', userId: 4 });
    dialog.send({ type: 'assign.confirm' });
    await flush();
    expect(assigned).toEqual([{ leadId: 7, version: 1, assignedTo: 4 }]);
    expect(dialog.getSnapshot().value).toBe('closed');
    expect(view().detail.lead).toMatchObject({ assigned_to: 4, assigned_to_name: 'Ana', version: 2 });
    expect(notices).toContain('assigned');
    expect(asked).toHaveLength(2);
  });
});
