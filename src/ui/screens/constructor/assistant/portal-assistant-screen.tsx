import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import {
  PORTAL_PLACEHOLDER,
  PORTAL_QUICK_ACTIONS,
  PORTAL_QUICK_QUERIES,
  PORTAL_TYPING_TEXT,
} from '#domain/portal-assistant';
import { portalAssistantMachine } from '#machines/constructor/portal-assistant/portal-assistant.machine';
import { selectPortalAssistantView } from '#machines/constructor/portal-assistant/portal-assistant.select';
import { Button } from '#ui/components/button';
import { pageStyles } from '#ui/components/page-kit';
import { Markdown } from '#ui/components/markdown';
import { WithActiveCompany } from '#ui/shell/with-active-company';
import { WorkspaceFrame } from '#ui/shell/workspace-nav';

const styles = {
  cards: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '3',
  }),
  card: css({
    textAlign: 'left',
    p: '4',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'card',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    cursor: 'pointer',
    _hover: { borderColor: 'brand.400' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  }),
  queries: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  log: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'card',
    minH: '16rem',
    maxH: '32rem',
    overflowY: 'auto',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  bubble: css({
    maxW: { base: '100%', md: '80%' },
    px: '4',
    py: '3',
    borderRadius: 'lg',
    '&[data-sender=user]': { alignSelf: 'flex-end', bg: 'brand.600', color: 'white' },
    '&[data-sender=ai]': { alignSelf: 'flex-start', bg: 'gray.100', color: 'gray.900' },
  }),
  form: css({ display: 'flex', gap: '2', alignItems: 'flex-end' }),
  input: css({
    flex: '1',
    minW: '0',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    resize: 'none',
  }),
};

type PageRef = ActorRefFrom<typeof portalAssistantMachine>;

/** 'Asistente AI' (spec §2): quick-action cards, quick queries, the conversation, the input. */
export function PortalAssistantView({ pageRef, companyName }: { pageRef: PageRef; companyName: string }) {
  const view = useSelector(pageRef, selectPortalAssistantView, shallowEqual);
  const [draft, setDraft] = useState('');
  const send = (text: string) => pageRef.send({ type: 'chat.send', text });
  const submit = () => {
    if (!view.canSend || draft.trim() === '') return;
    send(draft);
    setDraft('');
  };
  return (
    <div className={pageStyles.page}>
      <div>
        <h1 className={pageStyles.title}>Asistente AI</h1>
        <p className={pageStyles.subtitle}>Respuestas con los datos de {companyName}</p>
      </div>
      <div className={styles.cards}>
        {PORTAL_QUICK_ACTIONS.map((action) => (
          <button
            key={action.title}
            type="button"
            className={styles.card}
            disabled={!view.canSend}
            onClick={() => send(action.question)}
          >
            <strong>{action.title}</strong>
            <span className={css({ color: 'fg.muted', textStyle: 'caption' })}>{action.description}</span>
          </button>
        ))}
      </div>
      <div className={styles.queries} role="group" aria-label="Consultas rápidas">
        {PORTAL_QUICK_QUERIES.map((query) => (
          <Button
            key={query.label}
            size="sm"
            variant="outline"
            disabled={!view.canSend}
            onClick={() => send(query.question)}
          >
            {query.label}
          </Button>
        ))}
      </div>
      {/* Long answers scroll inside the log: it takes focus so a keyboard can scroll it (WCAG 2.1.1). */}
      <div className={styles.log} role="log" aria-label="Conversación" aria-live="polite" tabIndex={0}>
        {view.messages.map((message) => (
          <div
            key={message.id}
            className={styles.bubble}
            data-sender={message.sender}
            role={message.failed ? 'alert' : undefined}
          >
            {message.sender === 'ai' ? <Markdown text={message.text} /> : message.text}
          </div>
        ))}
        {view.thinking && (
          <p className={css({ color: 'fg.muted', textStyle: 'caption' })} role="status">
            {PORTAL_TYPING_TEXT}
          </p>
        )}
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <textarea
          className={styles.input}
          rows={2}
          value={draft}
          aria-label="Pregunta"
          placeholder={PORTAL_PLACEHOLDER}
          disabled={!view.canSend}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" disabled={!view.canSend || draft.trim() === ''}>
          {view.thinking ? 'Procesando...' : 'Enviar'}
        </Button>
      </form>
    </div>
  );
}

function PortalAssistantPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const pageRef = useActorRef(portalAssistantMachine, { input: { companyId } });
  useEffect(() => pageRef.send({ type: 'company.change', companyId }), [pageRef, companyId]);
  return <PortalAssistantView pageRef={pageRef} companyName={companyName} />;
}

/** `/constructor/assistant`: the portal assistant of the active company. */
export function PortalAssistantScreen() {
  return (
    <WorkspaceFrame>
      <WithActiveCompany>
        {(company) => <PortalAssistantPage companyId={company.id} companyName={company.name} />}
      </WithActiveCompany>
    </WorkspaceFrame>
  );
}
