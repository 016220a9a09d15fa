import {
  CompanyInputSchema,
  companyToFormValues,
  EMPTY_COMPANY_FORM,
  toCompanyPayload,
} from './company-form';

// The form shows the first failed rule of each field, as react-hook-form does.
const messages = (input: unknown) => {
  const first: Record<string, string> = {};
  for (const issue of CompanyInputSchema.safeParse(input).error?.issues ?? []) {
    first[issue.path.join('.')] ??= issue.message;
  }
  return first;
};

describe('company form schema (spec §5)', () => {
  it('accepts the empty optional fields an untouched form holds', () => {
    expect(
      CompanyInputSchema.safeParse({ ...EMPTY_COMPANY_FORM, name: 'Andina', country_code: 'CO' }).success
    ).toBe(true);
  });

  it('words every rule as the spec does', () => {
    expect(messages({ ...EMPTY_COMPANY_FORM })).toMatchObject({
      name: 'El nombre de la empresa es requerido',
      country_code: 'El codigo de pais debe tener exactamente 2 caracteres',
    });
    expect(
      messages({
        name: 'x'.repeat(256),
        country_code: 'co',
        registration_id: 'x'.repeat(51),
        website: 'andina.test',
      })
    ).toMatchObject({
      name: 'El nombre no puede exceder 255 caracteres',
      country_code: 'El codigo de pais debe ser en formato ISO 3166-1 alpha-2, ej: CO, US, MX',
      registration_id: 'El ID de registro no puede exceder 50 caracteres',
      website: 'Debe ser una URL valida',
    });
    expect(
      messages({ name: 'A', country_code: 'CO', website: `https://${'a'.repeat(250)}.test` })
    ).toMatchObject({
      website: 'La URL no puede exceder 255 caracteres',
    });
  });

  it('drops empty fields before sending', () => {
    expect(
      toCompanyPayload({
        ...EMPTY_COMPANY_FORM,
        name: ' Andina ',
        country_code: 'CO',
        country_name: 'Colombia',
        registration_id_type_id: 1,
      })
    ).toEqual({ name: 'Andina', country_code: 'CO', country_name: 'Colombia', registration_id_type_id: 1 });
  });

  it('turns a company’s nulls into empty inputs for the edit form', () => {
    expect(
      companyToFormValues({ name: 'Andina', country_code: 'CO', city: null, registration_id_type_id: null })
    ).toEqual({
      ...EMPTY_COMPANY_FORM,
      name: 'Andina',
      country_code: 'CO',
    });
  });
});
