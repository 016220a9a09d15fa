import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('is hidden when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('lists every page when there are few', () => {
    render(<Pagination page={2} totalPages={3} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Página / })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 1' })).not.toHaveAttribute('aria-current');
  });

  it('shows gaps around the current page in a long list', () => {
    render(<Pagination page={5} totalPages={10} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Página / })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(nav.textContent?.match(/…/g)).toHaveLength(2);
  });

  it('goes to the clicked, previous and next page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);

    await user.click(screen.getByRole('button', { name: 'Página 10' }));
    await user.click(screen.getByRole('button', { name: /Anterior/ }));
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    await user.click(screen.getByRole('button', { name: 'Página 5' }));

    expect(onPageChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('disables Anterior on the first page and Siguiente on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={4} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Anterior/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Siguiente/ })).toBeEnabled();

    rerender(<Pagination page={4} totalPages={4} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Anterior/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Siguiente/ })).toBeDisabled();
  });
});
