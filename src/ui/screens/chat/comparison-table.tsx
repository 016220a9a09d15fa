import { css, cx } from '#styled-system/css';
import type { Comparison } from '#domain/chat';
import { COMPARISON_ROWS } from '#domain/chat-constants';
import { chatArea, formatPercentValue, formatPesos } from './format';
import { useChatTexts } from './chat-texts';

const styles = {
  // Three columns of figures do not fit 390 px beside their labels: the table scrolls sideways, labels stay.
  scroll: css({ overflowX: 'auto', maxW: 'full', mt: '2', flexShrink: 0 }),
  table: css({ borderCollapse: 'collapse', fontSize: 'xs', minW: 'full' }),
  head: css({ textAlign: 'left', fontWeight: 'semibold', p: '1.5', verticalAlign: 'bottom', minW: '24' }),
  label: css({
    textAlign: 'left',
    fontWeight: 'medium',
    p: '1.5',
    position: 'sticky',
    left: '0',
    bg: 'bg.surface',
    whiteSpace: 'nowrap',
  }),
  cell: css({ p: '1.5', textAlign: 'right', whiteSpace: 'nowrap', borderTopWidth: '1px' }),
  best: css({ fontWeight: 'bold', color: 'green.700', bg: 'green.50' }),
};

const unitOf = (key: string) => COMPARISON_ROWS.find((r) => r.key === key)?.unit;

function written(key: string, value: number | null): string {
  if (value === null) return '—';
  const unit = unitOf(key);
  if (unit === 'money') return formatPesos(value);
  if (unit === 'percent') return formatPercentValue(value);
  if (unit === 'area') return chatArea(value);
  return String(value);
}

/** Two or three listings side by side (their figures as the assistant computed them), the better one of each row marked. */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const t = useChatTexts();
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={t.comparison}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.label}>
              <span className={css({ srOnly: true })}>{t.comparisonFigure}</span>
            </th>
            {comparison.properties.map((p, i) => (
              <th key={p.id} scope="col" className={styles.head}>
                {i + 1}. {p.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.label}>
                {row.label}
              </th>
              {row.values.map((value, i) => {
                const best = row.best.includes(i);
                return (
                  <td key={i} className={cx(styles.cell, best && styles.best)} data-best={best || undefined}>
                    {written(row.key, value)}
                    {best && <span aria-label={t.best}> ✓</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
