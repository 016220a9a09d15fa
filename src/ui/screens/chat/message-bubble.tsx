import { lazy, Suspense } from 'react';
import { css, cx } from '#styled-system/css';
import { ACK_THRESHOLD } from '#domain/chat-constants';
import type { ChatMessage } from '#machines/chat/chat-session/chat-message';
import { Badge } from '#ui/components/badge';
import { fill, useChatTexts } from './chat-texts';
import { Markdown } from '#ui/components/markdown';

// Only replies to 'Análisis' and 'Comparar' carry figures or a table: their code is fetched with the first such
// reply, not with /chat's first download.
const FinancialBlock = lazy(() => import('./financial-block').then((m) => ({ default: m.FinancialBlock })));
const ComparisonTable = lazy(() =>
  import('./comparison-table').then((m) => ({ default: m.ComparisonTable }))
);

const styles = {
  row: css({ display: 'flex', w: 'full' }),
  user: css({ justifyContent: 'flex-end' }),
  assistant: css({ justifyContent: 'flex-start' }),
  bubble: css({
    maxW: { base: '92%', md: '80%' },
    px: '4',
    py: '3',
    borderRadius: 'xl',
    boxShadow: 'card',
  }),
  userBubble: css({
    bg: 'accent.solid',
    color: 'fg.onSolid',
    borderBottomRightRadius: 'sm',
    whiteSpace: 'pre-wrap',
  }),
  assistantBubble: css({ bg: 'bg.surface', color: 'fg.default', borderBottomLeftRadius: 'sm' }),
  failedBubble: css({ bg: 'danger.muted', color: 'danger.fg' }),
  meta: css({
    mt: '2',
    display: 'flex',
    gap: '2',
    alignItems: 'center',
    flexWrap: 'wrap',
    fontSize: 'xs',
    color: 'fg.muted',
  }),
  dot: css({ w: '2', h: '2', borderRadius: 'full', display: 'inline-block' }),
  confident: css({ bg: 'purple.500' }),
  unsure: css({ bg: 'gray.400' }),
};

const percent = (score: number) => `${Math.round(score * 100)} %`;

/** One bubble: the visitor's text on the right; the assistant's markdown on the left with its tags and figures. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const t = useChatTexts();
  if (message.role === 'user') {
    return (
      <li className={cx(styles.row, styles.user)} aria-label={t.userMessage}>
        <div className={cx(styles.bubble, styles.userBubble)}>{message.content}</div>
      </li>
    );
  }
  const confident = (message.ack?.score ?? 0) >= ACK_THRESHOLD;
  return (
    <li className={cx(styles.row, styles.assistant)} aria-label={t.assistantMessage}>
      <div className={cx(styles.bubble, message.failed ? styles.failedBubble : styles.assistantBubble)}>
        {/* A failed reply is the screen's own apology, in the screen's language. */}
        <Markdown text={message.failed ? t.apology : message.content} />
        <Suspense fallback={null}>
          {message.analysis_details && <FinancialBlock details={message.analysis_details} />}
          {message.comparison && <ComparisonTable comparison={message.comparison} />}
        </Suspense>
        {!message.failed && (message.ack || message.cache?.hit || message.agent_type === 'AFFIRMATION') && (
          <div className={styles.meta}>
            {message.agent_type === 'AFFIRMATION' && <Badge tone="green">{t.confirmed}</Badge>}
            {message.cache?.hit && <Badge tone="gray">{t.cached}</Badge>}
            {message.ack && (
              <span title={t.understandingTitle}>
                <span
                  aria-hidden="true"
                  data-confident={confident}
                  className={cx(styles.dot, confident ? styles.confident : styles.unsure)}
                />{' '}
                {fill(t.understanding, { score: percent(message.ack.score) })}
              </span>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
