import type { ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { css, cva, cx } from '#styled-system/css';
import { Button } from '#ui/components/button';
import {
  BuildingIcon,
  ChatIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  DashboardIcon,
  FolderIcon,
  HouseIcon,
  LogoutIcon,
  UserIcon,
  type IconProps,
} from '#ui/components/icons';

type Entry = { href: string; label: string; icon: ComponentType<IconProps>; alsoActiveOn?: string[] };

/** Spec §2: the company entry depends on reading every company (the policy's `platform.read`). */
export function sidebarEntries(readsPlatform: boolean): Entry[] {
  return [
    { href: '/dashboard', label: 'Dashboard', icon: DashboardIcon, alsoActiveOn: ['/'] },
    { href: '/projects', label: 'Proyectos', icon: FolderIcon },
    { href: '/constructor', label: 'Portal Constructor', icon: BuildingIcon },
    { href: '/properties', label: 'Propiedades', icon: HouseIcon },
    readsPlatform
      ? { href: '/admin/companies', label: 'Administrar Empresas', icon: BuildingIcon }
      : { href: '/company', label: 'Mi Empresa', icon: BuildingIcon },
    // The audit log is read with the same platform permission as the admin company list.
    ...(readsPlatform ? [{ href: '/admin/audit', label: 'Auditoría', icon: FolderIcon }] : []),
    { href: '/chat', label: 'Chat', icon: ChatIcon },
  ];
}

const isActive = (location: string, entry: Entry) =>
  location === entry.href ||
  location.startsWith(`${entry.href}/`) ||
  (entry.alsoActiveOn ?? []).includes(location);

const styles = {
  // One recipe, so a mode never mixes its position with another's (sticky beside the page, fixed over it).
  aside: cva({
    base: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'gray.900',
      color: 'gray.100',
      h: '100vh',
      transition: 'width 0.2s ease',
      flexShrink: 0,
    },
    variants: {
      mode: {
        expanded: { position: 'sticky', top: '0', w: '60' },
        collapsed: { position: 'sticky', top: '0', w: '16' },
        // Spec §2: below 1024 px the menu covers the page (with the layout's backdrop) instead of pushing it.
        mobile: {
          position: 'fixed',
          top: '0',
          left: '0',
          zIndex: 'modal',
          w: '60',
          maxW: '85vw',
          overflowY: 'auto',
          boxShadow: 'xl',
        },
      },
    },
  }),
  brand: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '4',
    h: '16',
    fontWeight: 'bold',
    fontSize: 'lg',
  }),
  nav: css({ display: 'flex', flexDirection: 'column', gap: '1', px: '2', flex: '1' }),
  link: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    borderRadius: 'md',
    color: 'gray.300',
    _hover: { bg: 'gray.800', color: 'white' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.300' },
  }),
  active: css({ bg: 'brand.600', color: 'white', _hover: { bg: 'brand.600' } }),
  bottom: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    px: '2',
    py: '4',
    borderTopWidth: '1px',
    borderColor: 'gray.800',
  }),
  logout: css({
    justifyContent: 'flex-start',
    color: 'gray.300',
    _hover: { bg: 'gray.800', color: 'white' },
  }),
};

type Props = {
  /** Whether the policy lets the user read every company: 'Administrar Empresas' instead of 'Mi Empresa'. */
  readsPlatform: boolean;
  collapsed: boolean;
  mobile: boolean;
  onToggleCollapse(): void;
  onNavigate(): void;
  onLogout(): void;
};

/** Portal navigation: main entries, then 'Volver al Home', 'Mi Perfil' and 'Cerrar Sesión' (spec §2). */
export function Sidebar({ readsPlatform, collapsed, mobile, onToggleCollapse, onNavigate, onLogout }: Props) {
  const [location] = useLocation();
  const compact = collapsed && !mobile;
  const label = (text: string) =>
    compact ? <span className={css({ srOnly: true })}>{text}</span> : <span>{text}</span>;
  return (
    <aside
      aria-label="Navegación del portal"
      className={styles.aside({ mode: mobile ? 'mobile' : compact ? 'collapsed' : 'expanded' })}
    >
      <div className={styles.brand}>
        <BuildingIcon size={24} />
        {!compact && <span>In-Best</span>}
      </div>
      <nav className={styles.nav}>
        {sidebarEntries(readsPlatform).map((entry) => (
          <Link
            key={entry.href}
            href={entry.href}
            onClick={onNavigate}
            title={compact ? entry.label : undefined}
            aria-current={isActive(location, entry) ? 'page' : undefined}
            className={cx(styles.link, isActive(location, entry) && styles.active)}
          >
            <entry.icon />
            {label(entry.label)}
          </Link>
        ))}
      </nav>
      <div className={styles.bottom}>
        <Link href="/" className={styles.link} onClick={onNavigate}>
          <HouseIcon />
          {label('Volver al Home')}
        </Link>
        <Link href="/profile" className={styles.link} onClick={onNavigate}>
          <UserIcon />
          {label('Mi Perfil')}
        </Link>
        <Button variant="ghost" className={cx(styles.link, styles.logout)} onClick={onLogout}>
          <LogoutIcon />
          {label('Cerrar Sesión')}
        </Button>
        {!mobile && (
          <Button
            variant="ghost"
            className={styles.logout}
            aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
            onClick={onToggleCollapse}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </Button>
        )}
      </div>
    </aside>
  );
}
