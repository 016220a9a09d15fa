import { useEffect, useRef } from 'react';
import { css } from '#styled-system/css';
import type { ChatMessage } from '#machines/chat/chat-session/chat-message';
import type { Suggestion } from '#machines/chat/chat-session/chat-session.select';
import { Button } from '#ui/components/button';
import { fill, useChatTexts } from './chat-texts';
import { MessageBubble } from './message-bubble';

const CAPABILITIES = [
  ['capabilitySearch', 'capabilitySearchText'],
  ['capabilityAnalysis', 'capabilityAnalysisText'],
  ['capabilityRoi', 'capabilityRoiText'],
  ['capabilityProjects', 'capabilityProjectsText'],
] as const;

const styles = {
  scroller: css({ flex: '1', overflowY: 'auto', px: { base: '3', md: '6' }, py: '4', bg: 'bg.canvas' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' }),
  welcome: css({
    maxW: '2xl',
    mx: 'auto',
    mt: { base: '2', md: '8' },
    p: '6',
    bg: 'bg.surface',
    borderRadius: 'card',
    boxShadow: 'card',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  }),
  capabilities: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' }),
  capability: css({ p: '3', borderRadius: 'lg', bg: 'bg.muted', fontSize: 'sm' }),
  examples: css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'stretch' }),
  // An example is a sentence: on a phone it wraps inside its button instead of being cut.
  example: css({
    whiteSpace: 'normal',
    h: 'auto',
    minH: '10',
    py: '2',
    textAlign: 'start',
    lineHeight: 'snug',
  }),
  typing: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    color: 'fg.muted',
    fontSize: 'sm',
    py: '2',
  }),
  dots: css({
    display: 'inline-flex',
    gap: '1',
    '& span': {
      w: '1.5',
      h: '1.5',
      borderRadius: 'full',
      bg: 'fg.subtle',
      animation: 'pulse 1.2s ease-in-out infinite',
    },
  }),
  suggestions: css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '1' }),
};

type Props = {
  messages: readonly ChatMessage[];
  sending: boolean;
  suggestions: readonly Suggestion[];
  onSend(text: string): void;
};

/** The conversation: a welcome when empty, the bubbles, the typing indicator and the suggestions of the last reply. */
export function Conversation({ messages, sending, suggestions, onSend }: Props) {
  const t = useChatTexts();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, sending]);

  return (
    <div className={styles.scroller}>
      {messages.length === 0 ? (
        <section className={styles.welcome} aria-labelledby="chat-welcome">
          <h2 id="chat-welcome" className={css({ textStyle: 'heading.section' })}>
            {t.welcomeTitle}
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.welcomeText}</p>
          <ul className={styles.capabilities} aria-label={t.capabilitiesLabel}>
            {CAPABILITIES.map(([title, text]) => (
              <li key={title} className={styles.capability}>
                <strong>{t[title]}</strong>
                <br />
                <span className={css({ color: 'fg.muted' })}>{t[text]}</span>
              </li>
            ))}
          </ul>
          <div className={styles.examples}>
            <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{t.tryWith}</span>
            {[t.example1, t.example2].map((prompt) => (
              <Button
                key={prompt}
                variant="outline"
                className={styles.example}
                onClick={() => onSend(prompt)}
                disabled={sending}
              >
                {prompt}
              </Button>
            ))}
          </div>
        </section>
      ) : (
        // The log is a wrapper: the role on the <ol> itself would take its list away from the messages.
        <div role="log" aria-label={t.conversationLabel} aria-live="polite">
          <ol className={styles.list}>
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        </div>
      )}
      {sending && (
        <div role="status" className={styles.typing}>
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t.typing}
        </div>
      )}
      {suggestions.length > 0 && (
        <div className={styles.suggestions} aria-label={t.suggestionsLabel}>
          {suggestions.map((s) => (
            <Button key={s.key} size="sm" variant="outline" onClick={() => onSend(s.message)}>
              {s.key === 'newSearch' ? t.newSearch : fill(t.locationAnalysis, { place: s.place ?? '' })}
            </Button>
          ))}
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
