import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { z } from 'zod';
import { css } from '#styled-system/css';
import { consentField } from '#domain/privacy';
import { SAVED_SEARCH_POLICY_PATH } from '#domain/saved-searches';
import type { savedSearchMachine } from '#machines/chat/saved-search/saved-search.machine';
import { type SavedSearchForm } from '#machines/chat/saved-search/saved-search.machine';
import { selectSavedSearchView } from '#machines/chat/saved-search/saved-search.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { ConsentCheckbox } from '#ui/components/consent-checkbox';
import { Dialog } from '#ui/components/dialog';
import { FormField, TextInput } from '#ui/components/form-field';
import { CHAT_FORM_TEXTS, type ChatFormTexts } from './chat-form-texts';
import { useChatTexts, type ChatTexts } from './chat-texts';

// Loaded the first time someone presses 'Guardar búsqueda': /chat's first download does not carry it.

const formSchema = (t: ChatTexts, formTexts: ChatFormTexts) =>
  z.object({
    email: z.email(t.emailInvalid).max(255, t.emailInvalid),
    consent: consentField(formTexts.consentRequired),
  });

type ViewProps = { savedRef: ActorRefFrom<typeof savedSearchMachine>; onClose(): void };

/** The save dialog of the current search, rendering the actor the conversation spawned. */
export function SaveSearchView({ savedRef, onClose }: ViewProps) {
  const view = useSelector(savedRef, selectSavedSearchView, shallowEqual);
  const t = useChatTexts();
  const formTexts = CHAT_FORM_TEXTS[view.language];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SavedSearchForm>({
    resolver: zodResolver(formSchema(t, formTexts)),
    defaultValues: { email: '', consent: false },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.saveSearch}
      description={t.saveSearchIntro}
    >
      {view.saved ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Alert tone="success">{view.confirmation}</Alert>
          <Button onClick={onClose}>{t.close}</Button>
        </div>
      ) : (
        <form
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          onSubmit={handleSubmit((values) => savedRef.send({ type: 'form.submit', values }))}
        >
          {view.error && <Alert tone="error">{view.error}</Alert>}
          <FormField label={t.email} required error={errors.email?.message}>
            <TextInput type="email" {...register('email')} autoComplete="email" disabled={view.submitting} />
          </FormField>
          <ConsentCheckbox
            registration={register('consent')}
            policy={{ href: SAVED_SEARCH_POLICY_PATH }}
            error={errors.consent?.message}
            disabled={view.submitting}
            texts={formTexts}
          />
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="outline" onClick={onClose} disabled={view.submitting}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={view.submitting}>
              {view.submitting ? t.saving : t.saveSearch}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
