import { describe, expect, it } from 'vitest';
import { chatLeadFormSchema } from './chat-lead';
import { CompanyInputSchema } from './company-form';
import { ConstructorProjectFormSchema } from './constructor-project-form';
import { LeadFormSchema } from './lead';
import { ManagedCompanyEditSchema } from './managed-company-form';
import { ProjectFormSchema } from './project-form';

// The forms validate with the schemas the server applies, so a person typing an invisible name, an unknown country
// or a project that ends before it starts reads the same Spanish message the API would answer.

const INVISIBLE = '\uFEFF\u200B\u202E';

/** The Spanish messages a schema gives for one field of a value. */
function messages(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
  field: string
) {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('data that means nothing', () => {
  it('refuses names made only of invisible characters, with a Spanish message, in every form', () => {
    expect(messages(ProjectFormSchema, { name: INVISIBLE }, 'name')).toEqual([
      'El nombre del proyecto debe tener letras o números visibles',
    ]);
    expect(messages(ConstructorProjectFormSchema, { name: `${INVISIBLE}${INVISIBLE}` }, 'name')).toEqual([
      'El nombre del proyecto debe tener letras o números visibles',
    ]);
    expect(messages(CompanyInputSchema, { name: INVISIBLE, country_code: 'CO' }, 'name')).toEqual([
      'El nombre de la empresa debe tener letras o números visibles',
    ]);
    expect(messages(ManagedCompanyEditSchema, { name: `${INVISIBLE}\u2066\u2069` }, 'name')).toEqual([
      'El nombre de la empresa debe tener letras o números visibles',
    ]);
    expect(messages(LeadFormSchema, { contact_name: INVISIBLE }, 'contact_name')).toEqual([
      'El nombre debe tener letras visibles',
    ]);
    expect(messages(chatLeadFormSchema(), { contact_name: INVISIBLE }, 'contact_name')).toEqual([
      'Escribe tu nombre',
    ]);
  });

  it('keeps names that show something, in any script', () => {
    for (const name of ['Ñandú', '\u200BTorre Á\u200B', '東京タワー', 'O’Brien']) {
      expect(messages(ProjectFormSchema, { name }, 'name')).toEqual([]);
      expect(messages(LeadFormSchema, { contact_name: name }, 'contact_name')).toEqual([]);
    }
  });

  it('refuses a country the portal does not offer', () => {
    const unknown = 'El país no es válido: elige uno de los países disponibles';
    expect(messages(ProjectFormSchema, { country_code: 'ZZ' }, 'country_code')).toEqual([unknown]);
    expect(messages(ConstructorProjectFormSchema, { country_code: 'ZZ' }, 'country_code')).toEqual([unknown]);
    expect(messages(CompanyInputSchema, { name: 'X', country_code: 'ZZ' }, 'country_code')).toEqual([
      unknown,
    ]);
    expect(messages(CompanyInputSchema, { name: 'X', country_code: 'UY' }, 'country_code')).toEqual([]);
  });

  it('refuses a completion date before the start date, under the completion date', () => {
    // Cross-field rules speak once every field is valid, as the price and area ranges do.
    const project = {
      name: 'Torre Ñandú',
      description: 'Apartamentos con vista al valle',
      location: 'Medellín',
      address: 'Calle 10 # 43-12',
      city: 'Medellín',
      country_code: 'CO',
      total_units: 10,
    };
    const dates = { ...project, start_date: '2026-06-01', completion_date: '2026-05-31' };
    const message = 'La fecha de finalización no puede ser anterior a la fecha de inicio';
    expect(messages(ProjectFormSchema, dates, 'completion_date')).toEqual([message]);
    expect(messages(ConstructorProjectFormSchema, dates, 'completion_date')).toEqual([message]);
    expect(
      messages(ProjectFormSchema, { ...dates, completion_date: '2026-06-01' }, 'completion_date')
    ).toEqual([]);
    expect(messages(ProjectFormSchema, { ...dates, completion_date: '' }, 'completion_date')).toEqual([]);
  });
});
