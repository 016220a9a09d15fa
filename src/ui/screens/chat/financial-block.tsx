import { css } from '#styled-system/css';
import type { AnalysisDetails } from '#domain/chat';
import { useChatTexts } from './chat-texts';
import { formatPercentValue, formatPesos } from './format';

const styles = {
  root: css({
    mt: '3',
    p: '3',
    borderRadius: 'lg',
    bg: 'accent.muted',
    borderWidth: '1px',
    borderColor: 'brand.200',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
  }),
  metrics: css({ display: 'flex', gap: '4', flexWrap: 'wrap' }),
  metric: css({ display: 'flex', flexDirection: 'column' }),
  metricLabel: css({ fontSize: 'xs', color: 'fg.muted' }),
  metricValue: css({ fontSize: 'lg', fontWeight: 'bold' }),
  positive: css({ color: 'success.fg' }),
  negative: css({ color: 'danger.fg' }),
  details: css({
    fontSize: 'xs',
    '& summary': { cursor: 'pointer', fontWeight: 'semibold', color: 'fg.link' },
  }),
  list: css({ mt: '2', display: 'flex', flexDirection: 'column', gap: '1' }),
  row: css({ display: 'flex', justifyContent: 'space-between', gap: '3' }),
};

/** ROI and cap rate of an analysis reply, with its assumptions and breakdown folded away (spec §2 Bubbles). */
export function FinancialBlock({ details }: { details: AnalysisDetails }) {
  const t = useChatTexts();
  return (
    <section aria-label={t.financialLabel} className={styles.root}>
      <div className={styles.metrics}>
        <div className={styles.metric}>
          <span className={styles.metricLabel}>ROI</span>
          <span className={`${styles.metricValue} ${details.roi < 0 ? styles.negative : styles.positive}`}>
            {formatPercentValue(details.roi)}
          </span>
        </div>
        <div className={styles.metric}>
          <span className={styles.metricLabel}>Cap rate</span>
          <span className={`${styles.metricValue} ${details.cap_rate < 0 ? styles.negative : ''}`}>
            {formatPercentValue(details.cap_rate)}
          </span>
        </div>
      </div>
      <details className={styles.details}>
        <summary>{t.assumptions}</summary>
        <dl className={styles.list}>
          {details.assumptions.map((a) => (
            <div key={a.label}>
              <dt className={css({ fontWeight: 'semibold', display: 'inline' })}>{a.label}: </dt>
              <dd className={css({ display: 'inline' })}>{a.value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details className={styles.details}>
        <summary>{t.breakdown}</summary>
        <ul className={styles.list}>
          {details.breakdown.map((item) => (
            <li key={item.label} className={styles.row}>
              <span>{item.label}</span>
              <span className={item.amount < 0 ? styles.negative : undefined}>
                {formatPesos(item.amount)}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
