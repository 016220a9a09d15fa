import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector, shallowEqual } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { css } from '#styled-system/css';
import { chatLeadFormSchema, type ChatLeadForm } from '#domain/chat-lead';
import type { chatLeadMachine } from '#machines/chat/chat-panel/chat-lead.machine';
import { selectLeadView } from '#machines/chat/chat-panel/chat-lead.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { ConsentCheckbox } from '#ui/components/consent-checkbox';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import type { ActorRefFrom } from 'xstate';
import { CHAT_FORM_TEXTS } from './chat-form-texts';
import { fill, useChatTexts } from './chat-texts';

type ViewProps = { leadRef: ActorRefFrom<typeof chatLeadMachine>; onClose(): void };

/** The 'Me interesa' form of one property, rendering the lead actor the results panel spawned. */
export function LeadView({ leadRef, onClose }: ViewProps) {
  const t = useChatTexts();
  const view = useSelector(leadRef, selectLeadView, shallowEqual);
  const formTexts = CHAT_FORM_TEXTS[view.language];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChatLeadForm>({
    resolver: zodResolver(chatLeadFormSchema(formTexts)),
    defaultValues: { contact_name: '', contact_email: '', contact_phone: '', message: '', consent: false },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.interest}
      closeLabel={t.close}
      description={view.property.title || t.untitled}
    >
      {view.sent ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Alert tone="success">{view.confirmation}</Alert>
          <Button onClick={onClose}>{t.close}</Button>
        </div>
      ) : (
        <form
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          onSubmit={handleSubmit((values) => leadRef.send({ type: 'form.submit', values }))}
        >
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {fill(t.leadIntro, { company: view.property.company.name || t.leadCompany })}
          </p>
          {view.error && <Alert tone="error">{view.error}</Alert>}
          <FormField label={t.leadName} required error={errors.contact_name?.message}>
            <TextInput {...register('contact_name')} autoComplete="name" disabled={view.submitting} />
          </FormField>
          <FormField label={t.leadEmail} error={errors.contact_email?.message}>
            <TextInput
              type="email"
              {...register('contact_email')}
              autoComplete="email"
              disabled={view.submitting}
            />
          </FormField>
          <FormField label={t.leadPhone} error={errors.contact_phone?.message} helperText={t.leadContactHelp}>
            <TextInput
              type="tel"
              {...register('contact_phone')}
              autoComplete="tel"
              disabled={view.submitting}
            />
          </FormField>
          <FormField label={t.leadMessage} error={errors.message?.message}>
            <TextArea rows={2} {...register('message')} disabled={view.submitting} />
          </FormField>
          <ConsentCheckbox
            registration={register('consent')}
            policy={{ companyId: view.property.company.id }}
            error={errors.consent?.message}
            disabled={view.submitting}
            texts={formTexts}
          />
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
            <Button variant="outline" onClick={onClose} disabled={view.submitting}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={view.submitting}>
              {view.submitting ? t.sending : t.leadSend}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
