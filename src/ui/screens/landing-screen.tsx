import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css } from '#styled-system/css';
import { selectAuthView } from '#machines/shell/auth/auth.select';
import { useAuthRef } from '#ui/app-actors';
import { Button, ButtonLink } from '#ui/components/button';
import { BuildingIcon, ChatIcon } from '#ui/components/icons';

const styles = {
  page: css({ minH: '100vh', bg: 'bg.canvas', display: 'flex', flexDirection: 'column' }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    // The buttons' width depends on the fonts the browser has (the phone test's DejaVu Sans is wider than most):
    // when the logo and the buttons do not fit one line, the buttons take the next one instead of widening the page.
    flexWrap: 'wrap',
    gap: { base: '2', sm: '4' },
    px: { base: '3', md: '8' },
    py: '4',
    bg: 'bg.surface',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  brand: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'bold',
    fontSize: { base: 'lg', sm: 'xl' },
    color: 'accent.fg',
    // The logo never breaks into "In-" / "Best".
    whiteSpace: 'nowrap',
    flexShrink: 0,
  }),
  actions: css({
    display: 'flex',
    alignItems: 'center',
    gap: { base: '1', sm: '3' },
    flexWrap: 'nowrap',
    // Wrapped under the logo, the buttons stay at the right edge.
    ml: 'auto',
  }),
  // On a phone the header's buttons get tighter, so the logo and both buttons fit one line when the fonts allow.
  action: css({ px: { base: '2', sm: '4' }, fontSize: { base: 'sm', sm: 'md' }, whiteSpace: 'nowrap' }),
  userName: css({ display: { base: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }),
  avatar: css({
    w: '9',
    h: '9',
    borderRadius: 'full',
    bg: 'accent.solid',
    color: 'fg.onSolid',
    display: 'grid',
    placeItems: 'center',
    fontWeight: 'semibold',
  }),
  hero: css({
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8',
    px: '4',
    py: '16',
  }),
  title: css({
    textStyle: 'heading.page',
    fontSize: { base: '2xl', md: '4xl' },
    textAlign: 'center',
    maxW: '44rem',
  }),
  lead: css({ color: 'fg.muted', textAlign: 'center', maxW: '40rem', fontSize: 'lg' }),
  entries: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
    gap: '6',
    w: 'full',
    maxW: '56rem',
  }),
  entry: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '6',
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'sm',
    _hover: { boxShadow: 'md', borderColor: 'accent.solid' },
  }),
};

/** Spec §2: the public landing with its two entries and the logged-in/out header. */
export function LandingScreen() {
  const authRef = useAuthRef();
  const auth = useSelector(authRef, selectAuthView, shallowEqual);
  const displayName = auth.user?.name || auth.user?.email || 'Usuario';
  const loggedIn = auth.status === 'authenticated';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link href="/" className={styles.brand}>
          <BuildingIcon size={28} />
          <span>In-Best</span>
        </Link>
        <div className={styles.actions}>
          {loggedIn ? (
            <>
              <span className={styles.avatar} aria-hidden>
                {displayName.charAt(0).toUpperCase()}
              </span>
              <span className={styles.userName}>{displayName}</span>
              <ButtonLink href="/dashboard" className={styles.action}>
                Portal
              </ButtonLink>
              <Button
                variant="outline"
                className={styles.action}
                onClick={() => authRef.send({ type: 'auth.logout' })}
              >
                Cerrar Sesión
              </Button>
            </>
          ) : (
            <>
              <ButtonLink href="/about" variant="ghost" className={styles.action}>
                Acerca de In-Best
              </ButtonLink>
              <Button
                className={styles.action}
                loading={auth.busy}
                onClick={() => authRef.send({ type: 'auth.login', returnTo: '/dashboard' })}
              >
                {auth.busy ? 'Cargando...' : 'Iniciar Sesión'}
              </Button>
            </>
          )}
        </div>
      </header>
      <main className={styles.hero}>
        <h1 className={styles.title}>Invierte en finca raíz con claridad</h1>
        <p className={styles.lead}>
          Describe el proyecto que buscas en lenguaje natural o gestiona tus desarrollos inmobiliarios desde
          el portal empresarial.
        </p>
        <div className={styles.entries}>
          <Link href="/chat" className={styles.entry}>
            <ChatIcon size={28} />
            <h2 className={css({ textStyle: 'heading.section' })}>Encuentra tu inversión</h2>
            <p className={css({ color: 'fg.muted' })}>
              Cuéntale al asistente qué buscas y recibe propiedades y análisis financieros.
            </p>
          </Link>
          <Link href="/dashboard" className={styles.entry}>
            <BuildingIcon size={28} />
            <h2 className={css({ textStyle: 'heading.section' })}>Portal empresarial</h2>
            <p className={css({ color: 'fg.muted' })}>
              Constructoras e inmobiliarias: proyectos, propiedades, modelos y leads en un solo lugar.
            </p>
          </Link>
        </div>
      </main>
    </div>
  );
}
