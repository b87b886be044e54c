import { describe, expect, it } from 'vitest';
import type { User } from '@generated/model';
import {
  userReach,
  ACTIONS,
  areaInArea,
  assignableRoles,
  callerOf,
  can,
  depotNeedsZones,
  givesZonesOnly,
  grantableActions,
  mayChangeHolder,
  mayChangeTour,
  mayChangeVoucher,
  mayOpenVoucherHolder,
  mayChangePermissions,
  mayChangeStatus,
  mayCreateUser,
  mayDeleteUser,
  mayEditUser,
  mayGrant,
  mayUpdateUser,
  outranks,
  parseActions,
  regionMeetsArea,
  RESOURCES,
  resourceFor,
  zoneInArea,
  type Action,
  type Area,
  type Caller,
  type Resource,
  type Role,
} from './policy';

const nord = 'region-nord';
const sud = 'region-sud';
const tunis = { id: 'zone-tunis', regionId: nord };
const capBon = { id: 'zone-capbon', regionId: nord };
const sfax = { id: 'zone-sfax', regionId: sud };

const caller = (
  role: Role,
  area: Area,
  actions: Partial<Record<Resource, Action[]>> = {},
  status: Caller['status'] = 'ACTIVE',
): Caller => ({
  userId: `${role}-me`,
  role,
  status,
  area,
  actions: Object.fromEntries(
    RESOURCES.map((resource) => [resource, new Set(actions[resource] ?? [])]),
  ) as unknown as Caller['actions'],
});
const every = Object.fromEntries(RESOURCES.map((r) => [r, [...ACTIONS]])) as Record<
  Resource,
  Action[]
>;

const superAdmin = caller('SUPER_ADMIN', { kind: 'none' });
const admin = caller('ADMIN', { kind: 'region', regionId: nord }, every);
const manager = caller(
  'REGIONAL_MANAGER',
  { kind: 'region', regionId: nord },
  {
    holder: ['READ', 'CREATE'],
    driver: ['READ', 'CREATE', 'UPDATE', 'DISABLE'],
    users: ['READ'],
  },
);
const subcontractor = caller(
  'SUBCONTRACTOR',
  { kind: 'zone', zoneId: tunis.id, regionId: nord },
  {
    tour: ['READ', 'UPDATE'],
    driver: ['READ', 'CREATE', 'UPDATE'],
  },
);

const account = (role: Role, id = `${role}-other`) => ({ id, role, status: 'ACTIVE' as const });

describe('shared policy: roles and actions', () => {
  it('rule "managed downwards only": a role outranks only those below it, SUPER_ADMIN everyone', () => {
    expect(outranks(admin, 'REGIONAL_MANAGER')).toBe(true);
    expect(outranks(admin, 'ADMIN')).toBe(false);
    expect(outranks(admin, 'SUPER_ADMIN')).toBe(false);
    expect(outranks(subcontractor, 'DRIVER')).toBe(true);
    expect(outranks(subcontractor, 'SUBCONTRACTOR')).toBe(false);
    expect(outranks(superAdmin, 'SUPER_ADMIN')).toBe(true);
  });

  it('rule "SUPER_ADMIN may do everything; others per their record; PENDING nothing"', () => {
    expect(can(superAdmin, 'users', 'DELETE')).toBe(true);
    expect(can(manager, 'holder', 'CREATE')).toBe(true);
    expect(can(manager, 'holder', 'DELETE')).toBe(false);
    const pending = caller('ADMIN', { kind: 'all' }, every, 'PENDING');
    expect(can(pending, 'holder', 'READ')).toBe(false);
  });

  it('reads "READ|UPDATE" as a set, dropping unknown words', () => {
    expect([...parseActions('UPDATE|FLY|READ')]).toEqual(['UPDATE', 'READ']);
    expect(parseActions(null).size).toBe(0);
  });
});

