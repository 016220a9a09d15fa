import { describe, expect, it } from 'vitest';
import {
  NO_ACCESS,
  assignableRoles,
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  can,
  creatablePropertyStatuses,
  creatablePropertyTypes,
} from './permissions';

describe('permissions policy', () => {
  it('lets each role create only the property types of spec §5', () => {
    expect(creatablePropertyTypes({ role: 'OWNER', permissions: [] })).toEqual([
      'apartment',
      'house',
      'office',
      'land',
      'commercial',
    ]);
    expect(creatablePropertyTypes({ role: 'ADMIN', permissions: [] })).toHaveLength(5);
    expect(creatablePropertyTypes({ role: 'MEMBER', permissions: [] })).toEqual(['apartment', 'house']);
    expect(creatablePropertyTypes({ role: 'VIEWER', permissions: [] })).toEqual([]);
    expect(creatablePropertyTypes({ role: null, permissions: [] })).toEqual([]);
    expect(creatablePropertyTypes({ role: null, permissions: [PERMISSION_READ_ALL_COMPANIES] })).toEqual([]);
    expect(
      creatablePropertyTypes({ role: null, permissions: [PERMISSION_MANAGE_ALL_COMPANIES] })
    ).toHaveLength(5);
  });

  it('lets each role create only in the statuses it may set by editing', () => {
    const all = ['AVAILABLE', 'RESERVED', 'SOLD', 'RENTED', 'BLOCKED'];
    expect(creatablePropertyStatuses({ role: 'OWNER', permissions: [] })).toEqual(all);
    expect(creatablePropertyStatuses({ role: 'ADMIN', permissions: [] })).toEqual(all);
    expect(creatablePropertyStatuses({ role: 'MEMBER', permissions: [] })).toEqual(['AVAILABLE']);
    expect(creatablePropertyStatuses({ role: 'VIEWER', permissions: [] })).toEqual([]);
    expect(creatablePropertyStatuses({ role: null, permissions: [PERMISSION_READ_ALL_COMPANIES] })).toEqual(
      []
    );
    expect(creatablePropertyStatuses({ role: null, permissions: [PERMISSION_MANAGE_ALL_COMPANIES] })).toEqual(
      all
    );
  });

  it('decides in the company asked about, never from a role held elsewhere', () => {
    const access = { roles: { 1: 'OWNER' as const, 2: 'VIEWER' as const }, permissions: [] };
    expect(can(access, 'project.update', 1)).toBe(true);
    expect(can(access, 'project.update', 2)).toBe(false);
    expect(can(access, 'project.read', 2)).toBe(true);
    expect(can(access, 'project.read', 3)).toBe(false);
    expect(can(access, 'project.read', null)).toBe(false);
  });

  it('keeps the platform read-only auditor from every write', () => {
    const auditor = { roles: {}, permissions: [PERMISSION_READ_ALL_COMPANIES] };
    expect(can(auditor, 'company.read', 7)).toBe(true);
    expect(can(auditor, 'platform.read')).toBe(true);
    expect(can(auditor, 'company.update', 7)).toBe(false);
    expect(can(auditor, 'platform.delete')).toBe(false);
    expect(can(auditor, 'property.create', 7)).toBe(false);
  });

  it('lets anyone do public and signed-in actions, and nothing more without access', () => {
    expect(can(NO_ACCESS, 'public.read')).toBe(true);
    expect(can(NO_ACCESS, 'company.create')).toBe(true);
    expect(can(NO_ACCESS, 'company.read', 1)).toBe(false);
    expect(can(NO_ACCESS, 'platform.read')).toBe(false);
  });
});

describe('assignable member roles', () => {
  it('lets only an owner or a platform manager touch the OWNER role', () => {
    expect(assignableRoles({ role: 'OWNER', permissions: [] })).toEqual([
      'OWNER',
      'ADMIN',
      'MEMBER',
      'VIEWER',
    ]);
    expect(assignableRoles({ role: 'ADMIN', permissions: [] })).toEqual(['ADMIN', 'MEMBER', 'VIEWER']);
    expect(assignableRoles({ role: null, permissions: [PERMISSION_MANAGE_ALL_COMPANIES] })).toHaveLength(4);
    expect(assignableRoles({ role: 'MEMBER', permissions: [] })).toEqual([]);
    expect(assignableRoles({ role: null, permissions: [PERMISSION_READ_ALL_COMPANIES] })).toEqual([]);
  });
});
