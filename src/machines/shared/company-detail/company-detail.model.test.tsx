import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { AdminCompanyDetailView } from '#ui/screens/admin/admin-company-detail-screen';
import { CompanyDetailView } from '#ui/screens/company/company-detail-screen';
import { PersonalCompanyView } from '#ui/screens/company/personal-company-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import { companyDeleteMachine } from '#machines/shared/company-delete/company-delete.machine';
import type { loadCompanyDetail } from './company-detail.actors';
import { companyDetailMachine, type CompanyDetailEvent } from './company-detail.machine';
import { adminAndina, httpError } from './company.fixtures';
import { CompanyRoleSchema } from '#domain/roles';

const events: CompanyDetailEvent[] = [
  { type: 'company.reload' },
  done('loadCompanyDetail', adminAndina),
  failed('loadCompanyDetail', httpError(404)),
  failed('loadCompanyDetail', httpError(500, 'Error interno del servidor.')),
];

const model = new TestModel(companyDetailMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(companyDetailMachine, {
    input: { companyId: adminAndina.id, scope: 'member' },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

type Screen = 'detalle' | 'admin' | 'personal';
type DetailRef = ReturnType<typeof createActor<typeof companyDetailMachine>>;

/** What each of the three pages that read this machine says in each state. */
const PAGES: Record<
  Screen,
  {
    render(
      detailRef: DetailRef,
      deleteRef: ReturnType<typeof createActor<typeof companyDeleteMachine>>
    ): ReactElement;
    loading: string;
    notFound: string;
    failed: string;
    ready(): void;
  }
> = {
  detalle: {
    render: (detailRef, deleteRef) => (
      <CompanyDetailView
        page={{
          detailRef,
          deleteRef,
          membersRef: undefined,
          leadCaptureRef: undefined,
          privacyRef: undefined,
          canEditPrivacy: false,
          saleSettingsRef: undefined,
          role: 'OWNER',
          canUpdate: true,
          canDelete: true,
          assignableRoles: CompanyRoleSchema.options,
        }}
        send={() => {}}
      />
    ),
    loading: 'Cargando empresa...',
    notFound: 'La empresa que buscas no existe o no tienes permisos para verla.',
    failed: 'Error al cargar los detalles de la empresa',
    ready: () => {
      expect(screen.getByRole('heading', { name: adminAndina.name })).toBeInTheDocument();
      expect(screen.getAllByText('Verificada').length).toBeGreaterThan(0);
      expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
        'href',
        `/company/${adminAndina.id}/edit`
      );
      expect(screen.getByRole('button', { name: /Eliminar Empresa/ })).toBeEnabled();
      expect(screen.getByText(adminAndina.registration_id!)).toBeInTheDocument();
    },
  },
  admin: {
    render: (detailRef, deleteRef) => (
      <AdminCompanyDetailView page={{ detailRef, deleteRef, canDelete: true }} send={() => {}} />
    ),
    loading: 'Cargando detalles de la empresa...',
    notFound: 'La empresa solicitada no existe o no tienes permisos para verla.',
    failed: 'Error al cargar detalles',
    ready: () => {
      expect(screen.getByRole('heading', { name: adminAndina.name })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Miembros' })).toHaveTextContent('2');
      expect(screen.getByRole('group', { name: 'Proyectos' })).toHaveTextContent('4');
      expect(screen.getByRole('link', { name: 'Ver Proyectos' })).toHaveAttribute(
        'href',
        `/admin/projects?company_id=${adminAndina.id}`
      );
      expect(screen.getByRole('link', { name: 'Volver a Lista' })).toHaveAttribute(
        'href',
        '/admin/companies'
      );
      expect(screen.getByText('Información del sistema')).toBeInTheDocument();
    },
  },
  personal: {
    render: (detailRef) => <PersonalCompanyView detailRef={detailRef} />,
    loading: 'Cargando empresa...',
    notFound: 'Error al cargar los datos de la empresa personal: Empresa no encontrada',
    failed: 'Error al cargar los datos de la empresa personal: Error interno del servidor.',
    ready: () => {
      expect(screen.getByRole('heading', { name: adminAndina.name })).toBeInTheDocument();
      expect(screen.getByText('Activa')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
        'href',
        `/company/${adminAndina.id}/edit`
      );
    },
  },
};

const cases = paths.flatMap((p) =>
  (Object.keys(PAGES) as Screen[]).map((page) => [`${page}: ${p.description}`, page, p] as const)
);

afterEach(cleanup);

describe.each(cases)('%s', (_, page, path) => {
  it('the page follows the company detail machine', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadCompanyDetail>();
    const detailRef = createActor(
      companyDetailMachine.provide({ actors: { loadCompanyDetail: load.actor } }),
      {
        input: { companyId: adminAndina.id, scope: page === 'admin' ? 'admin' : 'member' },
      }
    ).start();
    const deleteRef = createActor(companyDeleteMachine, { input: { scope: 'member' } }).start();
    render(PAGES[page].render(detailRef, deleteRef));

    await path.test({
      events: {
        'company.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        },
        ...settle({ loadCompanyDetail: load }),
      },
      states: {
        loading: () => {
          expect(screen.getByText(PAGES[page].loading)).toBeInTheDocument();
        },
        ready: () => PAGES[page].ready(),
        notFound: () => {
          expect(screen.getByText(PAGES[page].notFound)).toBeInTheDocument();
        },
        failed: () => {
          expect(screen.getByText(PAGES[page].failed)).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        },
      },
    });
    detailRef.stop();
    deleteRef.stop();
  });
});

it('covers every state of the company detail chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'notFound', 'failed']) expect(reached).toContain(JSON.stringify(s));
});
