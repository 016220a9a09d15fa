import { css } from '#styled-system/css';

/** A centred full-height area for loading and error outcomes. */
export const fullPage = css({
  minH: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'bg.canvas',
  p: '6',
});

/** A centred card-like column for standalone pages (login, errors, offline). */
export const standalonePanel = css({
  w: 'full',
  maxW: '28rem',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'md',
  p: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  textAlign: 'center',
});
