import { describe, expect, it } from 'vitest';
import { holders } from './mocks/holder-fixtures';
import { emptyHolderForm, holderCreateSchema, holderErrorMap, holderFormValuesOf } from './schema';

const messageOf = (values: Partial<typeof emptyHolderForm>, field: string) => {
  const result = holderCreateSchema.safeParse(
    { ...emptyHolderForm, ...values },
    { error: holderErrorMap },
  );
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('holder form messages for the contract bounds', () => {
  it('too long a text says so, too large a number says so, ranges keep their own words', () => {
    expect(messageOf({ name: 'a'.repeat(201) }, 'name')).toBe('validation.tooLong');
    expect(messageOf({ storageCapacity: '2000000000' }, 'storageCapacity')).toBe(
      'validation.tooLarge',
    );
    expect(messageOf({ storageCapacity: '-1' }, 'storageCapacity')).toBe(
      'validation.storageCapacity',
    );
    expect(messageOf({ postalCode: '99999' }, 'postalCode')).toBe('validation.postalCode');
  });
});

describe('holder form numbers as typed', () => {
  it('grouped thousands and a decimal comma are read as the number they show', () => {
    const body = holderCreateSchema.parse({
      ...holderFormValuesOf(holders[0]!, String),
      storageCapacity: '1 200',
      netAmount: '1 250,5',
    });
    expect(body.storageCapacity).toBe(1200);
    expect(body.netAmount).toBe(1250.5);
  });
});

describe('a saved holder in the form', () => {
  it('shows its decimals with the interface mark, which the form reads back as the same number', () => {
    const holder = { ...holders[0]!, netAmount: 2092.95, lat: 36.8065 };
    const comma = (value: number) => String(value).replace('.', ',');
    const values = holderFormValuesOf(holder, comma);
    expect(values).toMatchObject({ netAmount: '2092,95', lat: '36,8065' });
    const body = holderCreateSchema.parse(values);
    expect(body).toMatchObject({ netAmount: 2092.95, lat: 36.8065 });
  });
});
