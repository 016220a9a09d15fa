import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatArea,
  formatAreaRange,
  formatDate,
  formatLeadDate,
  formatMoney,
  shortenAddress,
} from './format';

describe('formatMoney', () => {
  it('groups Colombian pesos with dots and no decimals', () => {
    expect(formatMoney(450000000)).toBe('$450.000.000');
    expect(formatMoney(1250000, 'COP')).toBe('$1.250.000');
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(0)).toBe('$0');
  });

  it('rounds pesos to whole units', () => {
    expect(formatMoney(1250000.6)).toBe('$1.250.001');
  });

  it('accepts numeric strings as the API sends decimals', () => {
    expect(formatMoney('350000000.00')).toBe('$350.000.000');
    expect(formatMoney(' 1500 ')).toBe('$1.500');
  });

  it('uses the symbol of each known currency', () => {
    expect(formatMoney(250000, 'USD')).toBe('$250.000');
    expect(formatMoney(250000, 'EUR')).toBe('€250.000');
    expect(formatMoney(250000, 'MXN')).toBe('$250.000');
    expect(formatMoney(250000, 'eur')).toBe('€250.000');
  });

  it('shows cents for other currencies only when there are some', () => {
    expect(formatMoney(1250.5, 'USD')).toBe('$1.250,50');
    expect(formatMoney(1250, 'USD')).toBe('$1.250');
  });

  it('writes an unknown currency code before the amount', () => {
    expect(formatMoney(1500000, 'ARS')).toBe('ARS 1.500.000');
  });

  it('falls back to pesos when the currency is missing', () => {
    expect(formatMoney(1000, null)).toBe('$1.000');
    expect(formatMoney(1000, '')).toBe('$1.000');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-25000)).toBe('-$25.000');
  });

  it('says the price is not specified when it is missing or not a number', () => {
    expect(formatMoney(null)).toBe('No especificado');
    expect(formatMoney(undefined)).toBe('No especificado');
    expect(formatMoney('')).toBe('No especificado');
    expect(formatMoney('abc')).toBe('No especificado');
    expect(formatMoney(Number.NaN)).toBe('No especificado');
  });
});

describe('formatLeadDate', () => {
  it('writes day, Spanish month, year and local time', () => {
    expect(formatLeadDate(new Date(2026, 10, 5, 14, 30))).toBe('05 de noviembre, 2026 a las 14:30');
    expect(formatLeadDate(new Date(2026, 0, 1, 9, 5))).toBe('01 de enero, 2026 a las 09:05');
  });

  it('reads ISO timestamps without an offset as local time', () => {
    expect(formatLeadDate('2026-12-31T23:59:00')).toBe('31 de diciembre, 2026 a las 23:59');
  });

  it('converts timestamps with an offset to local time', () => {
    const instant = '2026-03-10T12:00:00Z';
    const local = new Date(instant);
    const hh = String(local.getHours()).padStart(2, '0');
    const day = String(local.getDate()).padStart(2, '0');
    expect(formatLeadDate(instant)).toBe(`${day} de marzo, 2026 a las ${hh}:00`);
  });

  it('says the date is unavailable when it is missing or invalid', () => {
    expect(formatLeadDate(null)).toBe('Fecha no disponible');
    expect(formatLeadDate(undefined)).toBe('Fecha no disponible');
    expect(formatLeadDate('')).toBe('Fecha no disponible');
    expect(formatLeadDate('ayer')).toBe('Fecha no disponible');
    expect(formatLeadDate(new Date(Number.NaN))).toBe('Fecha no disponible');
  });
});

describe('formatDate', () => {
  it('writes the long Colombian form', () => {
    expect(formatDate(new Date(2026, 10, 21, 18, 0))).toBe('21 de noviembre de 2026');
    expect(formatDate('2026-02-03T08:00:00')).toBe('3 de febrero de 2026');
  });

  it('matches the es-CO long date of the platform', () => {
    const date = new Date(2026, 10, 21);
    const expected = date.toLocaleDateString('es-CO', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(formatDate(date)).toBe(expected);
  });

  it('keeps a bare calendar day on that day in any time zone', () => {
    expect(formatDate('2026-11-21')).toBe('21 de noviembre de 2026');
    expect(formatDate('2026-01-01')).toBe('1 de enero de 2026');
  });

  it('says the date is not specified when it is missing or invalid', () => {
    expect(formatDate(null)).toBe('No especificada');
    expect(formatDate(undefined)).toBe('No especificada');
    expect(formatDate('no es fecha')).toBe('No especificada');
  });
});

describe('shortenAddress', () => {
  it('keeps an address of up to 50 characters as it is', () => {
    expect(shortenAddress('Calle 10 # 43-12, El Poblado')).toBe('Calle 10 # 43-12, El Poblado');
    const fifty = 'A'.repeat(50);
    expect(shortenAddress(fifty)).toBe(fifty);
  });

  it('cuts a longer address to 50 characters and an ellipsis', () => {
    const address = 'Carrera 43A # 1 Sur-100, Torre 2, Apartamento 1502, El Poblado, Medellín';
    expect(shortenAddress(address)).toBe('Carrera 43A # 1 Sur-100, Torre 2, Apartamento 1502...');
  });

  it('honours a custom length', () => {
    expect(shortenAddress('Avenida Siempre Viva 742', 7)).toBe('Avenida...');
  });

  it('says the address is not specified when it is missing or blank', () => {
    expect(shortenAddress(null)).toBe('No especificada');
    expect(shortenAddress(undefined)).toBe('No especificada');
    expect(shortenAddress('   ')).toBe('No especificada');
  });
});

describe('areas and counts', () => {
  it('formats every area the es-CO way, in tables, detail pages and chat alike', () => {
    expect(formatArea(91.5)).toBe('91,5 m²');
    expect(formatArea(196.5)).toBe('196,5 m²');
    expect(formatArea(1890)).toBe('1.890 m²');
    expect(formatArea('72.25')).toBe('72,25 m²');
    expect(formatArea(null)).toBe('—');
    expect(formatArea(undefined, 'Área no disponible')).toBe('Área no disponible');
    expect(formatAreaRange(48, 120)).toBe('48 - 120 m²');
    expect(formatAreaRange(null, 120)).toBe('120 m²');
    expect(formatAreaRange(null, null, 'No especificada')).toBe('No especificada');
  });

  it('says a count in singular or plural', () => {
    expect(countOf(1, 'disponible', 'disponibles')).toBe('1 disponible');
    expect(countOf(0, 'disponible', 'disponibles')).toBe('0 disponibles');
    expect(countOf(14, 'disponible', 'disponibles')).toBe('14 disponibles');
  });
});
