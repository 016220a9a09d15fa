import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { cx } from '#styled-system/css';
import { field, select } from '#styled-system/recipes';
import { selectSessionView, type SessionView } from '#machines/shell/session/session.select';
import type { SessionRef } from '#ui/app-actors';
import { CompanySwitchBanner } from './company-switch-banner';
import { COMPANY_SELECTOR_CLASS, selectorText } from './company-selector-text';
import { useAfterFirstPaint } from './use-after-first-paint';

// The selector's select widget (≈ 38 kB of its library) is fetched once the portal has painted, not before or
// beside its first paint: until it arrives, the same box shows the same text, disabled (docs/decisions/0026).
const CompanySelector = lazy(() =>
  import('./company-selector').then((m) => ({ default: m.CompanySelector }))
);

/** The selector's look while its code loads: label and value in the select's own boxes, so nothing moves. */
function SelectorPlaceholder({ view }: { view: SessionView }) {
  const styles = select();
  return (
    <div className={cx(styles.root, COMPANY_SELECTOR_CLASS)} data-disabled="">
      <div className={field().labelRow}>
        <span className={styles.label}>Empresa:</span>
      </div>
      <div className={styles.control}>
        <div className={styles.trigger} aria-hidden="true">
          <span className={styles.valueText}>{selectorText(view)}</span>
        </div>
      </div>
    </div>
  );
}

/** The session's part of the shell: the company selector in the top bar, or the switch banner below it. */
export function CompanyBar({ sessionRef, slot }: { sessionRef: SessionRef; slot: 'selector' | 'banner' }) {
  const view = useSelector(sessionRef, selectSessionView, shallowEqual);
  const painted = useAfterFirstPaint();
  if (slot === 'banner') {
    return view.switching && view.activeCompany ? (
      <CompanySwitchBanner companyName={view.activeCompany.name} />
    ) : null;
  }
  if (!painted) return <SelectorPlaceholder view={view} />;
  return (
    <Suspense fallback={<SelectorPlaceholder view={view} />}>
      <CompanySelector
        view={view}
        onSwitch={(companyId) => sessionRef.send({ type: 'company.switch', companyId })}
      />
    </Suspense>
  );
}