describe('shared policy: areas', () => {
  it('rule "a zone is inside a region area of its region, a zone area of itself"', () => {
    expect(zoneInArea(admin, capBon)).toBe(true);
    expect(zoneInArea(admin, sfax)).toBe(false);
    expect(zoneInArea(subcontractor, tunis)).toBe(true);
    expect(zoneInArea(subcontractor, capBon)).toBe(false);
    expect(zoneInArea(superAdmin, sfax)).toBe(true);
    expect(zoneInArea(caller('ADMIN', { kind: 'none' }), tunis)).toBe(false);
  });

  it('rule "a permissions area given away lies inside the giver\'s": a zone caller cannot give its region', () => {
    expect(areaInArea(admin, { kind: 'region', regionId: nord })).toBe(true);
    expect(areaInArea(admin, { kind: 'region', regionId: sud })).toBe(false);
    expect(areaInArea(subcontractor, { kind: 'zone', zoneId: tunis.id, regionId: nord })).toBe(
      true,
    );
    expect(areaInArea(subcontractor, { kind: 'region', regionId: nord })).toBe(false);
  });

  it('rule "a zone-limited caller gives a zone, never a region"', () => {
    expect(givesZonesOnly(subcontractor)).toBe(true);
    expect(givesZonesOnly(admin)).toBe(false);
    expect(givesZonesOnly(superAdmin)).toBe(false);
  });

  it('a region leads to the area when it is the area or holds its zone', () => {
    expect(regionMeetsArea(admin, nord)).toBe(true);
    expect(regionMeetsArea(admin, sud)).toBe(false);
    expect(regionMeetsArea(subcontractor, nord)).toBe(true);
    expect(regionMeetsArea(superAdmin, sud)).toBe(true);
  });

  it('rule "an area-limited caller keeps depots in their area": zones required unless unscoped', () => {
    expect(depotNeedsZones(manager)).toBe(true);
    expect(depotNeedsZones(superAdmin)).toBe(false);
    expect(depotNeedsZones(caller('ADMIN', { kind: 'all' }, every))).toBe(false);
  });
});

describe('shared policy: accounts', () => {
  it('rule "drivers with the driver actions, others with users"', () => {
    expect(resourceFor('DRIVER')).toBe('driver');
    expect(resourceFor('SUBCONTRACTOR')).toBe('users');
    expect(userReach(admin, 'READ')).toBe('all');
    expect(userReach(subcontractor, 'READ')).toBe('drivers');
    expect(userReach(caller('DRIVER', { kind: 'zone', ...tunis, zoneId: tunis.id }), 'READ')).toBe(
      'none',
    );
  });

  it('rule "an ADMIN may not edit, revoke or delete another ADMIN"', () => {
    const peer = account('ADMIN');
    expect(mayEditUser(admin, peer)).toBe(false);
    expect(mayChangeStatus(admin, peer)).toBe(false);
    expect(mayDeleteUser(admin, peer)).toBe(false);
    expect(mayUpdateUser(admin, peer, {})).toBe(false);
    expect(mayEditUser(admin, account('REGIONAL_MANAGER'))).toBe(true);
  });

  it('rule "roles given are below one\'s own, with the resource\'s action"', () => {
    expect(assignableRoles(admin, 'CREATE')).toEqual([
      'REGIONAL_MANAGER',
      'SUBCONTRACTOR',
      'DRIVER',
    ]);
    expect(assignableRoles(superAdmin, 'UPDATE')).toHaveLength(5);
    expect(assignableRoles(subcontractor, 'CREATE')).toEqual(['DRIVER']);
    expect(assignableRoles(manager, 'CREATE')).toEqual(['DRIVER']);
    expect(mayCreateUser(subcontractor, 'SUBCONTRACTOR')).toBe(false);
  });

  it('rule "changing a status also needs DISABLE"', () => {
    const driver = account('DRIVER');
    expect(mayChangeStatus(manager, driver)).toBe(true);
    expect(mayChangeStatus(subcontractor, driver)).toBe(false);
    expect(mayUpdateUser(subcontractor, driver, { status: 'REVOKED' })).toBe(false);
    expect(mayUpdateUser(subcontractor, driver, { status: 'ACTIVE' })).toBe(true);
    expect(mayUpdateUser(subcontractor, driver, { permissions: {} })).toBe(true);
  });

  it('rule "nobody changes their own role, status or permissions, nor deletes themselves"', () => {
    const me = account('SUPER_ADMIN', superAdmin.userId);
    expect(mayEditUser(superAdmin, me)).toBe(true);
    expect(mayUpdateUser(superAdmin, me, {})).toBe(true);
    expect(mayUpdateUser(superAdmin, me, { role: 'ADMIN' })).toBe(false);
    expect(mayUpdateUser(superAdmin, me, { status: 'REVOKED' })).toBe(false);
    expect(mayUpdateUser(superAdmin, me, { permissions: { areaId: nord } })).toBe(false);
    expect(mayChangePermissions(superAdmin, me)).toBe(false);
    expect(mayChangeStatus(superAdmin, me)).toBe(false);
    expect(mayDeleteUser(superAdmin, me)).toBe(false);
    expect(mayDeleteUser(superAdmin, account('ADMIN'))).toBe(true);
  });

  it('rule "nobody hands out an action they do not hold"', () => {
    expect(mayGrant(manager, 'holder', ['READ', 'CREATE'])).toBe(true);
    expect(mayGrant(manager, 'holder', ['READ', 'DELETE'])).toBe(false);
    expect(grantableActions(subcontractor, 'tour')).toEqual(['READ', 'UPDATE']);
    expect(grantableActions(superAdmin, 'tour')).toEqual([...ACTIONS]);
  });
});

