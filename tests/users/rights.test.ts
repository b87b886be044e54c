import { describe, expect, it } from 'vitest';
import { CreateUserBody } from '../../generated/zod/users/users.zod';
import { users } from '../../mocks/fixtures';
import { resources as catalogues } from '../../src/app/i18n-resources';
import { accounts } from '../../src/features/users/mocks/user-fixtures';
import {
  actionsSchema,
  joinActions,
  losesUserManagement,
  mayManage,
  noRights,
  parseActions,
  presetFor,
  rolePresets,
  toPermissionsInput,
} from '../../src/features/users/rights';
import { toUpdateBody, userInputOf, userSchema } from '../../src/features/users/schema';

const spec =
  'Invalid actions. Use "|" separated values from: READ, CREATE, UPDATE, DELETE, DISABLE, ARCHIVE';

describe('permission action strings (spec sections 5 and 6)', () => {
  it("are pipe-separated, in the catalogue's order, unknown words dropped on reading", () => {
    expect(joinActions(['UPDATE', 'READ'])).toBe('READ|UPDATE');
    expect(joinActions([])).toBe('');
    expect(parseActions('DELETE|READ|FLY')).toEqual(['READ', 'DELETE']);
    expect(parseActions(undefined)).toEqual([]);
  });

  it(`rule "${spec}": anything else is refused with the spec's message`, () => {
    for (const wrong of ['READ,UPDATE', 'read', 'READ|', '|READ', 'READ||UPDATE', 'FLY']) {
      const result = actionsSchema.safeParse(wrong);
      expect(result.success, wrong).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('rules.invalidActions');
    }
    expect(actionsSchema.safeParse('READ|CREATE|UPDATE|DELETE|DISABLE|ARCHIVE').success).toBe(true);
    expect(catalogues.en.users.rules.invalidActions).toBe(spec);
    expect(catalogues.fr.users.rules.invalidActions).toBe(
      'Actions invalides. Utilisez des valeurs séparées par « | » parmi : READ, CREATE, UPDATE, DELETE, DISABLE, ARCHIVE',
    );
  });

  it('the form refuses rights holding an unknown action, with the same message', () => {
    const rights = { ...noRights(), tour: ['READ', 'FLY'] as never };
    const result = userSchema.safeParse({
      ...userInputOf(accounts.youssef),
      rights,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['rights'], message: 'rules.invalidActions' }),
    ]);
  });

  it('the record sent leaves out resources without actions; areaId is the zone, else the region', () => {
    const rights = {
      ...noRights(),
      tour: ['READ' as const],
      users: ['UPDATE' as const, 'READ' as const],
    };
    expect(toPermissionsInput(rights, { regionId: 'r', zoneId: 'z' })).toEqual({
      tour: 'READ',
      users: 'READ|UPDATE',
      areaId: 'z',
    });
    expect(toPermissionsInput(rights, { regionId: 'r', zoneId: '' }).areaId).toBe('r');
  });

  it('every role preset makes a body the contract accepts', () => {
    for (const [role, rights] of Object.entries(rolePresets)) {
      const permissions = toPermissionsInput(rights, {
        regionId: '00000000-0000-4000-8000-000000000001',
        zoneId: '',
      });
      const body = { firstName: 'A', lastName: 'B', cin: '1', email: 'a@b.tn', role, permissions };
      expect(CreateUserBody.safeParse(body).success, role).toBe(true);
    }
  });

  it('a preset keeps only what the giver holds', () => {
    // The fixture's administrator reads drivers and updates vouchers, nothing more there.
    const preset = presetFor('SUBCONTRACTOR', users.admin);
    expect(preset.removalVoucher).toEqual(['READ']);
    expect(preset.driver).toEqual(['READ']);
    expect(presetFor('SUBCONTRACTOR', users.superAdmin).driver).toEqual([
      'READ',
      'CREATE',
      'UPDATE',
    ]);
  });
});

describe('who manages which account', () => {
  it('drivers with the driver rights, everyone else with the users rights; super administrators by a super administrator only', () => {
    expect(mayManage(users.admin, 'DRIVER', 'CREATE')).toBe(false);
    expect(mayManage(users.admin, 'SUBCONTRACTOR', 'CREATE')).toBe(true);
    expect(mayManage(accounts.amira, 'SUPER_ADMIN', 'CREATE')).toBe(false);
    expect(mayManage(users.superAdmin, 'SUPER_ADMIN', 'CREATE')).toBe(true);
  });

  it('losing one\'s own "users: UPDATE" is noticed, only on one\'s own account', () => {
    const me = accounts.amira;
    const rights = userInputOf(me).rights;
    const without = { ...rights, users: rights.users.filter((a) => a !== 'UPDATE') };
    expect(losesUserManagement(me, me, { role: 'ADMIN', rights })).toBe(false);
    expect(losesUserManagement(me, me, { role: 'ADMIN', rights: without })).toBe(true);
    expect(losesUserManagement(me, accounts.leila, { role: 'ADMIN', rights: without })).toBe(false);
    // A super administrator who stays one keeps every right whatever the matrix says.
    expect(
      losesUserManagement(users.superAdmin, users.superAdmin, {
        role: 'SUPER_ADMIN',
        rights: noRights(),
      }),
    ).toBe(false);
    expect(
      losesUserManagement(users.superAdmin, users.superAdmin, {
        role: 'ADMIN',
        rights: noRights(),
      }),
    ).toBe(true);
  });

  it('an update with nothing changed sends nothing', () => {
    const values = userSchema.parse(userInputOf(accounts.youssef));
    expect(toUpdateBody(accounts.youssef, values)).toEqual({});
  });
});
