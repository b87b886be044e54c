import { describe, expect, it } from 'vitest';
import type { Holder, HolderCreate } from '@generated/model';
import { CreateHolderBody } from '@generated/zod/holders/holders.zod';
import type { CsvTable, FormTable, SummaryTable } from '@/components/record/field-table';
import { holderCsv, holderForm, holderSummary, type HolderFormSection } from './fields';

/** The contract with one more optional property, as `npm run generate` would type it. */
type Added<T> = T & { registrationNumber?: string };
type Form<B> = FormTable<'holders', Holder, B, HolderFormSection, 'governorateId'>;

describe("the holder's field tables cover the contract", () => {
  it('a property added to the contract does not compile until each table handles it', () => {
    // `npm run typecheck` fails when one of these compiles: the tables would miss a property.
    // @ts-expect-error the form has no entry for the body's new property
    const form: Form<Added<HolderCreate>> = holderForm;
    // @ts-expect-error the summary neither shows the new property nor says it leaves it out
    const summary: SummaryTable<'holders', Added<Holder>, HolderFormSection> = holderSummary;
    // @ts-expect-error the CSV neither exports the new property nor says it leaves it out
    const csv: CsvTable<'holders', Added<Holder>> = holderCsv;
    const withoutNumber: Omit<typeof holderForm, 'number'> = holderForm;
    // @ts-expect-error nor does a table that forgets a property of today's contract
    const forgotten: Form<HolderCreate> = withoutNumber;
    expect([form, summary, csv, forgotten]).toHaveLength(4);
  });

  it("the form sends every field of the contract's create body, and only those", () => {
    const sent = Object.entries(holderForm)
      .filter(([, entry]) => entry.body !== 'form only')
      .map(([field]) => field);
    expect(sent.sort()).toEqual(Object.keys(CreateHolderBody.shape).sort());
  });
});
