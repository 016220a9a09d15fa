import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { css } from '#styled-system/css';
import type { PersonalData } from '#domain/privacy';
import { privacyConfirmMachine } from '#machines/privacy/privacy-confirm/privacy-confirm.machine';
import { selectPrivacyConfirmView } from '#machines/privacy/privacy-confirm/privacy-confirm.select';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { Spinner } from '#ui/components/spinner';

const styles = {
  page: css({ minH: '100vh', bg: 'bg.canvas', px: '4', py: { base: '8', md: '16' } }),
  body: css({ maxW: '40rem', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '5' }),
  record: css({
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    p: '4',
    overflowX: 'auto',
  }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: '1 3',
    fontSize: 'sm',
    wordBreak: 'break-word',
  }),
};

const ASKED = {
  export: 'ver los datos personales que guardamos sobre ti',
  delete: 'eliminar tus datos personales',
};

function Record({ data }: { data: PersonalData }) {
  const facts: [string, string | number | null][] = [
    ['Nombre', data.contact_name],
    ['Correo electrónico', data.contact_email],
    ['Teléfono', data.contact_phone],
    ['Presupuesto', data.budget],
    ['Intereses', data.interests],
    ['Registrado', new Date(data.created_at).toLocaleDateString('es-CO')],
    [
      'Autorizaciones',
      data.consents
        .map((c) => `${new Date(c.given_at).toLocaleString('es-CO')} (versión ${c.policy_version})`)
        .join('; ') || null,
    ],
  ];
  return (
    <section className={styles.record} aria-label={data.company}>
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>{data.company}</h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted' })}>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Route /privacidad/confirmar?token=…: the e-mailed link; the request is carried out only on confirming. */
export function PrivacyConfirmScreen() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const ref = useActorRef(privacyConfirmMachine, { input: { token } });
  const view = useSelector(ref, selectPrivacyConfirmView, shallowEqual);
  return (
    <main className={styles.page}>
      <div className={styles.body}>
        <h1 className={css({ textStyle: 'heading.page' })}>Confirma tu solicitud</h1>
        {view.loading && <Spinner />}
        {view.invalid && <Alert tone="error">{view.error}</Alert>}
        {view.kind && !view.result && (
          <>
            <p>Pediste {ASKED[view.kind]}. Confirma para continuar.</p>
            {view.error && <Alert tone="error">{view.error}</Alert>}
            <div>
              <Button
                variant={view.kind === 'delete' ? 'danger' : 'solid'}
                loading={view.confirming}
                disabled={!view.canConfirm}
                onClick={() => ref.send({ type: 'request.confirm' })}
              >
                {view.kind === 'delete' ? 'Confirmar y eliminar mis datos' : 'Confirmar y ver mis datos'}
              </Button>
            </div>
          </>
        )}
        {view.result && (
          <>
            <Alert tone="success">{view.result.message}</Alert>
            {view.result.records.map((r) => (
              <Record key={r.lead_id} data={r} />
            ))}
          </>
        )}
        <div>
          <ButtonLink href="/privacidad" variant="ghost">
            Volver a privacidad
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
