import {
  projectStatusBadge,
  projectTypeLabel,
  propertyStatusBadge,
  propertyTypeLabel,
  unitsSold,
} from './statuses';

describe('project and property statuses', () => {
  it('labels project statuses with the spec’s colours; unknown as-is, empty as "Sin estado"', () => {
    expect(projectStatusBadge('ACTIVE')).toEqual({ label: 'Activo', tone: 'green' });
    expect(projectStatusBadge('DRAFT')).toEqual({ label: 'Borrador', tone: 'gray' });
    expect(projectStatusBadge('COMPLETED')).toEqual({ label: 'Completado', tone: 'blue' });
    expect(projectStatusBadge('CANCELLED')).toEqual({ label: 'Cancelado', tone: 'red' });
    expect(projectStatusBadge('on-hold')).toEqual({ label: 'on-hold', tone: 'gray' });
    expect(projectStatusBadge('')).toEqual({ label: 'Sin estado', tone: 'gray' });
    expect(projectStatusBadge(null)).toEqual({ label: 'Sin estado', tone: 'gray' });
  });

  it('labels property statuses and types in Spanish', () => {
    expect(propertyStatusBadge('AVAILABLE').label).toBe('Disponible');
    expect(propertyStatusBadge('RESERVED').label).toBe('Reservada');
    expect(propertyStatusBadge('SOLD').label).toBe('Vendida');
    expect(propertyStatusBadge('RENTED').label).toBe('Alquilada');
    expect(propertyTypeLabel('commercial')).toBe('Local Comercial');
    expect(propertyTypeLabel('land')).toBe('Lote');
    expect(projectTypeLabel('office')).toBe('Oficinas');
    expect(projectTypeLabel('apartments')).toBe('Apartamentos');
    expect(projectTypeLabel(null)).toBe('No especificado');
  });

  it('counts units sold as total minus available', () => {
    expect(unitsSold(40, 28)).toBe(12);
    expect(unitsSold(5, 9)).toBe(0);
  });
});
