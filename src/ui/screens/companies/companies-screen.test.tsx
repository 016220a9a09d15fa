import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '#ui/components/jsdom-shims';
import { andinaAsOwner } from '#machines/shared/company-detail/company.fixtures';
import { companyRows, CompaniesView } from './companies-screen';

describe('Gestion de Empresas', () => {
  it('lists the companies with location, contact, status, date and the actions the role allows', () => {
    const viewerOf = { ...andinaAsOwner, id: 2, name: 'Caribe Urbano', role: 'VIEWER' as const, email: null };
    // The user's access as the session gives it: their role in each company, no platform permission.
    const access = {
      roles: { [andinaAsOwner.id]: andinaAsOwner.role, [viewerOf.id]: viewerOf.role },
      permissions: [],
    };
    render(
      <CompaniesView
        companies={companyRows([andinaAsOwner, viewerOf], access)}
        loading={false}
        error={null}
        onRetry={() => {}}
      />
    );
    expect(screen.getByRole('heading', { name: 'Gestion de Empresas' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Empresa',
      'Ubicacion',
      'Contacto',
      'Estado',
      'Fecha de Registro',
      'Acciones',
    ]);
    const andina = within(screen.getByRole('row', { name: /Constructora Andina/ }));
    expect(andina.getByText('Activa')).toBeInTheDocument();
    expect(andina.getByText('14 de marzo de 2025')).toBeInTheDocument();
    expect(andina.getByRole('link', { name: `Editar ${andinaAsOwner.name}` })).toHaveAttribute(
      'href',
      '/company/1/edit'
    );
    expect(andina.getByRole('link', { name: `Ver ${andinaAsOwner.name}` })).toHaveAttribute(
      'href',
      '/company/1'
    );
    const caribe = within(screen.getByRole('row', { name: /Caribe Urbano/ }));
    expect(caribe.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(caribe.getByText('Sin correo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi Empresa' })).toHaveAttribute('href', '/company');
    expect(screen.getByRole('link', { name: 'Nueva Empresa' })).toHaveAttribute('href', '/company/new');
  });

  it('says there are no companies, with a link to create the first', () => {
    render(<CompaniesView companies={[]} loading={false} error={null} onRetry={() => {}} />);
    expect(screen.getByText('No hay empresas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear la primera empresa' })).toHaveAttribute(
      'href',
      '/company/new'
    );
  });

  it('offers Reintentar on an error', async () => {
    const retry = vi.fn();
    render(
      <CompaniesView companies={[]} loading={false} error="Error obteniendo empresas" onRetry={retry} />
    );
    expect(screen.getByText('Error al cargar las empresas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
