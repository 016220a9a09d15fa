import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from '#styled-system/css';

type Tab = { href: string; label: string; activeWhen: (location: string) => boolean };

// Spec §2, constructor variant: Dashboard, Proyectos, Empresas, Leads, Asistente AI; the sale (issue 28); the
// agenda and the user's tasks (issue 29).
const WORKSPACE_TABS: Tab[] = [
  { href: '/constructor/dashboard', label: 'Dashboard', activeWhen: (l) => l === '/constructor/dashboard' },
  {
    href: '/constructor/projects',
    label: 'Proyectos',
    activeWhen: (l) => l.startsWith('/constructor/projects'),
  },
  {
    href: '/constructor/companies',
    label: 'Empresas',
    activeWhen: (l) => l.startsWith('/constructor/companies'),
  },
  { href: '/constructor/leads', label: 'Leads', activeWhen: (l) => l === '/constructor/leads' },
  {
    href: '/constructor/quotes',
    label: 'Cotizaciones',
    activeWhen: (l) => l.startsWith('/constructor/quotes'),
  },
  { href: '/constructor/agenda', label: 'Agenda', activeWhen: (l) => l === '/constructor/agenda' },
  { href: '/constructor/tasks', label: 'Mis tareas', activeWhen: (l) => l === '/constructor/tasks' },
  { href: '/constructor/sales', label: 'Ventas y cartera', activeWhen: (l) => l === '/constructor/sales' },
  {
    href: '/constructor/assistant',
    label: 'Asistente AI',
    activeWhen: (l) => l === '/constructor/assistant',
  },
];

// The three views of 'Gestión de Empresas' (spec §2, §4 company view state: list, stats, form).
const COMPANY_VIEWS: Tab[] = [
  { href: '/constructor/companies/stats', label: 'Estadísticas', activeWhen: (l) => l.endsWith('/stats') },
  { href: '/constructor/companies', label: 'Lista', activeWhen: (l) => l === '/constructor/companies' },
  { href: '/constructor/companies/new', label: '+ Nueva Empresa', activeWhen: (l) => l.endsWith('/new') },
];

// The four views of project management; Formulario is the new-project form (editing reaches it from a card).
const PROJECT_VIEWS: Tab[] = [
  { href: '/constructor/projects/metrics', label: 'Métricas', activeWhen: (l) => l.endsWith('/metrics') },
  { href: '/constructor/projects/stats', label: 'Estadísticas', activeWhen: (l) => l.endsWith('/stats') },
  { href: '/constructor/projects', label: 'Lista', activeWhen: (l) => l === '/constructor/projects' },
  {
    href: '/constructor/projects/new',
    label: 'Formulario',
    activeWhen: (l) => l.endsWith('/new') || l.endsWith('/edit'),
  },
];

const styles = {
  frame: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' }),
  // Five tabs do not fit a phone's row: they wrap to a second row rather than hide behind a sideways scroll.
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '1',
    borderBottom: '1px solid',
    borderColor: 'gray.200',
  }),
  tab: css({
    px: { base: '3', md: '4' },
    py: '2',
    whiteSpace: 'nowrap',
    color: 'gray.600',
    fontWeight: 'medium',
    borderBottom: '2px solid transparent',
    mb: '-1px',
    _hover: { color: 'gray.900' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
    // Atomic classes joined by cx() do not override each other, so the active look is a condition of the link.
    _currentPage: { color: 'brand.700', borderColor: 'brand.600' },
  }),
  views: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  view: css({
    px: '3',
    py: '1.5',
    borderRadius: 'md',
    fontSize: 'sm',
    color: 'gray.700',
    bg: 'gray.100',
    _hover: { bg: 'gray.200' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
    _currentPage: { bg: 'brand.600', color: 'white', _hover: { bg: 'brand.700' } },
  }),
};

function TabLinks({ tabs, label, variant }: { tabs: Tab[]; label: string; variant: 'tabs' | 'views' }) {
  const [location] = useLocation();
  return (
    <nav aria-label={label} className={variant === 'tabs' ? styles.bar : styles.views}>
      {tabs.map((tab) => {
        return (
          <Link
            key={tab.href}
            href={tab.href}
            className={variant === 'tabs' ? styles.tab : styles.view}
            aria-current={tab.activeWhen(location) ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Every /constructor screen: the workspace tabs above the screen. */
export function WorkspaceFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <TabLinks tabs={WORKSPACE_TABS} label="Espacio del constructor" variant="tabs" />
      {children}
    </div>
  );
}

/** The project-management screens: workspace tabs, then Métricas / Estadísticas / Lista / Formulario. */
export function ProjectViewsFrame({ children }: { children: ReactNode }) {
  return (
    <WorkspaceFrame>
      <TabLinks tabs={PROJECT_VIEWS} label="Vistas de proyectos" variant="views" />
      {children}
    </WorkspaceFrame>
  );
}

/** The company-management screens: workspace tabs, then Estadísticas / Lista / '+ Nueva Empresa'. */
export function CompanyViewsFrame({ children }: { children: ReactNode }) {
  return (
    <WorkspaceFrame>
      <TabLinks tabs={COMPANY_VIEWS} label="Vistas de empresas" variant="views" />
      {children}
    </WorkspaceFrame>
  );
}
