import { useRef, useState, type KeyboardEvent } from 'react';
import { css } from '#styled-system/css';
import { CHAT_MESSAGE_MAX_LENGTH, INPUT_MAX_LINES } from '#domain/chat-constants';
import { Button } from '#ui/components/button';
import { useChatTexts } from './chat-texts';

const LINE_HEIGHT_PX = 22;

const styles = {
  form: css({
    display: 'flex',
    gap: '2',
    alignItems: 'flex-end',
    p: '3',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.surface',
  }),
  textarea: css({
    flex: '1',
    resize: 'none',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderColor: 'border.control',
    borderRadius: 'control',
    fontSize: 'sm',
    lineHeight: `${LINE_HEIGHT_PX}px`,
    bg: 'bg.surface',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
    _disabled: { bg: 'bg.muted' },
  }),
};

type Props = {
  sending: boolean;
  onSend(text: string): void;
  /** A phone-sized screen: the placeholder drops the keyboard hints, which a one-line box would clip. */
  compact?: boolean;
};

/**
 * The message box (spec §2): Enter sends, Shift+Enter starts a new line, it grows up to four lines, and the button
 * is disabled while the text is empty or a reply is pending ('Enviando...').
 */
export function ChatInput({ sending, onSend, compact = false }: Props) {
  const t = useChatTexts();
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '';

  const grow = () => {
    const el = area.current;
    if (!el) return;
    // Empty, it takes its one-line size again (a wrapped placeholder must not keep it tall).
    if (!el.value) {
      el.style.height = '';
      el.style.overflowY = 'hidden';
      return;
    }
    el.style.height = 'auto';
    const max = LINE_HEIGHT_PX * INPUT_MAX_LINES + 18;
    el.style.height = `${Math.min(el.scrollHeight, max)}px`;
    el.style.overflowY = el.scrollHeight > max ? 'auto' : 'hidden';
  };
  const submit = () => {
    if (empty || sending) return;
    onSend(text.trim());
    setText('');
    requestAnimationFrame(grow);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className={styles.form}
      aria-label={t.sendLabel}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={area}
        aria-label={t.inputLabel}
        className={styles.textarea}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={compact ? t.placeholderShort : t.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          grow();
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={empty || sending}>
        {sending ? t.sending : t.send}
      </Button>
    </form>
  );
}
