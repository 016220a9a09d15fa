import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { css } from '#styled-system/css';
import { privacyPolicyPageMachine } from '#machines/privacy/privacy-policy-page/privacy-policy-page.machine';
import { selectPrivacyPolicyPageView } from '#machines/privacy/privacy-policy-page/privacy-policy-page.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';

/** Route /privacidad/empresas/:companyId: a company's current treatment policy, as the consent checkbox links it. */
export function PrivacyPolicyScreen() {
  const { companyId } = useParams<{ companyId: string }>();
  const ref = useActorRef(privacyPolicyPageMachine, { input: { companyId: Number(companyId) } });
  const view = useSelector(ref, selectPrivacyPolicyPageView, shallowEqual);
  return (
    <main className={css({ minH: '100vh', bg: 'bg.canvas', px: '4', py: { base: '8', md: '16' } })}>
      <article
        className={css({ maxW: '44rem', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <h1 className={css({ textStyle: 'heading.page' })}>Política de tratamiento de datos</h1>
        {view.loading && <Spinner />}
        {view.error && (
          <Alert
            tone="error"
            action={<Button onClick={() => ref.send({ type: 'policy.retry' })}>Reintentar</Button>}
          >
            {view.error}
          </Alert>
        )}
        {view.policy && (
          <>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {view.policy.company_name} · versión {view.policy.version} · publicada el{' '}
              {new Date(view.policy.published_at).toLocaleDateString('es-CO')}
            </p>
            <div className={css({ whiteSpace: 'pre-wrap', lineHeight: '1.6' })}>{view.policy.body}</div>
          </>
        )}
      </article>
    </main>
  );
}
