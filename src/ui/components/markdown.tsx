import type { ReactNode } from 'react';
import { unescapeMarkup } from '#domain/chat-markup';
import { css } from '#styled-system/css';

// The assistant writes a restricted markdown: '#', '##' and '###' headings and **bold**. It is parsed here into
// React elements; no text of a message is ever handed to the DOM as HTML, so markup in a reply stays plain text.
// The server writes HTML's special characters as entity references (see chat-markup); they are shown as characters.

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1.5', overflowWrap: 'anywhere' }),
  h1: css({ fontSize: 'md', fontWeight: 'bold', lineHeight: 'snug' }),
  h2: css({ fontSize: 'sm', fontWeight: 'bold', mt: '1', lineHeight: 'snug' }),
  h3: css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' }),
  p: css({ fontSize: 'sm', lineHeight: 'relaxed' }),
};

export type MarkdownBlock =
  { kind: 'heading'; level: 1 | 2 | 3; text: string } | { kind: 'paragraph'; text: string };

/** Splits text into heading and paragraph blocks, one per non-empty line. */
export function parseBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    if (heading) {
      blocks.push({
        kind: 'heading',
        level: (heading[1] as string).length as 1 | 2 | 3,
        text: heading[2] as string,
      });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

/** Renders `**bold**` spans of a line as <strong>; everything else stays text. */
export function inline(text: string): ReactNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*)/g).filter((p) => p !== '');
  return parts.map((part, i) =>
    /^\*\*[^*]+\*\*$/.test(part) ? (
      <strong key={i}>{unescapeMarkup(part.slice(2, -2))}</strong>
    ) : (
      <span key={i}>{unescapeMarkup(part)}</span>
    )
  );
}

const HEADINGS = { 1: 'h3', 2: 'h4', 3: 'h5' } as const;

/** A message's restricted markdown as elements (headings one level below the page's own). */
export function Markdown({ text }: { text: string }) {
  return (
    <div className={styles.root}>
      {parseBlocks(text).map((block, i) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={i} className={styles.p}>
              {inline(block.text)}
            </p>
          );
        }
        const Tag = HEADINGS[block.level];
        return (
          <Tag key={i} className={block.level === 1 ? styles.h1 : block.level === 2 ? styles.h2 : styles.h3}>
            {inline(block.text)}
          </Tag>
        );
      })}
    </div>
  );
}
