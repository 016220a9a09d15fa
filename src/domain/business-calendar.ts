// Months and days as the company lives them: Colombia keeps UTC-5 all year (no daylight saving), so a sale at
// 23:00 on 31 January in Bogotá is January revenue even though the server's clock already says February.

const OFFSET_MS = -5 * 60 * 60 * 1000;

/** Short Spanish month names for chart axes, January first. */
export const MONTH_SHORT_LABELS = [
  'Ene',
  'Feb',
  'Mar',
  'Abr',
  'May',
  'Jun',
  'Jul',
  'Ago',
  'Sep',
  'Oct',
  'Nov',
  'Dic',
] as const;

const local = (instant: Date) => new Date(instant.getTime() + OFFSET_MS);

/** The year and month (1–12) of an instant in Colombia. */
export function colombiaMonth(instant: Date): { year: number; month: number } {
  const d = local(instant);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** The calendar day of an instant in Colombia, as 'YYYY-MM-DD'. */
export const colombiaDay = (instant: Date): string => local(instant).toISOString().slice(0, 10);

/** The instant a month starts in Colombia (month 13 is January of the next year). */
export const monthStart = (year: number, month: number): Date =>
  new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS);

/** 'YYYY-MM' of a year and month. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The instant of a date ('YYYY-MM-DD') and a time ('HH:mm') on a Colombian wall clock. */
export const colombiaInstant = (day: string, time: string): Date =>
  new Date(Date.parse(`${day}T${time}:00.000Z`) - OFFSET_MS);

/** An instant as Colombia's wall clock without an offset ('YYYY-MM-DDTHH:mm:ss'), for a calendar drawn in UTC. */
export const colombiaWallClock = (iso: string): string => local(new Date(iso)).toISOString().slice(0, 19);
