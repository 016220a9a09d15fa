import type { Action } from '#domain/permissions';
import type { PropertyStatus } from '#domain/statuses';

/**
 * What the unit panel offers. Adding an action is one entry here: its button, who may use it (an action of the one
 * permissions policy), on which statuses, and what it does: go to a page ('navigate') or ask for a reason and call
 * the API ('reason', run by `runUnitAction` in unit-panel.actors.ts under the entry's id).
 */
export type UnitActionEntry =
  | {
      id: string;
      label: string;
      permission: Action;
      statuses: readonly PropertyStatus[];
      kind: 'navigate';
      to: (unitId: number) => string;
    }
  | {
      id: 'block' | 'unblock';
      label: string;
      permission: Action;
      statuses: readonly PropertyStatus[];
      kind: 'reason';
      /** The reason dialog's title and its confirmation button. */
      prompt: string;
      confirm: string;
      done: string;
    };

export const UNIT_ACTIONS: readonly UnitActionEntry[] = [
  {
    id: 'quote',
    label: 'Cotizar',
    permission: 'quote.create',
    statuses: ['AVAILABLE'],
    kind: 'navigate',
    to: (unitId) => `/constructor/quotes/new?property_id=${unitId}`,
  },
  {
    id: 'reserve',
    label: 'Separar',
    permission: 'reservation.create',
    statuses: ['AVAILABLE'],
    kind: 'navigate',
    to: (unitId) => `/constructor/sales?unit_id=${unitId}`,
  },
  {
    id: 'sell',
    label: 'Vender',
    permission: 'sale.create',
    statuses: ['RESERVED'],
    kind: 'navigate',
    to: (unitId) => `/constructor/sales?unit_id=${unitId}`,
  },
  {
    id: 'block',
    label: 'Bloquear',
    permission: 'unit.block',
    statuses: ['AVAILABLE'],
    kind: 'reason',
    prompt: 'Bloquear unidad',
    confirm: 'Bloquear',
    done: 'Unidad bloqueada',
  },
  {
    id: 'unblock',
    label: 'Liberar',
    permission: 'unit.block',
    statuses: ['BLOCKED'],
    kind: 'reason',
    prompt: 'Liberar unidad',
    confirm: 'Liberar',
    done: 'Unidad liberada',
  },
];
