import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { css } from '#styled-system/css';
import { QuoteRejectionSchema, type QuoteRejection } from '#domain/quote';
import { Button } from '#ui/components/button';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextArea } from '#ui/components/form-field';

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' }),
  footer: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' }),
};

const TEXTS = {
  reject: {
    title: 'Rechazar la cotización',
    description: 'El descuento no se aprueba. El motivo queda en la cotización y en el historial del lead.',
    submit: 'Rechazar',
  },
  decline: {
    title: 'Marcar rechazada',
    description:
      'El comprador no acepta la cotización. El motivo queda en la cotización y en el historial del lead.',
    submit: 'Marcar rechazada',
  },
} as const;

/** Asks why a quote is turned down: react-hook-form owns the reason; a refusal of the server lands on it. */
export function QuoteReasonDialog(props: {
  reason: { kind: 'reject' | 'decline'; saving: boolean; error: string | null };
  onSubmit(values: QuoteRejection): void;
  onCancel(): void;
}) {
  const { kind, saving, error } = props.reason;
  const texts = TEXTS[kind];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<QuoteRejection>({ resolver: zodResolver(QuoteRejectionSchema), defaultValues: { reason: '' } });
  useEffect(() => {
    if (error) setError('reason', { type: 'server', message: error });
  }, [error, setError]);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && props.onCancel()}
      title={texts.title}
      description={texts.description}
    >
      <form noValidate className={styles.form} onSubmit={handleSubmit(props.onSubmit)}>
        <FormField label="Motivo" required error={errors.reason?.message}>
          <TextArea rows={3} {...register('reason')} readOnly={saving} />
        </FormField>
        <div className={styles.footer}>
          <Button variant="outline" onClick={props.onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
