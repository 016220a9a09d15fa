import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField, TextArea, TextInput } from './form-field';

type Values = { name: string; description: string };

function ProjectForm({ onSubmit }: { onSubmit(values: Values): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { name: '', description: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <FormField label="Nombre del proyecto" required error={errors.name?.message}>
        <TextInput {...register('name', { required: 'El nombre del proyecto es requerido' })} />
      </FormField>
      <FormField label="Descripción" helperText="Máximo 1000 caracteres">
        <TextArea {...register('description')} />
      </FormField>
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('FormField', () => {
  it('names each control by its label, even when required', () => {
    render(<ProjectForm onSubmit={() => {}} />);
    expect(screen.getByLabelText('Nombre del proyecto')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveAccessibleDescription(
      'Máximo 1000 caracteres'
    );
  });

  it('shows the validation message and marks the control invalid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProjectForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const name = screen.getByLabelText('Nombre del proyecto');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The field links its error text to the control once the message renders, a commit after aria-invalid.
    await waitFor(() => expect(name).toHaveAccessibleDescription('El nombre del proyecto es requerido'));
    expect(screen.getByLabelText('Descripción')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands typed values to react-hook-form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProjectForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Nombre del proyecto'), 'Torres del Parque');
    await user.type(screen.getByLabelText('Descripción'), 'Apartamentos en Bogotá');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Torres del Parque', description: 'Apartamentos en Bogotá' },
      expect.anything()
    );
    expect(screen.getByLabelText('Nombre del proyecto')).not.toHaveAttribute('aria-invalid');
  });
});
