import type { ChatLanguage } from '#domain/chat-constants';
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from '#styled-system/css';
import type { Recommendation } from '#domain/chat';
import type { SlotChip } from '#domain/chat-slots';
import type { chatPanelMachine } from '#machines/chat/chat-panel/chat-panel.machine';
import { SORT_OPTIONS, selectPanelView } from '#machines/chat/chat-panel/chat-panel.select';
import { Button } from '#ui/components/button';
import { CloseIcon } from '#ui/components/icons';
import { Spinner } from '#ui/components/spinner';
import { fill, useChatTexts } from './chat-texts';
import { FilterChips } from './filter-chips';
import { ComparisonTable } from './comparison-table';
import { PropertyCard } from './property-card';

// The dialogs (and the form library and validation the lead form brings) are fetched when one first opens, so the
// public chat's first download holds only the conversation (docs/decisions/0026).
const LeadDialog = lazy(() => import('./lead-dialog').then((m) => ({ default: m.LeadView })));
const PropertyDetailsDialog = lazy(() =>
  import('./property-details-dialog').then((m) => ({ default: m.PropertyDetailsDialog }))
);
// Asked for with 'Análisis', whose figures come from the API: the view's code arrives while they are computed.
const AnalysisView = lazy(() => import('./analysis-view').then((m) => ({ default: m.AnalysisView })));

const styles = {
  side: css({
    w: { lg: '45%', xl: '40%' },
    flexShrink: 0,
    borderLeftWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.canvas',
    display: 'flex',
    flexDirection: 'column',
    minH: '0',
  }),
  backdrop: css({ position: 'fixed', inset: '0', bg: 'bg.backdrop', zIndex: 'overlay' }),
  slideOver: css({
    position: 'fixed',
    top: '0',
    right: '0',
    bottom: '0',
    w: { base: '88%', sm: '420px' },
    maxW: '100%',
    bg: 'bg.canvas',
    zIndex: 'modal',
    boxShadow: 'overlay',
    display: 'flex',
    flexDirection: 'column',
    animation: 'fade-in 150ms ease-out',
  }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    px: '4',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.surface',
  }),
  body: css({ flex: '1', overflowY: 'auto', p: '4', display: 'flex', flexDirection: 'column', gap: '3' }),
  sortGroup: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    fontSize: 'sm',
    p: '3',
    bg: 'bg.surface',
    borderRadius: 'lg',
  }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  iconButton: css({ p: '1.5', borderRadius: 'md', cursor: 'pointer', _hover: { bg: 'bg.muted' } }),
};

type Props = {
  panelRef: ActorRefFrom<typeof chatPanelMachine>;
  /** A reply is pending: the results show 'Buscando propiedades...'. */
  searching: boolean;
  sessionId: string;
  /** The conversation's language: the analysis PDF is written in it. */
  language: ChatLanguage;
  /** Small screens get a slide-over with a backdrop instead of a side column. */
  overlay: boolean;
  onAnalyze(property: Recommendation): void;
  onCompare(properties: Recommendation[]): void;
  onRemoveChip(chip: SlotChip): void;
};

/** The results panel (spec §2 Panel): results with sorting and chips, or the financial analysis of one property. */
export function ResultsPanel({
  panelRef,
  searching,
  sessionId,
  language,
  overlay,
  onAnalyze,
  onCompare,
  onRemoveChip,
}: Props) {
  const t = useChatTexts();
  const view = useSelector(panelRef, selectPanelView, shallowEqual);
  const close = () => panelRef.send({ type: 'panel.close' });
  const dialogOpen = view.details !== null || view.interest !== null;

  useEffect(() => {
    if (!view.open || dialogOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape inside a dialog closes the dialog only.
      const target = event.target as Element | null;
      if (event.key !== 'Escape' || target?.closest?.('[role="dialog"], [role="alertdialog"]')) return;
      panelRef.send({ type: 'panel.close' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [view.open, dialogOpen, panelRef]);

  const dialogs = (
    <Suspense fallback={null}>
      {view.details && (
        <PropertyDetailsDialog
          property={view.details}
          onClose={() => panelRef.send({ type: 'panel.hideDetails' })}
          onInterest={(property) => panelRef.send({ type: 'panel.interest', property, sessionId })}
        />
      )}
      {view.leadRef && (
        <LeadDialog leadRef={view.leadRef} onClose={() => panelRef.send({ type: 'panel.interestDone' })} />
      )}
    </Suspense>
  );
  if (!view.open) return dialogs;

  const panel = (
    <aside aria-label={t.results} className={overlay ? styles.slideOver : styles.side}>
      <div className={styles.header}>
        <h2 className={css({ textStyle: 'heading.card' })}>{t.results}</h2>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          {view.view === 'results' && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={view.filtersOpen}
              onClick={() => panelRef.send({ type: 'panel.toggleFilters' })}
            >
              {view.filtersOpen ? t.hideFilters : t.showFilters}
            </Button>
          )}
          <button type="button" aria-label={t.closeResults} className={styles.iconButton} onClick={close}>
            <CloseIcon size={18} />
          </button>
        </div>
      </div>
      <div className={styles.body}>
        {view.view === 'analysis' ? (
          <Suspense fallback={<Spinner />}>
            <AnalysisView
              property={view.selected}
              status={view.analysisStatus}
              sections={view.analysisSections}
              note={view.analysisNote}
              pdfRef={view.pdfRef}
              sessionId={sessionId}
              language={language}
              onBack={() => panelRef.send({ type: 'panel.back' })}
            />
          </Suspense>
        ) : (
          <>
            <FilterChips chips={view.chips} disabled={searching} onRemove={onRemoveChip} />
            {view.comparison && <ComparisonTable comparison={view.comparison} />}
            {view.canCompare && (
              <Button size="sm" disabled={searching} onClick={() => onCompare(view.picked)}>
                {fill(t.compareCount, { count: view.picked.length })}
              </Button>
            )}
            {view.filtersOpen && (
              <fieldset className={styles.sortGroup}>
                <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{t.sortBy}</legend>
                {SORT_OPTIONS.map((option) => (
                  <label
                    key={option.value}
                    className={css({ display: 'flex', gap: '2', alignItems: 'center' })}
                  >
                    <input
                      type="radio"
                      name="chat-sort"
                      value={option.value}
                      checked={view.sort === option.value}
                      onChange={() => panelRef.send({ type: 'panel.sort', order: option.value })}
                    />
                    {t[option.label]}
                  </label>
                ))}
              </fieldset>
            )}
            {searching ? (
              <Spinner text={t.searching} />
            ) : view.properties.length === 0 ? (
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.noResults}</p>
            ) : (
              <ul className={styles.list} aria-label={t.recommended}>
                {view.properties.map((property) => (
                  <li key={property.id}>
                    <PropertyCard
                      property={property}
                      picked={view.pickedIds.includes(property.id)}
                      pickDisabled={view.pickFull}
                      onPick={() => panelRef.send({ type: 'panel.pick', property })}
                      onView={() => panelRef.send({ type: 'panel.showDetails', property })}
                      onAnalyze={() => onAnalyze(property)}
                      onInterest={() => panelRef.send({ type: 'panel.interest', property, sessionId })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </aside>
  );

  return (
    <>
      {overlay && (
        <div
          className={cx(styles.backdrop)}
          data-testid="results-backdrop"
          aria-hidden="true"
          onClick={close}
        />
      )}
      {panel}
      {dialogs}
    </>
  );
}
