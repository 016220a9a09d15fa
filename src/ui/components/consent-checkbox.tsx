import type { UseFormRegisterReturn } from 'react-hook-form';
import { css } from '#styled-system/css';
import { CONSENT_LABEL, CONSENT_POLICY_LINK, privacyPolicyPath } from '#domain/privacy';

type ConsentCheckboxProps = {
  /** The form's `register('consent')`. */
  registration: UseFormRegisterReturn;
  /** The company whose treatment policy the person authorises, or the page of the platform's own policy. */
  policy: { companyId: number } | { href: string };
  error?: string | undefined;
  disabled?: boolean;
  /** The box's words and its link in another language (the chat's English conversation); Spanish by default. */
  texts?: { consentLabel: string; consentPolicy: string };
};

/**
 * The holder's authorisation on every public form that takes personal data (Ley 1581 de 2012): unticked, with the
 * company's treatment policy one click away (in a new tab, so nothing typed is lost).
 */
export function ConsentCheckbox({
  registration,
  policy,
  error,
  disabled,
  texts = { consentLabel: CONSENT_LABEL, consentPolicy: CONSENT_POLICY_LINK },
}: ConsentCheckboxProps) {
  const href = 'href' in policy ? policy.href : privacyPolicyPath(policy.companyId);
  const errorId = `consent-error-${'href' in policy ? 'platform' : policy.companyId}`;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label className={css({ display: 'flex', alignItems: 'flex-start', gap: '2', fontSize: 'sm' })}>
        <input
          type="checkbox"
          {...registration}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={css({ mt: '1', width: '4', height: '4', flexShrink: 0 })}
        />
        <span>{texts.consentLabel}</span>
      </label>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className={css({ fontSize: 'sm', color: 'fg.link', textDecoration: 'underline', ms: '6' })}
      >
        {texts.consentPolicy}
      </a>
      {error && (
        <p id={errorId} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {error}
        </p>
      )}
    </div>
  );
}
