import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { css } from '#styled-system/css';
import { PrivacyRequestSchema } from '#domain/privacy';
import {
  privacyRequestMachine,
  type PrivacyRequestValues,
} from '#machines/privacy/privacy-request/privacy-request.machine';
import { selectPrivacyRequestView } from '#machines/privacy/privacy-request/privacy-request.select';
import { Alert } from '#ui/components/alert';
import { Button, ButtonLink } from '#ui/components/button';
import { FormField, TextInput } from '#ui/components/form-field';

const styles = {
  page: css({ minH: '100vh', bg: 'bg.canvas', px: '4', py: { base: '8', md: '16' } }),
  body: css({ maxW: '36rem', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '5' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  choice: css({ display: 'flex', alignItems: 'center', gap: '2' }),
};

/** Route /privacidad: a person asks, by e-mail, for the data held about them or its deletion (Habeas Data). */
export function PrivacyScreen() {
  const ref = useActorRef(privacyRequestMachine);
  const view = useSelector(ref, selectPrivacyRequestView, shallowEqual);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PrivacyRequestValues>({
    resolver: zodResolver(PrivacyRequestSchema),
    defaultValues: { email: '', kind: 'export' },
  });
  return (
    <main className={styles.page}>
      <div className={styles.body}>
        <h1 className={css({ textStyle: 'heading.page' })}>Tus datos personales</h1>
        <p className={css({ color: 'fg.muted' })}>
          Según la Ley 1581 de 2012 puedes conocer los datos personales que las constructoras de In-Best
          guardan sobre ti y pedir que se eliminen. Escribe el correo con el que nos contactaste: te
          enviaremos un enlace para confirmar que es tuyo antes de mostrar o eliminar nada.
        </p>
        {view.sent ? (
          <>
            <Alert tone="success">{view.message}</Alert>
            <div>
              <Button
                variant="outline"
                onClick={() => {
                  reset();
                  ref.send({ type: 'form.reset' });
                }}
              >
                Hacer otra solicitud
              </Button>
            </div>
          </>
        ) : (
          <form
            noValidate
            className={styles.form}
            onSubmit={handleSubmit((values) => ref.send({ type: 'form.submit', values }))}
          >
            {view.error && <Alert tone="error">{view.error}</Alert>}
            <FormField label="Correo electrónico" required error={errors.email?.message}>
              <TextInput type="email" autoComplete="email" {...register('email')} disabled={view.sending} />
            </FormField>
            <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <legend className={css({ fontWeight: 'medium', mb: '2' })}>¿Qué quieres hacer?</legend>
              <label className={styles.choice}>
                <input type="radio" value="export" {...register('kind')} disabled={view.sending} />
                Ver mis datos
              </label>
              <label className={styles.choice}>
                <input type="radio" value="delete" {...register('kind')} disabled={view.sending} />
                Eliminar mis datos
              </label>
            </fieldset>
            <div>
              <Button type="submit" loading={view.sending}>
                {view.sending ? 'Enviando...' : 'Enviar solicitud'}
              </Button>
            </div>
          </form>
        )}
        <div>
          <ButtonLink href="/" variant="ghost">
            Volver al inicio
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
