import { colombiaDay, colombiaMonth, monthStart } from './business-calendar';
import {
  ACTIVITY_LOOKS,
  ACTIVITY_TYPES,
  CONSTRUCTION_STAGE_LABELS,
  CONSTRUCTOR_CITIES,
  constructionDisplayBadge,
  constructionDisplayStatus,
  constructionStageBadge,
  constructionStageOf,
  moreAmenitiesLabel,
  percentOf,
  projectPriorityBadge,
  projectPriorityOf,
  salesBarTone,
} from './construction';
import { PRICE_BUCKETS, priceBucketOf, priceMidpoint } from './price-buckets';
import { documentKindOf } from './project-documents';

describe('construction stages (spec §4, second status set)', () => {
  it('labels the seven stages in Spanish and reads anything else as planning', () => {
    expect(Object.values(CONSTRUCTION_STAGE_LABELS)).toEqual([
      'Planificación',
      'Pre-venta',
      'En Construcción',
      'Finalizado',
      'En Pausa',
      'Cancelado',
      'Marketing',
    ]);
    expect(constructionStageOf('on-hold')).toBe('on-hold');
    expect(constructionStageOf('ACTIVE')).toBe('planning');
    expect(constructionStageOf(null)).toBe('planning');
    expect(constructionStageBadge('whatever')).toEqual({ label: 'Planificación', tone: 'gray' });
    expect(constructionStageBadge('cancelled')).toEqual({ label: 'Cancelado', tone: 'red' });
  });

  it('derives the dashboard display status, late works first', () => {
    const today = '2026-06-15';
    const row = (construction_stage: string, progress: number | null, completion_date: string | null) => ({
      construction_stage,
      progress,
      completion_date,
    });
    expect(constructionDisplayStatus(row('completed', 100, '2025-01-01'), today)).toBe('completed');
    expect(constructionDisplayStatus(row('construction', 60, '2026-06-14'), today)).toBe('delayed');
    expect(constructionDisplayStatus(row('construction', 60, '2026-06-15'), today)).toBe('construction');
    expect(constructionDisplayStatus(row('planning', null, null), today)).toBe('planning');
    expect(constructionDisplayStatus(row('marketing', 10, null), today)).toBe('active');
    expect(constructionDisplayStatus(row('on-hold', 30, null), today)).toBe('pending');
    expect(constructionDisplayStatus(row('cancelled', 30, '2020-01-01'), today)).toBe('pending');
    expect(constructionDisplayBadge('delayed')).toEqual({ label: 'Retrasado', tone: 'red' });
    expect(constructionDisplayBadge('nope').label).toBe('Pendiente');
  });
});

describe('priority', () => {
  it('accepts both spellings and labels Alta, Media, Baja', () => {
    expect(projectPriorityOf('alta')).toBe('high');
    expect(projectPriorityOf(' Baja ')).toBe('low');
    expect(projectPriorityOf('medium')).toBe('medium');
    expect(projectPriorityOf(undefined)).toBe('medium');
    expect(projectPriorityBadge('high')).toEqual({ label: 'Alta', tone: 'red' });
    expect(projectPriorityBadge('low')).toEqual({ label: 'Baja', tone: 'green' });
  });
});

describe('activity types', () => {
  it('give every type a Spanish label, an icon and a tone', () => {
    for (const type of ACTIVITY_TYPES) {
      expect(ACTIVITY_LOOKS[type].label).not.toBe('');
      expect(ACTIVITY_LOOKS[type].icon).toMatch(/^[a-z-]+$/);
    }
    expect(ACTIVITY_LOOKS.contract_signed.label).toBe('Contrato firmado');
  });
});

describe('sales bar and card (spec §4, §9)', () => {
  it('colours the sales bar at 80, 60 and 40 %', () => {
    expect([80, 79, 60, 59, 40, 39, 0].map((p) => salesBarTone(p))).toEqual([
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'gray',
      'gray',
    ]);
    expect(salesBarTone(10, 'modal')).toBe('red');
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('lists the eight filter cities and counts the amenities left out', () => {
    expect(CONSTRUCTOR_CITIES).toHaveLength(8);
    expect(moreAmenitiesLabel(3)).toBe('+3 más');
    expect(moreAmenitiesLabel(0)).toBe('');
  });
});

describe('price buckets (spec §9, figures in thousands of pesos)', () => {
  it('puts a range in the bucket of its midpoint', () => {
    expect(PRICE_BUCKETS.map((b) => b.id)).toEqual([
      '0-100000',
      '100000-200000',
      '200000-300000',
      '300000-500000',
      '500000-1000000',
      '1000000-9999999',
    ]);
    expect(priceMidpoint(400_000_000, 800_000_000)).toBe(600_000_000);
    expect(priceBucketOf(400_000_000, 800_000_000)).toBe('500000-1000000');
    expect(priceBucketOf(100_000_000, null)).toBe('100000-200000');
    expect(priceBucketOf(null, null)).toBeNull();
    expect(priceBucketOf(20_000_000_000, 30_000_000_000)).toBe('1000000-9999999');
    expect(PRICE_BUCKETS[0]!.label).toBe('$0 - $100.000.000');
  });
});

describe('business calendar', () => {
  it('reads months and days in Colombia (UTC-5)', () => {
    expect(colombiaMonth(new Date('2026-02-01T04:59:00Z'))).toEqual({ year: 2026, month: 1 });
    expect(colombiaMonth(new Date('2026-02-01T05:00:00Z'))).toEqual({ year: 2026, month: 2 });
    expect(colombiaDay(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
    expect(monthStart(2026, 13).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });
});

describe('project documents', () => {
  it('name the kind of a document upload, not of an image', () => {
    expect(documentKindOf('application/pdf')).toBe('pdf');
    expect(documentKindOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(documentKindOf('image/png')).toBeNull();
    expect(documentKindOf('text/plain')).toBeNull();
  });
});
