import { zodResolver } from '@hookform/resolvers/zod';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { z } from 'zod';
import { css } from '#styled-system/css';
import { DUPLICATE_REGISTRATION_MESSAGE, type Company } from '#domain/company';
import {
  CompanyInputSchema,
  companyToFormValues,
  EMPTY_COMPANY_FORM,
  type CompanyInput,
} from '#domain/company-form';
import { COUNTRIES, countryName } from '#domain/countries';
import { selectAuthView } from '#machines/auth/auth.select';
import { companyFormMachine } from '#machines/company-form/company-form.machine';
import { selectCompanyFormView } from '#machines/company-form/company-form.select';
import { documentTypesMachine } from '#machines/document-types/document-types.machine';
import { selectDocumentTypesView } from '#machines/document-types/document-types.select';
import { useAuthRef, useSessionRef } from '#ui/app-actors';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { FormField, TextArea, TextInput } from '#ui/components/form-field';
import { SelectField } from '#ui/components/select';
import { Spinner } from '#ui/components/spinner';
import { pageStyles } from '#ui/components/page-kit';

type FormRef = ActorRefFrom<typeof companyFormMachine>;
type DocTypesRef = ActorRefFrom<typeof documentTypesMachine>;
type FormInput = z.input<typeof CompanyInputSchema>;

// '' stands for "no country": choosing it clears the country, its document types and the chosen type.
const COUNTRY_ITEMS = [
  { value: '', label: 'Selecciona un país' },
  ...COUNTRIES.map((c) => ({ value: c.code, label: c.name })),
];

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl' }),
  grid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' }),
  wide: css({ gridColumn: { md: '1 / -1' } }),
  buttons: css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' }),
};

/** The create form's warning when the token lacks create:companies (spec §2, §6). */
export const PERMISSION_WARNING =
  'Tu sesión no incluye el permiso create:companies. Si un administrador te lo acaba de asignar, cierra ' +
  'sesión y vuelve a iniciarla para actualizar tus permisos.';

type FieldsProps = {
  formRef: FormRef;
  docTypesRef: DocTypesRef;
  company: Company | null;
  submitting: boolean;
  conflict: boolean;
  error: string | null;
  onCancel(): void;
};

