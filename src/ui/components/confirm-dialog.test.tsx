import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import './jsdom-shims';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="¿Eliminar empresa?"
      message="Esta acción no se puede deshacer."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows its title, message and default buttons in an alert dialog', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar empresa?' });
    expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer.');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('uses the given button texts and calls back on each', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog({ confirmText: 'Eliminar', cancelText: 'Volver' });

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('treats Escape and the close button as cancel', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog();

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the busy text and blocks every way out while working', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog({
      confirmText: 'Eliminar',
      busy: true,
      busyText: 'Eliminando...',
    });

    const confirm = screen.getByRole('button', { name: 'Eliminando...' });
    expect(confirm).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the confirm text while busy when no busy text is given', () => {
    renderDialog({ confirmText: 'Eliminar', busy: true });
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  });

  it('can disable only the confirm button', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog({ confirmText: 'Eliminar', confirmDisabled: true });

    const confirm = screen.getByRole('button', { name: 'Eliminar' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('shows an error from the action inside the dialog', () => {
    renderDialog({ error: 'Error interno del servidor.' });
    const dialog = screen.getByRole('alertdialog');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error interno del servidor.');
    expect(dialog).toContainElement(alert);
  });

  it('renders extra content such as a blocking warning', () => {
    renderDialog({ children: <p>No se puede eliminar</p> });
    expect(screen.getByText('No se puede eliminar')).toBeVisible();
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
