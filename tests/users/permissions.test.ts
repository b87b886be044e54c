import { describe, expect, it } from 'vitest';
import { CreateUserBody } from '@generated/zod/users/users.zod';
import { users } from '@mocks/fixtures';
import { resources as catalogues } from '@/app/i18n-resources';
import { regions } from '@/components/pickers/mocks/area-fixtures';
import { accounts } from '@/features/users/mocks/user-fixtures';
import {
  userRules,
  actionsSchema,
  joinActions,
  noPermissions,
  parseActions,
  presetFor,
  rolePresets,
  toPermissionsInput,
} from '@/features/users/permissions';
import { toUpdateBody, userInputOf, userSchema } from '@/features/users/schema';

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
      expect(result.error?.issues[0]?.message).toBe('validation.invalidActions');
    }
    expect(actionsSchema.safeParse('READ|CREATE|UPDATE|DELETE|DISABLE|ARCHIVE').success).toBe(true);
    expect(catalogues.en.common.validation.invalidActions).toBe(spec);
    expect(catalogues.fr.common.validation.invalidActions).toBe(
      'Actions invalides. Utilisez des valeurs séparées par « | » parmi : READ, CREATE, UPDATE, DELETE, DISABLE, ARCHIVE',
    );
  });

  it('the form refuses rights holding an unknown action, with the same message', () => {
    const rights = { ...noPermissions(), tour: ['READ', 'FLY'] as never };
    const result = userSchema.safeParse({
      ...userInputOf(accounts.youssef),
      rights,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['rights'], message: 'validation.invalidActions' }),
    ]);
  });

  it('the record sent leaves out resources without actions; areaId is the zone, else the region', () => {
    const rights = {
      ...noPermissions(),
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
        regionId: regions[0]!.id,
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

describe('who manages which account (the shared rules, as the drawer reads them)', () => {
  it('rule "drivers with the driver rights, others with users, downwards only": the roles offered', () => {
    // The fixture's administrator reads drivers only: no driver to create.
    expect(userRules(users.admin, undefined).roles).toEqual(['REGIONAL_MANAGER', 'SUBCONTRACTOR']);
    expect(userRules(accounts.amira, undefined).roles).toEqual([
      'REGIONAL_MANAGER',
      'SUBCONTRACTOR',
      'DRIVER',
    ]);
    expect(userRules(accounts.sami, undefined).roles).toEqual(['DRIVER']);
    expect(userRules(users.superAdmin, undefined).roles).toHaveLength(5);
  });

  it('rule "an ADMIN does not manage another ADMIN": read-only, outranked', () => {
    expect(userRules(accounts.amira, accounts.leila)).toMatchObject({
      edit: false,
      rights: false,
      status: false,
      remove: false,
      outranked: true,
      roles: ['ADMIN'],
    });
  });

  it('rule "nobody changes their own role, status or rights": one\'s own account', () => {
    expect(userRules(users.superAdmin, users.superAdmin)).toMatchObject({
      edit: true,
      rights: false,
      status: false,
      remove: false,
      self: true,
    });
    expect(userRules(accounts.amira, accounts.amira)).toMatchObject({ edit: false, self: true });
  });

  it('rule "nobody hands out an action they do not hold": an account holding more keeps its rights', () => {
    // users.admin holds holder READ|CREATE|UPDATE|DELETE but youssef's tours DELETE is not hers.
    expect(userRules(users.admin, accounts.youssef)).toMatchObject({
      edit: true,
      rights: false,
    });
    expect(userRules(accounts.amira, accounts.youssef)).toMatchObject({
      edit: true,
      rights: true,
    });
  });

  it('rule "a zone-limited user gives a zone only"', () => {
    expect(userRules(accounts.sami, undefined).zoneRequired).toBe(true);
    expect(userRules(accounts.amira, undefined).zoneRequired).toBe(false);
  });

  it('an update with nothing changed sends nothing', () => {
    const values = userSchema.parse(userInputOf(accounts.youssef));
    expect(toUpdateBody(accounts.youssef, values)).toEqual({});
  });
});
