import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts for errors and warnings', () => {
    render(
      <>
        <Alert
          tone="error"
          title="Error al cargar empresas"
          action={<button type="button">Reintentar</button>}
        >
          Error interno del servidor.
        </Alert>
        <Alert tone="warning" title="No se puede eliminar" />
      </>
    );
    const [error, warning] = screen.getAllByRole('alert');
    expect(error).toHaveTextContent('Error al cargar empresas');
    expect(error).toHaveTextContent('Error interno del servidor.');
    expect(error).toContainElement(screen.getByRole('button', { name: 'Reintentar' }));
    expect(warning).toHaveTextContent('No se puede eliminar');
  });

  it('waits politely for notices and confirmations', () => {
    render(
      <>
        <Alert tone="info">Actualizando datos para: Constructora Andina</Alert>
        <Alert tone="success">Empresa actualizada exitosamente</Alert>
      </>
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Actualizando datos para: Constructora Andina',
      'Empresa actualizada exitosamente',
    ]);
  });
});