describe('shared policy: companies', () => {
  it("rule \"a tour is its company's\": a company's account changes only its own company's tours, staff any", () => {
    const ours = { ...subcontractor, subcontractorId: 'company-a' };
    expect(mayChangeTour(ours, { subcontractorId: 'company-a' })).toBe(true);
    // Assigned to it by company B: seen, not changed.
    expect(mayChangeTour(ours, { subcontractorId: 'company-b' })).toBe(false);
    expect(
      mayChangeTour({ ...ours, subcontractorId: null }, { subcontractorId: 'company-a' }),
    ).toBe(false);
    expect(mayChangeTour(admin, { subcontractorId: 'company-b' })).toBe(true);
    // UPDATE on tours is still needed.
    expect(mayChangeTour(manager, { subcontractorId: 'company-b' })).toBe(false);
  });

  it("rule \"a holder and a voucher are their company's\": a company's account, whatever it holds, changes only its own company's, staff any", () => {
    const ours = {
      ...subcontractor,
      subcontractorId: 'company-a',
      actions: {
        ...subcontractor.actions,
        holder: new Set<Action>(['READ', 'UPDATE']),
        removalVoucher: new Set<Action>(['READ', 'UPDATE']),
      },
    };
    expect(mayChangeHolder(ours, { subcontractorId: 'company-a' })).toBe(true);
    expect(mayChangeHolder(ours, { subcontractorId: 'company-b' })).toBe(false);
    expect(mayChangeHolder(ours, { subcontractorId: null })).toBe(false);
    expect(mayChangeHolder({ ...ours, subcontractorId: null }, { subcontractorId: null })).toBe(
      false,
    );
    expect(mayChangeHolder(admin, { subcontractorId: 'company-b' })).toBe(true);
    // A company's account with holder READ only changes none.
    expect(
      mayChangeHolder(
        { ...subcontractor, subcontractorId: 'company-a' },
        { subcontractorId: 'company-a' },
      ),
    ).toBe(false);
    expect(mayChangeVoucher(ours, { subcontractorId: 'company-a' })).toBe(true);
    // It did the pickup for company B: the voucher stays B's.
    expect(mayChangeVoucher(ours, { subcontractorId: 'company-b' })).toBe(false);
    expect(mayChangeVoucher(admin, { subcontractorId: 'company-b' })).toBe(true);
    expect(mayChangeVoucher(manager, { subcontractorId: 'company-b' })).toBe(false);
  });

  it("rule \"a company sees its own company's holders only\": a voucher's holder opens for a company's account on its own company's vouchers, for staff on any", () => {
    const zone = { kind: 'zone' as const, zoneId: tunis.id, regionId: nord };
    const ours = {
      ...caller('SUBCONTRACTOR', zone, { holder: ['READ'] }),
      subcontractorId: 'company-a',
    };
    expect(mayOpenVoucherHolder(ours, { subcontractorId: 'company-a' })).toBe(true);
    // It did the pickup for company B, at B's holder.
    expect(mayOpenVoucherHolder(ours, { subcontractorId: 'company-b' })).toBe(false);
    expect(mayOpenVoucherHolder(admin, { subcontractorId: 'company-b' })).toBe(true);
    // Holder READ is still needed.
    const driver = { ...caller('DRIVER', zone), subcontractorId: 'company-a' };
    expect(mayOpenVoucherHolder(driver, { subcontractorId: 'company-a' })).toBe(false);
  });
});

describe('shared policy: the caller behind a user record', () => {
  const base = {
    id: 'u1',
    firstName: 'A',
    lastName: 'B',
    email: null,
    phoneNumber: null,
    cin: '1',
    status: 'ACTIVE',
    profilePicture: null,
    createdAt: '',
    updatedAt: '',
    deletedAt: null,
  } satisfies Partial<User>;
  const record = { id: 'p', userId: 'u1', region: null, zone: null, regionId: null, zoneId: null };

  it('reads the area as the server does: zone, else region, else everywhere; no record, nowhere', () => {
    const zoned = callerOf({
      ...base,
      role: 'SUBCONTRACTOR',
      permissions: { ...record, zoneId: tunis.id, zone: { ...tunis, name: 'Tunis' }, tour: 'READ' },
    });
    expect(zoned.area).toEqual({ kind: 'zone', zoneId: tunis.id, regionId: nord });
    expect(can(zoned, 'tour', 'READ')).toBe(true);
    expect(
      callerOf({ ...base, role: 'ADMIN', permissions: { ...record, regionId: sud } }).area,
    ).toEqual({ kind: 'region', regionId: sud });
    expect(callerOf({ ...base, role: 'ADMIN', permissions: record }).area).toEqual({ kind: 'all' });
    expect(callerOf({ ...base, role: 'SUPER_ADMIN' }).area).toEqual({ kind: 'none' });
  });
});
