import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import type { LeadCapture } from '#domain/lead-capture';
import type { leadCaptureMachine } from '#machines/company/lead-capture/lead-capture.machine';
import { selectLeadCaptureView } from '#machines/company/lead-capture/lead-capture.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { FormField, TextArea } from '#ui/components/form-field';
import { Spinner } from '#ui/components/spinner';

type CaptureRef = ActorRefFrom<typeof leadCaptureMachine>;

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  snippet: css({ fontFamily: 'mono', fontSize: 'xs', w: 'full', minH: '12rem' }),
  row: css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' }),
  key: css({ fontFamily: 'mono', textStyle: 'caption', overflowWrap: 'anywhere' }),
  workers: css({ display: 'flex', flexDirection: 'column', gap: '1', border: 'none', p: '0', m: '0' }),
  hint: css({ color: 'fg.muted', textStyle: 'caption' }),
};

/** The editable part: websites one per line, the members taking new leads in turn, the WhatsApp message. */
function CaptureForm({
  capture,
  workers,
  busy,
  onSave,
}: {
  capture: LeadCapture;
  workers: { userId: number; name: string }[];
  busy: boolean;
  onSave(body: { allowed_origins: string[]; rotation: number[]; whatsapp_template: string | null }): void;
}) {
  const [origins, setOrigins] = useState(capture.allowed_origins.join('\n'));
  const [rotation, setRotation] = useState<number[]>(capture.rotation);
  const [template, setTemplate] = useState(capture.whatsapp_template ?? '');
  const toggle = (id: number) =>
    setRotation((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  return (
    <form
      className={styles.body}
      onSubmit={(e) => {
        e.preventDefault();
        onSave({
          allowed_origins: origins
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean),
          rotation,
          whatsapp_template: template.trim() || null,
        });
      }}
    >
      <FormField label="Sitios web autorizados (uno por línea)">
        <TextArea
          rows={3}
          value={origins}
          placeholder="https://www.miconstructora.com"
          onChange={(e) => setOrigins(e.target.value)}
        />
      </FormField>
      <fieldset className={styles.workers}>
        <legend>Reparto por turno de los leads nuevos</legend>
        {workers.map((w) => (
          <label key={w.userId} className={styles.row}>
            <input type="checkbox" checked={rotation.includes(w.userId)} onChange={() => toggle(w.userId)} />
            {w.name}
          </label>
        ))}
        <span className={styles.hint}>Sin nadie marcado, los leads nuevos quedan sin asignar.</span>
      </fieldset>
      <FormField label="Mensaje de WhatsApp">
        <TextArea rows={2} value={template} onChange={(e) => setTemplate(e.target.value)} />
      </FormField>
      <span className={styles.hint}>
        Usa {'{nombre}'}, {'{interes}'} y {'{empresa}'}; vacío, se usa el mensaje predeterminado.
      </span>
      <div>
        <Button type="submit" loading={busy}>
          Guardar
        </Button>
      </div>
    </form>
  );
}

/** 'Captura de leads' (OWNER, ADMIN): the snippet to paste into the company's website and its settings. */
export function LeadCaptureSection({ captureRef }: { captureRef: CaptureRef }) {
  const view = useSelector(captureRef, selectLeadCaptureView, shallowEqual);
  const send = captureRef.send;
  return (
    <Card title="Captura de leads">
      {view.loading && <Spinner text="Cargando captura de leads..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            view.failed ? (
              <Button size="sm" variant="outline" onClick={() => send({ type: 'capture.retry' })}>
                Reintentar
              </Button>
            ) : undefined
          }
        >
          {view.error}
        </Alert>
      )}
      {view.capture && (
        <div className={styles.body}>
          <FormField label="Formulario para tu sitio web">
            <TextArea className={styles.snippet} readOnly value={view.capture.snippet} />
          </FormField>
          <div className={styles.row}>
            <span className={styles.key}>Clave: {view.capture.key}</span>
            <Button
              size="sm"
              variant="outline"
              loading={view.rotating}
              onClick={() => send({ type: 'capture.rotate' })}
            >
              Cambiar clave
            </Button>
          </div>
          <CaptureForm
            key={`${view.capture.key}-${view.capture.allowed_origins.join()}-${view.capture.rotation.join()}`}
            capture={view.capture}
            workers={view.workers}
            busy={view.saving}
            onSave={(body) => send({ type: 'capture.save', body })}
          />
        </div>
      )}
    </Card>
  );
}
