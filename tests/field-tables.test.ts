import { describe, expect, it } from 'vitest';
import type {
  Complaint,
  ComplaintCreate,
  Holder,
  HolderCreate,
  RelayDepot,
  RelayDepotCreate,
  Subcontractor,
  SubcontractorCreate,
  Tour,
  TourCreate,
  TourUpdate,
} from '@generated/model';
import { CreateComplaintBody } from '@generated/zod-mini/complaints/complaints.zod';
import {
  CreateHolderBody,
  createHolderBodyNumberMax,
} from '@generated/zod-mini/holders/holders.zod';
import { CreateRelayDepotBody } from '@generated/zod-mini/relay-depots/relay-depots.zod';
import { CreateSubcontractorBody } from '@generated/zod-mini/subcontractors/subcontractors.zod';
import { CreateTourBody, UpdateTourBody } from '@generated/zod-mini/tours/tours.zod';
import type { CsvTable, FormTable, SummaryTable } from '@/components/record/field-table';
import {
  complaintCsv,
  complaintForm,
  complaintSummary,
  type ComplaintSection,
} from '@/features/complaints/fields';
import {
  holderCsv,
  holderForm,
  holderSummary,
  type HolderFormSection,
  type HolderSummarySection,
} from '@/features/holders/fields';
import {
  relayDepotCsv,
  relayDepotForm,
  relayDepotSummary,
  type RelayDepotFormSection,
  type RelayDepotSummarySection,
} from '@/features/relay-depots/fields';
import {
  subcontractorCsv,
  subcontractorForm,
  subcontractorSummary,
  type SubcontractorSection,
} from '@/features/subcontractors/fields';
import {
  tourCsv,
  tourForm,
  tourSummary,
  type TourFormSection,
  type TourSummarySection,
} from '@/features/tours/fields';

/**
 * The contract with one more optional property, as `npm run generate` would type it (a name no
 * record will have, so that the check holds whatever property is added for real).
 */
type Added<T> = T & { propertyAddedByThisTest?: string };

// `npm run typecheck` fails when one of the assignments marked below compiles: a table would
// then let a property of the contract through unhandled.
describe('a property added to the contract does not compile until each field table handles it', () => {
  it('holders', () => {
    type Form<B> = FormTable<'holders', Holder, B, HolderFormSection, 'governorateId'>;
    // @ts-expect-error the form has no entry for the body's new property
    const form: Form<Added<HolderCreate>> = holderForm;
    // @ts-expect-error the summary neither shows the new property nor says it leaves it out
    const summary: SummaryTable<'holders', Added<Holder>, HolderSummarySection> = holderSummary;
    // @ts-expect-error the CSV neither exports the new property nor says it leaves it out
    const csv: CsvTable<'holders', Added<Holder>> = holderCsv;
    const withoutNumber: Omit<typeof holderForm, 'number'> = holderForm;
    // @ts-expect-error nor does a table that forgets a property of today's contract
    const forgotten: Form<HolderCreate> = withoutNumber;
    expect([form, summary, csv, forgotten]).toHaveLength(4);
  });

  it('relay depots', () => {
    type Form<B> = FormTable<'relayDepots', RelayDepot, B, RelayDepotFormSection>;
    // @ts-expect-error the form has no entry for the body's new property
    const form: Form<Added<RelayDepotCreate>> = relayDepotForm;
    type Summary = SummaryTable<'relayDepots', Added<RelayDepot>, RelayDepotSummarySection>;
    // @ts-expect-error the summary neither shows the new property nor says it leaves it out
    const summary: Summary = relayDepotSummary;
    // @ts-expect-error the CSV neither exports the new property nor says it leaves it out
    const csv: CsvTable<'relayDepots', Added<RelayDepot>, 'fillRate'> = relayDepotCsv;
    expect([form, summary, csv]).toHaveLength(3);
  });

  it('subcontractors', () => {
    type Form<B> = FormTable<'subcontractors', Subcontractor, B, SubcontractorSection>;
    // @ts-expect-error the form has no entry for the body's new property
    const form: Form<Added<SubcontractorCreate>> = subcontractorForm;
    type Account = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'cin';
    type Summary = SummaryTable<
      'subcontractors',
      Added<Subcontractor>,
      SubcontractorSection,
      Account
    >;
    // @ts-expect-error the summary neither shows the new property nor says it leaves it out
    const summary: Summary = subcontractorSummary;
    type Csv = CsvTable<'subcontractors', Added<Subcontractor>, 'email' | 'phoneNumber'>;
    // @ts-expect-error the CSV neither exports the new property nor says it leaves it out
    const csv: Csv = subcontractorCsv;
    expect([form, summary, csv]).toHaveLength(3);
  });

  it('tours', () => {
    type Form<B> = FormTable<'tours', Tour, B, TourFormSection>;
    // @ts-expect-error the form has no entry for the create body's new property
    const create: Form<Added<TourCreate> & TourUpdate> = tourForm;
    // @ts-expect-error nor for the update body's
    const update: Form<TourCreate & Added<TourUpdate>> = tourForm;
    // @ts-expect-error the summary neither shows the new property nor says it leaves it out
    const summary: SummaryTable<'tours', Added<Tour>, TourSummarySection> = tourSummary;
    // @ts-expect-error the CSV neither exports the new property nor says it leaves it out
    const csv: CsvTable<'tours', Added<Tour>, 'holderCount'> = tourCsv;
    expect([create, update, summary, csv]).toHaveLength(4);
  });

  it('complaints', () => {
    // The photos are picked and uploaded apart from the form.
    type Form<B> = FormTable<'complaints', Complaint, Omit<B, 'photos'>, ComplaintSection>;
    // @ts-expect-error the form has no entry for the body's new property
    const form: Form<Added<ComplaintCreate>> = complaintForm;
    type Summary = SummaryTable<'complaints', Added<Complaint>, ComplaintSection>;
    // @ts-expect-error the facts neither show the new property nor say they leave it out
    const summary: Summary = complaintSummary;
    // @ts-expect-error the CSV neither exports the new property nor says it leaves it out
    const csv: CsvTable<'complaints', Added<Complaint>> = complaintCsv;
    expect([form, summary, csv]).toHaveLength(3);
  });
});

describe("a form sends every field of the contract's create body, and only those", () => {
  const sent = (table: Record<string, { body: unknown }>) =>
    Object.entries(table)
      .filter(([, entry]) => entry.body !== 'form only')
      .map(([field]) => field)
      .sort();

  it('holders', () => {
    expect(sent(holderForm)).toEqual(Object.keys(CreateHolderBody.shape).sort());
  });

  it('relay depots', () => {
    expect(sent(relayDepotForm)).toEqual(Object.keys(CreateRelayDepotBody.shape).sort());
  });

  it('subcontractors', () => {
    expect(sent(subcontractorForm)).toEqual(Object.keys(CreateSubcontractorBody.shape).sort());
  });

  it('complaints, but for the photos, uploaded apart', () => {
    expect([...sent(complaintForm), 'photos'].sort()).toEqual(
      Object.keys(CreateComplaintBody.shape).sort(),
    );
  });

  it('tours, with what an update adds', () => {
    const bodies = { ...CreateTourBody.shape, ...UpdateTourBody.shape };
    expect(sent(tourForm)).toEqual(Object.keys(bodies).sort());
  });
});

describe("a field's limit is the contract's", () => {
  it("a holder's number takes at most the contract's length", () => {
    expect(holderForm.number.input()).toEqual({
      maxLength: createHolderBodyNumberMax,
      required: true,
    });
  });
});
