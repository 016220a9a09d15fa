import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

// Keystrokes are fired synchronously under fake timers: user-event's async steps wait on a real setTimeout that
// vitest's fake clock would never run.
function typeInto(box: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i++) fireEvent.change(box, { target: { value: text.slice(0, i) } });
}

describe('SearchBox debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the text once typing pauses for 300 ms', () => {
    const onSearch = vi.fn();
    render(<SearchBox placeholder="Buscar propiedades..." onSearch={onSearch} />);

    typeInto(screen.getByRole('searchbox', { name: 'Buscar propiedades...' }), 'casa');
    expect(onSearch).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('casa');
  });

  it('restarts the wait on every keystroke', () => {
    const onSearch = vi.fn();
    render(<SearchBox placeholder="Buscar" onSearch={onSearch} debounceMs={500} />);
    const box = screen.getByRole('searchbox', { name: 'Buscar' });

    typeInto(box, 'me');
    act(() => vi.advanceTimersByTime(400));
    fireEvent.change(box, { target: { value: 'medellín' } });
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('medellín');
  });

  it('searches at once on Enter without a second report later', () => {
    const onSearch = vi.fn();
    render(<SearchBox placeholder="Buscar" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');

    typeInto(box, 'cali');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('cali');

    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('drops a pending search when cleared', () => {
    const onSearch = vi.fn();
    render(<SearchBox placeholder="Buscar" onSearch={onSearch} />);

    typeInto(screen.getByRole('searchbox'), 'bogo');
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    act(() => vi.advanceTimersByTime(1000));

    expect(onSearch.mock.calls).toEqual([['']]);
  });

  it('does not report anything after it is gone', () => {
    const onSearch = vi.fn();
    const { unmount } = render(<SearchBox placeholder="Buscar" onSearch={onSearch} />);

    typeInto(screen.getByRole('searchbox'), 'pereira');
    unmount();
    act(() => vi.advanceTimersByTime(1000));

    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('SearchBox clear button', () => {
  it('empties the box, reports an empty search and returns focus', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <SearchBox placeholder="Buscar" label="Buscar empresas" onSearch={onSearch} initialValue="Andina" />
    );
    const box = screen.getByRole('searchbox', { name: 'Buscar empresas' });
    expect(box).toHaveValue('Andina');

    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));

    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).not.toBeInTheDocument();
  });

  it('appears only once there is text', async () => {
    const user = userEvent.setup();
    render(<SearchBox placeholder="Buscar" onSearch={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'c');
    expect(screen.getByRole('button', { name: 'Limpiar búsqueda' })).toBeInTheDocument();
  });
});
