import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import './jsdom-shims';
import { SelectField } from './select';

const companies = [
  { value: '1', label: 'Constructora Andina' },
  { value: '2', label: 'Urbana Desarrollos' },
];

function Harness({ onValueChange }: { onValueChange(value: string | null): void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SelectField
      label="Empresa:"
      items={companies}
      value={value}
      placeholder="Sin empresa seleccionada"
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('SelectField', () => {
  it('is a combobox named by its label showing the placeholder', () => {
    render(<Harness onValueChange={() => {}} />);
    const trigger = screen.getByRole('combobox', { name: 'Empresa:' });
    expect(trigger).toHaveTextContent('Sin empresa seleccionada');
  });

  it('lists the options and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);

    await user.click(screen.getByRole('combobox', { name: 'Empresa:' }));
    await user.click(await screen.findByRole('option', { name: 'Urbana Desarrollos' }));

    expect(onValueChange).toHaveBeenCalledWith('2');
    expect(screen.getByRole('combobox', { name: 'Empresa:' })).toHaveTextContent('Urbana Desarrollos');
    // The list closes after its exit animation, which takes longer on a loaded machine.
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Urbana Desarrollos' })).not.toBeInTheDocument()
    );
  });

  it('can be operated with the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);

    screen.getByRole('combobox', { name: 'Empresa:' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Constructora Andina' });
    // Arrow keys move the highlight once the open list has taken the focus (it does so after it opens).
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2');
  });

  it('shows a progress text instead of the value when given one', () => {
    render(
      <SelectField
        label="Empresa:"
        items={companies}
        value="1"
        valueText="Actualizando..."
        onValueChange={() => {}}
      />
    );
    expect(screen.getByRole('combobox', { name: 'Empresa:' })).toHaveTextContent('Actualizando...');
  });

  it('marks itself invalid and shows the error', () => {
    render(
      <SelectField
        label="Moneda"
        items={[{ value: 'COP', label: 'COP' }]}
        value={null}
        error="Selecciona una moneda"
        name="currency"
        onValueChange={() => {}}
      />
    );
    const trigger = screen.getByRole('combobox', { name: 'Moneda' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Selecciona una moneda');
  });
});
