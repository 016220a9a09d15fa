import { cleanup, render, screen } from '@testing-library/react';
import type { BoardTower } from '#machines/constructor/availability-page/availability-page.select';
import { BoardGrid } from './board-grid';

afterEach(cleanup);

const cell = (id: number, name: string, price: number | null) => ({
  id,
  name,
  tower: 'A',
  floor_number: 3,
  status: 'AVAILABLE' as const,
  statusLabel: 'Disponible',
  price,
  currency: 'COP',
  area: 60,
  bedrooms: 2,
  property_model_id: null,
  property_model_name: null,
});

const towers: BoardTower[] = [
  {
    key: 'A',
    label: 'Torre A',
    floors: [
      { key: 'A:3', label: 'Piso 3', cells: [cell(1, 'Apto 301', 450_000_000), cell(2, 'Apto 302', null)] },
    ],
  },
];

describe('the availability board', () => {
  // WCAG 2.5.3 (label in name): a person who says what they see ('Apto 301 … 450 millones') reaches the cell.
  it('names each cell with everything it shows: the unit, its status and, when it has one, its price', () => {
    render(<BoardGrid towers={towers} focusedUnitId={1} onFocus={() => {}} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: 'Apto 301, Disponible, $450.000.000' })).toHaveTextContent(
      /^Apto 301 Disponible \$450\.000\.000$/
    );
    expect(screen.getByRole('button', { name: 'Apto 302, Disponible' })).toBeInTheDocument();
  });
});
