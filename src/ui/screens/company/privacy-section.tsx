import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { css } from '#styled-system/css';
import { formatLeadDate } from '#domain/format';
import {
  PrivacyFormSchema,
  privacyPolicyPath,
  type PrivacyForm,
  type PrivacySettings,
} from '#domain/privacy';
import type { privacySettingsMachine } from '#machines/company/privacy-settings/privacy-settings.machine';
import { selectPrivacySettingsView } from '#machines/company/privacy-settings/privacy-settings.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { Spinner } from '#ui/components/spinner';
import { StaleRecordAlert } from '#ui/components/stale-record-alert';

type PrivacyRef = ActorRefFrom<typeof privacySettingsMachine>;

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  policy: css({ fontFamily: 'body', textStyle: 'body', w: 'full', minH: '16rem' }),
  text: css({
    whiteSpace: 'pre-wrap',
    textStyle: 'body',
    maxH: '20rem',
    overflowY: 'auto',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
  }),
  months: css({ maxW: '10rem' }),
  hint: css({ color: 'fg.muted', textStyle: 'caption' }),
  link: css({ color: 'fg.link', textDecoration: 'underline', textStyle: 'body' }),
  versions: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0', m: '0' }),
  heading: css({ textStyle: 'heading.card' }),
};

/** The editor: the current text and the retention; a valid form goes to the machine with the version read. */
function PolicyEditor({
  settings,
  busy,
  onSave,
}: {
  settings: PrivacySettings;
  busy: boolean;
  onSave(values: PrivacyForm): void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PrivacyForm>({
    resolver: zodResolver(PrivacyFormSchema),
    defaultValues: { body: settings.policy.body, retention_months: settings.retention_months },
  });
  return (
    <form noValidate className={styles.body} onSubmit={handleSubmit(onSave)}>
      <FormField
        label={`Texto de la política (versión vigente: ${settings.policy.version})`}
        required
        error={errors.body?.message}
        helperText="Al guardar un texto distinto se publica como una versión nueva; cada autorización conserva el texto que aceptó."
      >
        <TextArea className={styles.policy} rows={16} {...register('body')} disabled={busy} />
      </FormField>
      <FormField
        label="Meses de conservación sin actividad"
        required
        error={errors.retention_months?.message}
        helperText="Pasado ese tiempo sin actividad, los datos personales del lead se anonimizan."
      >
        <TextInput
          className={styles.months}
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          {...register('retention_months', { valueAsNumber: true })}
          disabled={busy}
        />
      </FormField>
      <div>
        <Button type="submit" loading={busy}>
          Guardar nueva versión
        </Button>
      </div>
    </form>
  );
}

/** The versions published so far, newest first, with their dates. */
function VersionList({ settings }: { settings: PrivacySettings }) {
  return (
    <section aria-label="Versiones publicadas" className={styles.body}>
      <h3 className={styles.heading}>Versiones publicadas</h3>
      <ol className={styles.versions}>
        {settings.versions.map((v) => (
          <li key={v.version}>
            Versión {v.version} · {formatLeadDate(v.published_at)}
            {v.version === settings.policy.version ? ' (vigente)' : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * 'Política de tratamiento de datos' (Ley 1581 de 2012): every member reads the current text, its versions and
 * the retention; OWNER/ADMIN (`canEdit`) publish a new version and set the retention.
 */
export function PrivacySection({ privacyRef, canEdit }: { privacyRef: PrivacyRef; canEdit: boolean }) {
  const view = useSelector(privacyRef, selectPrivacySettingsView, shallowEqual);
  const send = privacyRef.send;
  const settings = view.settings;
  return (
    <Card title="Política de tratamiento de datos">
      {view.loading && <Spinner text="Cargando política de tratamiento de datos..." />}
      {view.error && (
        <Alert
          tone="error"
          action={
            view.failed ? (
              <Button size="sm" variant="outline" onClick={() => send({ type: 'privacy.retry' })}>
                Reintentar
              </Button>
            ) : undefined
          }
        >
          {view.error}
        </Alert>
      )}
      {view.stale && <StaleRecordAlert onReload={() => send({ type: 'form.reload' })} />}
      {settings && !view.loading && (
        <div className={styles.body}>
          <a
            className={styles.link}
            href={privacyPolicyPath(settings.policy.company_id)}
            target="_blank"
            rel="noopener"
          >
            Ver la política publicada
          </a>
          {canEdit ? (
            <PolicyEditor
              // A new version, or the copy 'Recargar' brought, starts the editor afresh from it.
              key={`${settings.policy.version}-${settings.retention_months}`}
              settings={settings}
              busy={view.saving || view.stale}
              onSave={(values) => send({ type: 'privacy.save', values })}
            />
          ) : (
            <>
              <p className={styles.hint}>
                Versión vigente: {settings.policy.version}. Solo OWNER y ADMIN pueden publicar una versión
                nueva.
              </p>
              {/* A scrolling region: reachable with the keyboard (Tab, then the arrows) and named for readers. */}
              <div
                className={styles.text}
                role="region"
                aria-label="Texto de la política vigente"
                tabIndex={0}
              >
                {settings.policy.body}
              </div>
              <p>Meses de conservación sin actividad: {settings.retention_months}</p>
            </>
          )}
          <VersionList settings={settings} />
        </div>
      )}
    </Card>
  );
}
