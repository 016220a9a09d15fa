import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, use, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { CHAT_LANGUAGES } from '#domain/chat-constants';
import { chatSessionMachine } from '#machines/chat/chat-session/chat-session.machine';
import {
  selectChatView,
  selectPanelRef,
  selectSavedSearchRef,
} from '#machines/chat/chat-session/chat-session.select';
import { loadChat } from '#machines/chat/chat-session/chat-storage';
import { Button } from '#ui/components/button';
import { ChatIcon, ChevronLeftIcon } from '#ui/components/icons';
import { MOBILE_QUERY, PHONE_QUERY, useMediaQuery } from '#ui/shell/use-media-query';
import { ChatInput } from './chat-input';
import { ChatTextsProvider, loadEnglishTexts, useChatTextsOf } from './chat-texts';
import { Conversation } from './conversation';
import { ReopenResultsButton } from './reopen-results-button';

// Fetched the first time someone asks to clear: the public chat's first download stays within its budget.
// The results (cards, chips, comparison) come with the first reply that has some, or a restored conversation's:
// the first paint is the conversation alone, and /chat's first download stays within its budget.
const ResultsPanel = lazy(() => import('./results-panel').then((m) => ({ default: m.ResultsPanel })));
const ConfirmDialog = lazy(() =>
  import('#ui/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog }))
);
// Likewise the save dialog, with its form and its machine, the first time someone saves a search.
const SaveSearchView = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchView }))
);

const styles = {
  root: css({ h: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    // At 390 px the actions ('Ver resultados', 'Guardar búsqueda', ES | EN, 'Limpiar chat') take a row of their own.
    flexWrap: 'wrap',
    gap: '3',
    px: { base: '3', md: '6' },
    py: '3',
    bg: 'bg.surface',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  }),
  brand: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'bold',
    color: 'accent.fg',
    whiteSpace: 'nowrap',
  }),
  actions: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
  }),
  main: css({ flex: '1', display: 'flex', minH: '0' }),
  languages: css({ display: 'flex', gap: '0.5' }),
  conversation: css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' }),
};

type Props = { sessionRef: ActorRefFrom<typeof chatSessionMachine>; onBack(): void };

/** The live assistant (spec §2 Chat screen): conversation on the left, results panel on the right. */
export function ChatView({ sessionRef, onBack }: Props) {
  const view = useSelector(sessionRef, selectChatView, shallowEqual);
  const panelRef = useSelector(sessionRef, selectPanelRef);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const send = (text: string) => sessionRef.send({ type: 'chat.send', text });
  const t = useChatTextsOf(view.language);
  const savedSearchRef = useSelector(sessionRef, selectSavedSearchRef);
  return (
    <ChatTextsProvider value={t}>
      <div className={styles.root}>
        <header className={styles.header}>
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ChevronLeftIcon size={16} /> {t.back}
          </Button>
          <h1 className={styles.brand}>
            <ChatIcon /> In-Best
            <span className={css({ display: { base: 'none', md: 'inline' } })}> · {t.subtitle}</span>
          </h1>
          <div className={styles.actions}>
            {panelRef && <ReopenResultsButton panelRef={panelRef} />}
            {panelRef && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => sessionRef.send({ type: 'chat.saveSearch' })}
              >
                {t.saveSearch}
              </Button>
            )}
            <div role="group" aria-label={t.languageLabel} className={styles.languages}>
              {CHAT_LANGUAGES.map((language) => (
                <Button
                  key={language}
                  size="sm"
                  variant={view.language === language ? 'solid' : 'ghost'}
                  aria-pressed={view.language === language}
                  onClick={() => sessionRef.send({ type: 'chat.language', language })}
                >
                  {language.toUpperCase()}
                </Button>
              ))}
            </div>
            <Button variant="outline" size="sm" onClick={() => sessionRef.send({ type: 'chat.askClear' })}>
              {t.clear}
            </Button>
          </div>
        </header>
        {view.confirmingClear && (
          <Suspense fallback={null}>
            <ConfirmDialog
              open
              title={t.clearTitle}
              message={t.clearMessage}
              type="warning"
              confirmText={t.clear}
              cancelText={t.cancel}
              closeLabel={t.close}
              onConfirm={() => sessionRef.send({ type: 'chat.clear' })}
              onCancel={() => sessionRef.send({ type: 'chat.cancelClear' })}
            />
          </Suspense>
        )}
        {savedSearchRef && (
          <Suspense fallback={null}>
            <SaveSearchView
              savedRef={savedSearchRef}
              onClose={() => sessionRef.send({ type: 'chat.closeSaveSearch' })}
            />
          </Suspense>
        )}
        <div className={styles.main}>
          <main className={styles.conversation}>
            <Conversation
              messages={view.messages}
              sending={view.sending}
              suggestions={view.suggestions}
              onSend={send}
            />
            <ChatInput sending={view.sending} onSend={send} compact={phone} />
          </main>
          {panelRef && (
            <Suspense fallback={null}>
              <ResultsPanel
                panelRef={panelRef}
                searching={view.sending}
                sessionId={view.sessionId}
                language={view.language}
                overlay={mobile}
                onAnalyze={(property) => sessionRef.send({ type: 'chat.analyze', property })}
                onCompare={(properties) => sessionRef.send({ type: 'chat.compare', properties })}
                onRemoveChip={(chip) => send(chip.removeMessage)}
              />
            </Suspense>
          )}
        </div>
      </div>
    </ChatTextsProvider>
  );
}

/** Route /chat: restores the conversation from browser storage, in its language, and runs its session actor. */
export function ChatScreen() {
  const [stored] = useState(() => loadChat());
  // A conversation kept in English waits for its catalogue (the route's loading state) instead of showing Spanish.
  if (stored.language === 'en') use(loadEnglishTexts());
  const sessionRef = useActorRef(chatSessionMachine, { input: stored });
  return <ChatView sessionRef={sessionRef} onBack={() => window.history.back()} />;
}
