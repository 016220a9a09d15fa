import { describe, expect, it } from 'vitest';
import { chatQuestion, percentile, settlingQuestion } from '../../bench/scale/latency';
import { growth, measuredShare, TIERS, tierNamed, UNITS_PER_PROJECT } from '../../bench/scale/tiers';

describe('scale tiers', () => {
  it('grow the same database from one tier to the next without gaps or overlaps', () => {
    let before = { companies: 0, projects: 0, independent: 0 };
    for (const [i, tier] of TIERS.entries()) {
      const step = growth(TIERS[i - 1] ?? null, tier);
      expect(step.companies.first).toBe(before.companies + 1);
      expect(step.projects.first).toBe(before.projects + 1);
      expect(step.independent.first).toBe(before.independent + 1);
      before = {
        companies: step.companies.last,
        projects: step.projects.last,
        independent: step.independent.last,
      };
      expect(tier.projects * UNITS_PER_PROJECT + step.independent.last).toBe(tier.properties);
    }
  });

  it('size the largest tier as issue 13 asks: 10 k companies, 100 k projects, 1 M properties', () => {
    expect(tierNamed('1m')).toEqual({
      name: '1 M',
      companies: 10_000,
      projects: 100_000,
      properties: 1_000_000,
    });
    expect(tierNamed('10 K').properties).toBe(10_000);
    expect(() => tierNamed('3m')).toThrow(/unknown tier/);
  });

  it('grow past 1 M only when asked, and from it', () => {
    expect(TIERS.map((t) => t.name)).toEqual(['10 k', '100 k', '1 M']);
    const step = growth(tierNamed('1m'), tierNamed('2 M'));
    expect(step.projects).toEqual({ first: 100_001, last: 200_000 });
    expect(step.companies).toEqual({ first: 10_001, last: 20_000 });
  });

  it('refuse to shrink', () => {
    expect(() => growth(TIERS[2]!, TIERS[1]!)).toThrow(/smaller/);
  });

  it('give the measured company a tenth of the generated rows', () => {
    expect(measuredShare(tierNamed('1m'))).toEqual({ projects: 10_000, properties: 100_000 });
    expect(measuredShare(tierNamed('10k'))).toEqual({ projects: 100, properties: 1_000 });
  });
});

describe('scale bench helpers', () => {
  it('take nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });

  it('ask a new question every time, in Spanish, with a budget', () => {
    const questions = Array.from({ length: 5000 }, (_, i) => chatQuestion(i));
    expect(new Set(questions).size).toBe(questions.length);
    expect(chatQuestion(0)).toBe('apartamentos en Medellín de 2 habitaciones hasta 200 millones');
    expect(chatQuestion(17)).toMatch(/^oficinas en Bogotá hasta 217 millones$/);
  });

  it('settle the API with questions of the same kinds that the measured drive never asks', () => {
    const measured = new Set(Array.from({ length: 5000 }, (_, i) => chatQuestion(i)));
    const settling = Array.from({ length: 5000 }, (_, i) => settlingQuestion(i));
    expect(settling.filter((q) => measured.has(q))).toEqual([]);
    expect(new Set(settling).size).toBe(settling.length);
    expect(settlingQuestion(17)).toBe('oficinas en Bogotá hasta 217,5 millones');
  });
});
