import fc from 'fast-check';
import {
  CompanyInputSchema,
  EMPTY_COMPANY_FORM,
  toCompanyFormValues,
  toCompanyRequest,
  type CompanyFormValues,
  type CompanyInput,
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
      toCompanyRequest({
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
      toCompanyFormValues({ name: 'Andina', country_code: 'CO', city: null, registration_id_type_id: null })
    ).toEqual({
      ...EMPTY_COMPANY_FORM,
      name: 'Andina',
      country_code: 'CO',
    });
  });

  it('starts the create form from the defaults', () => {
    expect(toCompanyFormValues(null)).toEqual(EMPTY_COMPANY_FORM);
  });
});

// A text as the API stores it: trimmed and never empty (an empty input is sent as no field at all).
const stored = fc
  .string({ minLength: 1, maxLength: 20 })
  .map((s) => s.trim())
  .filter((s) => s !== '');
const optionalText = fc.option(stored, { nil: undefined });

/** A request body as the form sends it: the two required fields, then any optional field present or absent. */
const request: fc.Arbitrary<CompanyInput> = fc
  .record({
    name: stored,
    country_code: fc.constantFrom('CO', 'MX', 'US'),
    registration_id: optionalText,
    registration_id_type_id: fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
    country_name: optionalText,
    city: optionalText,
    address: optionalText,
    website: optionalText,
    phone: optionalText,
    email: optionalText,
  })
  .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as CompanyInput);

/** Whatever the inputs hold, padded with spaces or left empty. */
const padded = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  stored.map((s) => ` ${s} `),
  stored
);
const formValues: fc.Arbitrary<CompanyFormValues> = fc.record({
  name: padded,
  registration_id: padded,
  registration_id_type_id: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
  country_code: padded,
  country_name: padded,
  city: padded,
  address: padded,
  website: padded,
  phone: padded,
  email: padded,
});

describe('company form round trip (one definition for create and edit)', () => {
  it('a stored company opened in the edit form and saved unchanged sends the same fields', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(toCompanyRequest(toCompanyFormValues(r))).toEqual(r);
      })
    );
  });

  it('what the form sends, opened again, sends the same request', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        const sent = toCompanyRequest(values);
        expect(toCompanyRequest(toCompanyFormValues(sent))).toEqual(sent);
      })
    );
  });
});
