import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from '#styled-system/css';
import type { Recommendation } from '#domain/chat';
import type { ChatLanguage } from '#domain/chat-constants';
import type { analysisPdfMachine } from '#machines/chat/analysis-pdf/analysis-pdf.machine';
import { selectAnalysisPdfView } from '#machines/chat/analysis-pdf/analysis-pdf.select';
import type { AnalysisFigure, AnalysisSections } from '#machines/chat/chat-panel/analysis-sections';
import type { AnalysisStatus } from '#machines/chat/chat-panel/chat-panel.select';
import { Button } from '#ui/components/button';
import { ChevronLeftIcon } from '#ui/components/icons';
import { Spinner } from '#ui/components/spinner';
import { useChatTexts } from './chat-texts';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  section: css({
    bg: 'bg.surface',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: '3',
  }),
  sectionTitle: css({ fontSize: 'sm', fontWeight: 'bold', mb: '2' }),
  figures: css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' }),
  figure: css({ display: 'flex', justifyContent: 'space-between', gap: '3' }),
  label: css({ color: 'fg.muted' }),
  value: css({ fontWeight: 'semibold', textAlign: 'right' }),
  negative: css({ color: 'danger.fg' }),
  roi: css({ color: 'success.fg' }),
  recommendation: css({ fontSize: 'sm', p: '2', borderRadius: 'md' }),
  low: css({ bg: 'warning.muted', borderLeftWidth: '3px', borderColor: 'warning.solid' }),
  high: css({ bg: 'success.muted', borderLeftWidth: '3px', borderColor: 'success.solid' }),
};

function Figures({ title, figures }: { title: string; figures: readonly AnalysisFigure[] }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h4 className={styles.sectionTitle}>{title}</h4>
      <dl className={styles.figures}>
        {figures.map((f) => (
          <div key={f.label} className={styles.figure}>
            <dt className={styles.label}>{f.label}</dt>
            <dd
              className={cx(styles.value, f.negative && styles.negative, f.roi && !f.negative && styles.roi)}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Props = {
  property: Recommendation | null;
  status: AnalysisStatus;
  sections: AnalysisSections | null;
  note: string | null;
  /** The PDF button's actor, while the analysis is ready. */
  pdfRef: ActorRefFrom<typeof analysisPdfMachine> | null;
  sessionId: string;
  language: ChatLanguage;
  onBack(): void;
};

/** 'Descargar análisis (PDF)': the server draws the same analysis; a failure says so beside the button. */
function DownloadPdf({
  pdfRef,
  sessionId,
  language,
}: {
  pdfRef: ActorRefFrom<typeof analysisPdfMachine>;
  sessionId: string;
  language: ChatLanguage;
}) {
  const view = useSelector(pdfRef, selectAnalysisPdfView, shallowEqual);
  const t = useChatTexts();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
      <Button
        size="sm"
        variant="outline"
        loading={view.downloading}
        disabled={!view.canDownload}
        onClick={() => pdfRef.send({ type: 'pdf.download', sessionId, language })}
      >
        {view.downloading ? t.downloadingPdf : t.downloadPdf}
      </Button>
      {view.failed && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {t.downloadFailed}
        </p>
      )}
    </div>
  );
}

/** 'Análisis Financiero' (spec §2): the analysed property and the sections read from the assistant's reply. */
export function AnalysisView({
  property,
  status,
  sections,
  note,
  pdfRef,
  sessionId,
  language,
  onBack,
}: Props) {
  const t = useChatTexts();
  const mainLabels =
    /precio de compra|arriendo mensual|ingreso anual|purchase price|monthly rent|annual income/i;
  return (
    <div className={styles.root}>
      <div
        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}
      >
        <h3 className={css({ textStyle: 'heading.card' })}>{t.analysisTitle}</h3>
        <Button size="sm" variant="outline" onClick={onBack}>
          <ChevronLeftIcon size={16} /> {t.analysisBack}
        </Button>
      </div>
      {property === null ? (
        <p className={css({ color: 'fg.muted' })}>{t.noAnalysis}</p>
      ) : (
        <>
          <p className={css({ fontSize: 'sm' })}>
            <strong>{property.title || t.untitled}</strong>
            <br />
            <span className={css({ color: 'fg.muted' })}>
              {property.priceLabel || t.noPrice} · {property.locationLabel}
            </span>
          </p>
          {status === 'loading' && <Spinner text={t.computing} />}
          {status === 'unavailable' && (
            <div>
              <p className={css({ color: 'fg.muted' })}>{t.noAnalysis}</p>
              {note && (
                <p className={css({ fontSize: 'sm', mt: '1' })}>
                  {note.replace(/^#+\s*/gm, '').replace(/\*\*/g, '')}
                </p>
              )}
            </div>
          )}
          {status === 'ready' && sections && (
            <>
              {pdfRef && <DownloadPdf pdfRef={pdfRef} sessionId={sessionId} language={language} />}
              <Figures
                title={t.mainMetrics}
                figures={sections.mainMetrics.filter((f) => mainLabels.test(f.label))}
              />
              <Figures title={t.annualCosts} figures={sections.annualCosts} />
              <Figures title={t.financialResults} figures={sections.results} />
              <section className={styles.section} aria-label={t.recommendations}>
                <h4 className={styles.sectionTitle}>{t.recommendations}</h4>
                <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                  {sections.recommendations.map((r) => (
                    <li
                      key={r.text}
                      data-level={r.level ?? undefined}
                      className={cx(
                        styles.recommendation,
                        r.level === 'low' && styles.low,
                        r.level === 'high' && styles.high
                      )}
                    >
                      {r.text}
                    </li>
                  ))}
                </ul>
              </section>
              <section className={styles.section} aria-label={t.conclusions}>
                <h4 className={styles.sectionTitle}>{t.conclusions}</h4>
                {sections.conclusions.map((c) => (
                  <p key={c} className={css({ fontSize: 'sm' })}>
                    {c}
                  </p>
                ))}
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
