import { css } from '#styled-system/css';
import type { SessionView } from '#machines/shell/session/session.select';

type SelectorView = Pick<SessionView, 'loading' | 'switching' | 'companies' | 'activeCompany'>;

/** The selector's width in the top bar, for the widget and its placeholder alike. */
export const COMPANY_SELECTOR_CLASS = css({ minW: '14rem', maxW: '20rem' });

/** The three texts of spec §2: none selected, no companies, loading; 'Actualizando...' while switching. */
export const placeholderOf = (view: SelectorView) => {
  if (view.loading) return 'Cargando empresas...';
  if (view.companies.length === 0) return 'No tienes empresas';
  return 'Sin empresa seleccionada';
};

/** What the selector's box reads: the switch or load under way, else the active company, else the placeholder. */
export const selectorText = (view: SelectorView) =>
  view.switching
    ? 'Actualizando...'
    : view.loading
      ? 'Cargando empresas...'
      : (view.activeCompany?.name ?? placeholderOf(view));
