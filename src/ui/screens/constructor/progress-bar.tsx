import { css } from '#styled-system/css';
import type { SalesTone } from '#domain/construction';

/** The fill colours of a bar: the sales tones of spec §4, and the construction bar's own. */
type BarTone = SalesTone | 'accent';

const FILL: Record<BarTone, string> = {
  green: css({ bg: 'success.solid' }),
  blue: css({ bg: 'info.solid' }),
  yellow: css({ bg: 'warning.solid' }),
  gray: css({ bg: 'gray.400' }),
  red: css({ bg: 'danger.solid' }),
  accent: css({ bg: 'accent.solid' }),
};

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  head: css({ display: 'flex', justifyContent: 'space-between', gap: '2', textStyle: 'body' }),
  label: css({ color: 'fg.muted' }),
  track: css({ h: '2', w: 'full', bg: 'bg.emphasized', borderRadius: 'full', overflow: 'hidden' }),
  fill: css({ h: 'full', borderRadius: 'full' }),
};

/** A labelled progress bar; the percentage is the server's or the page machine's, never computed here. */
export function ProgressBar({ label, percent, tone }: { label: string; percent: number; tone: BarTone }) {
  const shown = Math.min(100, Math.max(0, percent));
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <span className={styles.label}>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        data-tone={tone}
        className={styles.track}
      >
        <div className={`${styles.fill} ${FILL[tone]}`} style={{ width: `${shown}%` }} />
      </div>
    </div>
  );
}
