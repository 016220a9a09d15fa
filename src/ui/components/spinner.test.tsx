import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces a loading status with its text', () => {
    render(<Spinner text="Cargando dashboard..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando dashboard...');
  });

  it('says Cargando... by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });
});
