import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { css } from '#styled-system/css';
import { savedSearchLinkMachine } from '#machines/chat/saved-search-link/saved-search-link.machine';
import { selectSavedSearchLinkView } from '#machines/chat/saved-search-link/saved-search-link.select';
import { Alert } from '#ui/components/alert';
import { ButtonLink } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';

const styles = {
  page: css({ minH: '100vh', bg: 'bg.canvas', px: '4', py: { base: '8', md: '16' } }),
  body: css({ maxW: '40rem', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '5' }),
};

const TITLES = {
  confirm: { es: 'Búsqueda guardada', en: 'Saved search' },
  unsubscribe: { es: 'Avisos de búsqueda', en: 'Search alerts' },
};
const BACK = { es: 'Ir al asistente', en: 'Go to the assistant' };

function SavedSearchLinkScreen({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const query = new URLSearchParams(useSearch());
  const token = query.get('token') ?? '';
  // The mails of an English search say so in their links: the page speaks English from its first paint.
  const language = query.get('lang') === 'en' ? 'en' : 'es';
  const ref = useActorRef(savedSearchLinkMachine, { input: { action, token, language } });
  const view = useSelector(ref, selectSavedSearchLinkView, shallowEqual);
  return (
    <main className={styles.page}>
      <div className={styles.body}>
        <h1 className={css({ textStyle: 'heading.page' })}>{TITLES[action][view.language]}</h1>
        {view.working ? <Spinner /> : <Alert tone={view.failed ? 'error' : 'success'}>{view.message}</Alert>}
        <ButtonLink href="/chat" variant="outline">
          {BACK[view.language]}
        </ButtonLink>
      </div>
    </main>
  );
}

/** Route /busquedas/confirmar: the confirmation link of a saved search's first e-mail. */
export const SavedSearchConfirmScreen = () => <SavedSearchLinkScreen action="confirm" />;

/** Route /busquedas/cancelar: the unsubscribe link of every alert e-mail. */
export const SavedSearchUnsubscribeScreen = () => <SavedSearchLinkScreen action="unsubscribe" />;
