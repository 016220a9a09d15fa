import { shallowEqual, useSelector } from '@xstate/react';
import { selectSessionView } from '#machines/shell/session/session.select';
import type { SessionRef } from '#ui/app-actors';
import { CompanySelector } from './company-selector';
import { CompanySwitchBanner } from './company-switch-banner';

/** The session's part of the shell: the company selector in the top bar, or the switch banner below it. */
export function CompanyBar({ sessionRef, slot }: { sessionRef: SessionRef; slot: 'selector' | 'banner' }) {
  const view = useSelector(sessionRef, selectSessionView, shallowEqual);
  if (slot === 'banner') {
    return view.switching && view.activeCompany ? (
      <CompanySwitchBanner companyName={view.activeCompany.name} />
    ) : null;
  }
  return (
    <CompanySelector
      view={view}
      onSwitch={(companyId) => sessionRef.send({ type: 'company.switch', companyId })}
    />
  );
}
