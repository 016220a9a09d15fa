import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { leadPrivacyMachine, PrivacyTarget } from '#machines/leads/lead-privacy/lead-privacy.machine';
import { selectLeadPrivacyView } from '#machines/leads/lead-privacy/lead-privacy.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';

type PrivacyRef = ActorRefFrom<typeof leadPrivacyMachine>;

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  heading: css({ textStyle: 'heading.card' }),
  row: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  list: css({ listStyle: 'disc', pl: '5', textStyle: 'body' }),
};

/** 'Datos personales' in a lead's profile (OWNER, ADMIN): the holder's data exported, or anonymised after asking. */
export function LeadPrivacyActions({ privacyRef, lead }: { privacyRef: PrivacyRef; lead: PrivacyTarget }) {
  const view = useSelector(privacyRef, selectLeadPrivacyView, shallowEqual);
  const send = privacyRef.send;
  return (
    <section aria-label="Datos personales" className={styles.section}>
      <h3 className={styles.heading}>Datos personales</h3>
      <div className={styles.row}>
        <Button
          size="sm"
          variant="outline"
          disabled={!view.canStart}
          loading={view.exporting}
          onClick={() => send({ type: 'privacy.export', lead, format: 'json' })}
        >
          Exportar datos (JSON)
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!view.canStart}
          onClick={() => send({ type: 'privacy.export', lead, format: 'csv' })}
        >
          Exportar datos (CSV)
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={!view.canStart}
          onClick={() => send({ type: 'anonymise.open', lead })}
        >
          Anonimizar
        </Button>
      </div>
    </section>
  );
}

/** The confirmation of 'Anonimizar': what goes, what stays; then the server's answer or its refusal. */
export function LeadAnonymiseDialog({ privacyRef }: { privacyRef: PrivacyRef }) {
  const view = useSelector(privacyRef, selectLeadPrivacyView, shallowEqual);
  const send = privacyRef.send;
  return (
    <Dialog
      open={view.open}
      role="alertdialog"
      onOpenChange={(open) => !open && !view.working && send({ type: 'anonymise.cancel' })}
      title="¿Anonimizar los datos personales?"
      footer={
        view.done ? (
          <Button onClick={() => send({ type: 'anonymise.cancel' })}>Listo</Button>
        ) : (
          <>
            <Button
              variant="outline"
              disabled={view.working}
              onClick={() => send({ type: 'anonymise.cancel' })}
            >
              Cancelar
            </Button>
            <Button
              variant="danger"
              loading={view.working}
              onClick={() => send({ type: 'anonymise.confirm' })}
            >
              {view.error ? 'Reintentar' : view.working ? 'Anonimizando...' : 'Anonimizar'}
            </Button>
          </>
        )
      }
    >
      {view.done ? (
        <Alert tone="success">{view.message}</Alert>
      ) : (
        <>
          <p>Se eliminarán para siempre los datos personales de {view.contactName}:</p>
          <ul className={styles.list}>
            <li>el nombre, el correo, el teléfono, las notas y los intereses;</li>
            <li>los textos de su historial y la dirección de sus autorizaciones.</li>
          </ul>
          <p>
            El lead se conserva como «Titular anonimizado» con su estado, sus fechas y sus cifras, así que los
            conteos, el embudo y las ventas no cambian. Esta acción no se puede deshacer.
          </p>
          {view.error && <Alert tone="error">{view.error}</Alert>}
        </>
      )}
    </Dialog>
  );
}
