import { shallowEqual } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { can } from '#domain/permissions';
import { layoutStore } from '#machines/shell/layout/layout.store';
import { useAuthRef, useSessionRef } from '#ui/app-actors';
import { Button } from '#ui/components/button';
import { MenuIcon } from '#ui/components/icons';
import { CompanyBar } from './company-bar';
import { OfflineBanner } from './offline-banner';
import { Sidebar } from './sidebar';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';
import { useAccess } from './use-page-bindings';

const styles = {
  root: css({ display: 'flex', minH: '100vh', bg: 'bg.canvas' }),
  main: css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' }),
  topBar: css({
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    px: { base: '4', lg: '6' },
    py: '3',
    bg: 'bg.surface',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  content: css({ flex: '1', p: { base: '4', lg: '8' }, w: 'full', maxW: '80rem', mx: 'auto' }),
  overlay: css({ position: 'fixed', inset: '0', bg: 'bg.backdrop', zIndex: 'overlay' }),
};

/** The portal shell of spec §2: sidebar, top bar with the company selector, banners, then the screen. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const authRef = useAuthRef();
  const sessionRef = useSessionRef();
  const access = useAccess();
  const { collapsed, mobileOpen } = useStoreSelector(layoutStore, (s) => s.context, shallowEqual);
  const mobile = useMediaQuery(MOBILE_QUERY);

  const sidebar = (
    <Sidebar
      readsPlatform={can(access, 'platform.read')}
      collapsed={collapsed}
      mobile={mobile}
      onToggleCollapse={() => layoutStore.send({ type: 'sidebar.toggleCollapse' })}
      onNavigate={() => layoutStore.send({ type: 'sidebar.closeMobile' })}
      onLogout={() => authRef.send({ type: 'auth.logout' })}
    />
  );

  return (
    <div className={styles.root}>
      {!mobile && sidebar}
      {mobile && mobileOpen && (
        <>
          <div
            className={styles.overlay}
            aria-hidden
            onClick={() => layoutStore.send({ type: 'sidebar.closeMobile' })}
          />
          {sidebar}
        </>
      )}
      <div className={styles.main}>
        <header className={styles.topBar}>
          {mobile && (
            <Button
              variant="ghost"
              aria-label="Abrir menú"
              onClick={() => layoutStore.send({ type: 'sidebar.openMobile' })}
            >
              <MenuIcon />
            </Button>
          )}
          {sessionRef && <CompanyBar sessionRef={sessionRef} slot="selector" />}
        </header>
        <OfflineBanner />
        {sessionRef && <CompanyBar sessionRef={sessionRef} slot="banner" />}
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
}
