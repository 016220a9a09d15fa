import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartFigure } from './chart-figure';
import { Table, TableBody, TableCell, TableRow } from './table';

const figures = (
  <TableBody>
    <TableRow>
      <TableCell>Ene</TableCell>
      <TableCell>120</TableCell>
    </TableRow>
  </TableBody>
);

describe('Table', () => {
  it('scrolls inside a region named like the table that the keyboard reaches', async () => {
    render(
      <>
        <button type="button">Antes</button>
        <Table aria-label="Ingresos por mes">{figures}</Table>
      </>
    );
    const region = screen.getByRole('region', { name: 'Ingresos por mes' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'Ingresos por mes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Antes' }));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('keeps a chart’s hidden table out of the tab order until Ver tabla shows it', async () => {
    render(
      <ChartFigure
        title="Ingresos"
        columns={['Mes', 'Ingresos']}
        rows={[{ key: 'ene', cells: ['Ene', 120] }]}
      >
        <svg aria-hidden />
      </ChartFigure>
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ingresos (tabla)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver tabla' }));
    expect(screen.getByRole('region', { name: 'Ingresos (tabla)' })).toHaveAttribute('tabindex', '0');
  });
});
