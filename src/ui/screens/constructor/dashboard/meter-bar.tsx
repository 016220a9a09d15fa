import { css, cx } from '#styled-system/css';
import type { StatusTone } from '#domain/statuses';

const track = css({ h: '2', w: '100%', bg: 'bg.emphasized', borderRadius: 'full', overflow: 'hidden' });
const fill = css({ h: '100%', borderRadius: 'full' });

const TONES: Record<StatusTone, string> = {
  green: css({ bg: 'green.600' }),
  blue: css({ bg: 'brand.600' }),
  yellow: css({ bg: 'amber.500' }),
  gray: css({ bg: 'gray.400' }),
  red: css({ bg: 'red.600' }),
  purple: css({ bg: 'purple.600' }),
};

/** A percentage as a bar, announced as a progress bar named by `label`. */
export function MeterBar({ percent, tone, label }: { percent: number; tone: StatusTone; label: string }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className={track}
    >
      <div className={cx(fill, TONES[tone])} style={{ width: `${value}%` }} />
    </div>
  );
}
