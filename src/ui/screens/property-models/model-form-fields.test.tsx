import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyModelFormValues } from '#domain/property-model';
import { tipoA } from '#machines/portal/project-detail/project-detail.fixtures';
import { ModelFormFields } from './model-form-fields';

function renderForm(model = tipoA) {
  const submitted: PropertyModelFormValues[] = [];
  render(
    <ModelFormFields
      model={model}
      amenities={[]}
      amenitiesError={null}
      saving={false}
      onSubmit={(values) => void submitted.push(values)}
      onCancel={() => {}}
      uploadRef={null}
      uploading={false}
    />
  );
  return submitted;
}

describe('model form number fields', () => {
  it('replaces what a number field held when the user types into it again (24 then 20 is 20, not 2420)', async () => {
    const user = userEvent.setup({ delay: null });
    const submitted = renderForm({ ...tipoA, bedrooms: null });
    const bedrooms = screen.getByLabelText('Habitaciones');
    await user.click(bedrooms);
    await user.keyboard('24');
    await user.tab();
    expect(bedrooms).toHaveValue(24);
    await user.click(bedrooms);
    await user.keyboard('20');
    expect(bedrooms).toHaveValue(20);
    // Reached with the keyboard (Baños → Parqueaderos → Piso → Precio base), a stored value is replaced as well.
    expect(screen.getByLabelText('Precio base')).toHaveValue(tipoA.price);
    await user.click(screen.getByLabelText('Baños'));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard('88.25');
    await user.click(screen.getByRole('button', { name: 'Actualizar Modelo' }));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ bedrooms: 20, price: 88.25 });
  });

  it('keeps every digit of a long price', async () => {
    const user = userEvent.setup({ delay: null });
    const submitted = renderForm();
    await user.click(screen.getByLabelText('Precio base'));
    await user.keyboard('1234567890.55');
    await user.click(screen.getByRole('button', { name: 'Actualizar Modelo' }));
    expect(submitted[0]).toMatchObject({ price: 1_234_567_890.55 });
  });
});
