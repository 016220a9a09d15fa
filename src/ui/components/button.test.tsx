import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('does not submit a form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Reintentar</Button>
        <Button type="submit">Guardar</Button>
      </form>
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Guardando...
      </Button>
    );
    const button = screen.getByRole('button', { name: 'Guardando...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('navigates inside the app', async () => {
    const user = userEvent.setup();
    const location = memoryLocation({ path: '/dashboard', record: true });
    render(
      <Router hook={location.hook}>
        <ButtonLink href="/projects/new">Crear Nuevo Proyecto</ButtonLink>
      </Router>
    );
    await user.click(screen.getByRole('link', { name: 'Crear Nuevo Proyecto' }));
    expect(location.history).toEqual(['/dashboard', '/projects/new']);
  });
});
