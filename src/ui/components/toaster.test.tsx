import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import './jsdom-shims';
import { AppToaster, TOAST_LIMIT, notify } from './toaster';

// The toast store is module-wide; each test starts from an empty one.
afterEach(() => {
  act(() => toast.remove());
});

describe('AppToaster', () => {
  it('keeps at most 20 toasts on screen, dropping the oldest', async () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 21; i++) notify.info(`Aviso ${i}`);
    });

    await waitFor(() => expect(screen.queryByText('Aviso 1')).not.toBeInTheDocument());
    expect(TOAST_LIMIT).toBe(20);
    expect(screen.getAllByText(/^Aviso \d+$/)).toHaveLength(20);
    expect(screen.getByText('Aviso 2')).toBeInTheDocument();
    expect(screen.getByText('Aviso 21')).toBeInTheDocument();
  });

  it('announces errors and warnings urgently, successes and notices politely', async () => {
    render(<AppToaster />);
    act(() => {
      notify.error('Error al cargar las propiedades');
      notify.warning('Ya existe una empresa con este número de identificación');
      notify.success('Propiedad creada exitosamente');
      notify.info('Actualizando datos');
    });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(
      expect.arrayContaining([
        'Error al cargar las propiedades',
        'Ya existe una empresa con este número de identificación',
      ])
    );
    const statuses = screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses).toEqual(expect.arrayContaining(['Propiedad creada exitosamente', 'Actualizando datos']));
  });
});
