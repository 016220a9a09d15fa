import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, StatCard } from './card';

describe('StatCard', () => {
  it('is a group named by its label that shows the value', () => {
    render(<StatCard label="Proyectos Activos" value={12} hint="En la empresa activa" />);
    const card = screen.getByRole('group', { name: 'Proyectos Activos' });
    expect(card).toHaveTextContent('12');
    expect(card).toHaveTextContent('En la empresa activa');
  });
});

describe('Card', () => {
  it('titles its content with a heading and shows its actions', () => {
    render(
      <Card title="Leads Recientes" actions={<button type="button">Actualizar</button>}>
        <p>No hay leads recientes</p>
      </Card>
    );
    expect(screen.getByRole('heading', { name: 'Leads Recientes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(screen.getByText('No hay leads recientes')).toBeInTheDocument();
  });
});
