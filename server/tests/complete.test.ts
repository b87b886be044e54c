// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { complete, type Complete } from '../resources/complete';
import type { Holder } from '../resources/holders/serialize';
import type { RemovalVoucher } from '../resources/removal-vouchers/serialize';
import type { Subcontractor } from '../resources/subcontractors/serialize';
import type { Tour } from '../resources/tours/serialize';
import type { User } from '../resources/users/serialize';

// The serializers build each record with `complete`: a property the contract adds, optional or
// not, fails `npm run typecheck` until the serializer names it. The `@ts-expect-error` lines
// below are part of the check: tsc fails on them if an omission ever compiles.

interface Sample {
  id: string;
  note: string | null;
  extra?: number;
  flag?: boolean;
}

describe('complete', () => {
  it('leaves out the properties named undefined, keeps null and the order of the others', () => {
    const sample = complete<Sample>({ id: 'a', note: null, extra: undefined, flag: false });
    expect(JSON.stringify(sample)).toBe('{"id":"a","note":null,"flag":false}');
  });

  it('needs every property of the record, the optional ones included, and no other', () => {
    // @ts-expect-error an optional property left out
    complete<Sample>({ id: 'a', note: null, flag: true });
    // @ts-expect-error a property the record does not have
    complete<Sample>({ id: 'a', note: null, extra: 1, flag: true, other: 1 });
    // One optional property of each record a serializer builds.
    // @ts-expect-error the holder's landline left out
    complete<Holder>({} as Omit<Complete<Holder>, 'contactLandline'>);
    // @ts-expect-error the user's language left out
    complete<User>({} as Omit<Complete<User>, 'language'>);
    // @ts-expect-error the tour's driver left out
    complete<Tour>({} as Omit<Complete<Tour>, 'driver'>);
    // @ts-expect-error the voucher's decision date left out
    complete<RemovalVoucher>({} as Omit<Complete<RemovalVoucher>, 'decisionDate'>);
    // @ts-expect-error the company's manager left out
    complete<Subcontractor>({} as Omit<Complete<Subcontractor>, 'managerSubcontractorId'>);
    expect(complete<Sample>({ id: 'a', note: 'n', extra: 2, flag: undefined })).toEqual({
      id: 'a',
      note: 'n',
      extra: 2,
    });
  });
});