/** The company form's fields (spec §5): react-hook-form owns the values, the machines own loading and saving. */
function CompanyFormFields({
  formRef,
  docTypesRef,
  company,
  submitting,
  conflict,
  error,
  onCancel,
}: FieldsProps) {
  const docTypes = useSelector(docTypesRef, selectDocumentTypesView, shallowEqual);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, CompanyInput>({
    resolver: zodResolver(CompanyInputSchema),
    defaultValues: company ? companyToFormValues(company) : EMPTY_COMPANY_FORM,
  });

  // The edit form starts with the company's country, whose document types the select needs.
  useEffect(() => {
    if (company) docTypesRef.send({ type: 'country.select', country: company.country_code });
  }, [company, docTypesRef]);

  const typePlaceholder = docTypes.loading
    ? 'Cargando tipos de documento...'
    : docTypes.country === null
      ? 'Selecciona primero un país'
      : 'Selecciona un tipo de documento';

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={company ? 'Editar empresa' : 'Nueva empresa'}
      onSubmit={handleSubmit((values) => formRef.send({ type: 'form.submit', values }))}
    >
      {conflict && (
        <Alert tone="warning" title="Número de identificación duplicado">
          {DUPLICATE_REGISTRATION_MESSAGE}
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <Card title="Información general">
        <div className={styles.grid}>
          <FormField
            label="Nombre de la empresa"
            required
            error={errors.name?.message}
            className={styles.wide}
          >
            <TextInput {...register('name')} autoComplete="organization" />
          </FormField>
          <Controller
            control={control}
            name="country_code"
            render={({ field, fieldState }) => (
              <SelectField
                label="País"
                items={COUNTRY_ITEMS}
                value={field.value ? field.value : null}
                placeholder="Selecciona un país"
                error={fieldState.error?.message}
                disabled={submitting}
                onValueChange={(value) => {
                  const code = value ?? '';
                  field.onChange(code);
                  setValue('country_name', countryName(code) ?? '');
                  setValue('registration_id_type_id', null);
                  docTypesRef.send({ type: 'country.select', country: code || null });
                }}
              />
            )}
          />
          <FormField label="Ciudad" error={errors.city?.message}>
            <TextInput {...register('city')} autoComplete="address-level2" />
          </FormField>
          <FormField label="Dirección" error={errors.address?.message} className={styles.wide}>
            <TextArea rows={2} {...register('address')} autoComplete="street-address" />
          </FormField>
        </div>
      </Card>
      <Card title="Información de registro">
        <div className={styles.grid}>
          <Controller
            control={control}
            name="registration_id_type_id"
            render={({ field }) => (
              <SelectField
                label="Tipo de documento"
                items={docTypes.options}
                value={field.value ? String(field.value) : null}
                placeholder={typePlaceholder}
                disabled={docTypes.disabled || submitting}
                onValueChange={(value) => field.onChange(value ? Number(value) : null)}
              />
            )}
          />
          <FormField label="Número de identificación" error={errors.registration_id?.message}>
            <TextInput {...register('registration_id')} placeholder="900123456-7" />
          </FormField>
        </div>
      </Card>
      <Card title="Contacto">
        <div className={styles.grid}>
          <FormField label="Sitio web" error={errors.website?.message}>
            <TextInput {...register('website')} type="url" placeholder="https://" autoComplete="url" />
          </FormField>
          <FormField label="Teléfono" error={errors.phone?.message}>
            <TextInput {...register('phone')} type="tel" autoComplete="tel" />
          </FormField>
          <FormField label="Correo electrónico" error={errors.email?.message}>
            <TextInput {...register('email')} type="email" autoComplete="email" />
          </FormField>
        </div>
      </Card>
      <div className={styles.buttons}>
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancelar
        </Button>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Guardando...' : company ? 'Guardar Cambios' : 'Crear Empresa'}
        </Button>
      </div>
    </form>
  );
}

/** Props of {@link CompanyFormView}. */
export type CompanyFormViewProps = {
  formRef: FormRef;
  docTypesRef: DocTypesRef;
  /** Spec §2: the create form warns when the token lacks create:companies. */
  canCreateCompanies: boolean;
  onCancel(): void;
  onRelogin(): void;
};

/** /company/new and /company/{id}/edit: the form, or the edit form's loading, missing and failed states. */
export function CompanyFormView({
  formRef,
  docTypesRef,
  canCreateCompanies,
  onCancel,
  onRelogin,
}: CompanyFormViewProps) {
  const view = useSelector(formRef, selectCompanyFormView, shallowEqual);
  return (
    <div className={pageStyles.page}>
      {!view.isEdit && (
        <nav aria-label="Ruta de navegación" className={pageStyles.breadcrumb}>
          <Link href="/dashboard" className={pageStyles.link}>
            Dashboard
          </Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">Nueva Empresa</span>
        </nav>
      )}
      <div>
        <h1 className={pageStyles.title}>{view.isEdit ? 'Editar Empresa' : 'Nueva Empresa'}</h1>
        {view.company && <p className={pageStyles.subtitle}>{view.company.name}</p>}
      </div>
      {!view.isEdit && !canCreateCompanies && (
        <Alert
          tone="warning"
          title="Permiso create:companies no encontrado"
          action={
            <Button size="sm" variant="outline" onClick={onRelogin}>
              Cerrar sesión e iniciar de nuevo
            </Button>
          }
        >
          {PERMISSION_WARNING}
        </Alert>
      )}
      {view.loading && <Spinner size="lg" text="Cargando datos de la empresa..." />}
      {view.loadError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => formRef.send({ type: 'form.retry' })}>
              Reintentar
            </Button>
          }
        >
          {view.loadError}
        </Alert>
      )}
      {view.notFound && (
        <Alert
          tone="info"
          title="Empresa no encontrada"
          action={
            <Button size="sm" variant="outline" onClick={onCancel}>
              Volver
            </Button>
          }
        >
          La empresa que buscas no existe o no tienes permisos para verla.
        </Alert>
      )}
      {(view.showForm || view.saved) && (
        <CompanyFormFields
          formRef={formRef}
          docTypesRef={docTypesRef}
          company={view.company && view.isEdit ? view.company : null}
          submitting={view.submitting || view.saved}
          conflict={view.conflict}
          error={view.error}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}

/** Runs the form and document-type machines of one page; keyed by company so another id starts afresh. */
function CompanyForm({ companyId }: { companyId: number | null }) {
  const [, setLocation] = useLocation();
  const authRef = useAuthRef();
  const sessionRef = useSessionRef();
  const canCreateCompanies = useSelector(authRef, (s) => selectAuthView(s).canCreateCompanies);
  const formRef = useActorRef(companyFormMachine, { input: { companyId } });
  const docTypesRef = useActorRef(documentTypesMachine, {
    input: { mode: companyId === null ? 'create' : 'edit' },
  });

  useEffect(() => {
    const subs = [
      formRef.on('navigate', (event) => setLocation(event.to)),
      // The new or renamed company must show in the top-bar selector, and the profile reflects the update.
      formRef.on('company.saved', () => sessionRef?.send({ type: 'session.reload' })),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [formRef, sessionRef, setLocation]);

  return (
    <CompanyFormView
      formRef={formRef}
      docTypesRef={docTypesRef}
      canCreateCompanies={canCreateCompanies}
      // Spec §2: the create form returns to the dashboard; the edit form goes back one page.
      onCancel={() => (companyId === null ? setLocation('/dashboard') : window.history.back())}
      onRelogin={() => authRef.send({ type: 'auth.logout' })}
    />
  );
}

/** /company/new. */
export function CompanyCreateScreen() {
  return <CompanyForm companyId={null} />;
}

/** /company/{companyId}/edit. */
export function CompanyEditScreen() {
  const { companyId } = useParams<{ companyId: string }>();
  const id = Number(companyId);
  return <CompanyForm key={id} companyId={Number.isInteger(id) && id > 0 ? id : -1} />;
}
