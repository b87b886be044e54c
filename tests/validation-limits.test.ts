import { describe, expect, it } from 'vitest';
import {
  changePasswordBodyNewPasswordMin,
  resetPasswordBodyNewPasswordMin,
  verifyOtpBodyInputOtpMax,
  verifyOtpBodyInputOtpMin,
} from '@generated/zod/auth/auth.zod';
import {
  createComplaintBodyDescriptionMax,
  createComplaintBodySubjectMax,
  updateComplaintBodyResolutionMax,
} from '@generated/zod/complaints/complaints.zod';
import {
  createHolderBodyLatMax,
  createHolderBodyLatMin,
  createHolderBodyLngMax,
  createHolderBodyLngMin,
  createHolderBodyNumberMax,
  createHolderBodyPostalCodeMax,
  createHolderBodyPostalCodeMin,
} from '@generated/zod/holders/holders.zod';
import {
  createRelayDepotBodyCapacityExclusiveMin,
  createRelayDepotBodyCodeMax,
  createRelayDepotBodyEmailMax,
  createRelayDepotBodyLatMax,
  createRelayDepotBodyLatMin,
  createRelayDepotBodyLngMax,
  createRelayDepotBodyLngMin,
} from '@generated/zod/relay-depots/relay-depots.zod';
import {
  createSubcontractorBodyAssignedTankCapacityExclusiveMin,
  createSubcontractorBodyCinMax,
  createSubcontractorBodyCollectionCapacityExclusiveMin,
  createSubcontractorBodyVehicleCapacitiesItemExclusiveMin,
  createSubcontractorBodyCompanyNameMax,
  createSubcontractorBodyEmailOneMax,
} from '@generated/zod/subcontractors/subcontractors.zod';
import {
  createRemovalVoucherAmendmentBodyDueSumExclusiveMin,
  createRemovalVoucherAmendmentBodyExtractedTanksItemExtractedQuantityExclusiveMin,
  createRemovalVoucherAmendmentBodyReasonMax,
} from '@generated/zod/removal-vouchers/removal-vouchers.zod';
import {
  createShipmentBodyDensityKgPerLitreMax,
  createShipmentBodyDensityKgPerLitreMin,
  createShipmentBodyFreeFattyAcidsPercentMax,
  createShipmentBodyFreeFattyAcidsPercentMin,
  createShipmentBodyGrossWeightKgExclusiveMin,
  createShipmentBodyMoistureImpuritiesPercentMax,
  createShipmentBodyMoistureImpuritiesPercentMin,
  createShipmentBodyNetWeightKgExclusiveMin,
} from '@generated/zod/shipments/shipments.zod';
import { uploadImageResponseSizeMax } from '@generated/zod/uploads/uploads.zod';
import { createUserBodyCinMax } from '@generated/zod/users/users.zod';
import commonEn from '@/lib/i18n/en.json';
import commonFr from '@/lib/i18n/fr.json';

/** Megabytes with one decimal, as the messages write them (3,1 Mo / 3.1 MB). */
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * The messages that name a limit, and the contract's constants for that limit (every constant a
 * form checks the rule with). The forms take the limits from the generated code; the words are
 * written in the catalogues: when the contract changes a limit, this fails until the words do.
 */
const limits: Partial<Record<keyof typeof commonFr.validation, (number | string)[][]>> = {
  otpLength: [[verifyOtpBodyInputOtpMin], [verifyOtpBodyInputOtpMax]],
  passwordLength: [[resetPasswordBodyNewPasswordMin], [changePasswordBodyNewPasswordMin]],
  fileTooLarge: [[megabytes(uploadImageResponseSizeMax)]],
  postalCode: [[createHolderBodyPostalCodeMin, createHolderBodyPostalCodeMax]],
  lat: [
    [createHolderBodyLatMin, createHolderBodyLatMax],
    [createRelayDepotBodyLatMin, createRelayDepotBodyLatMax],
  ],
  lng: [
    [createHolderBodyLngMin, createHolderBodyLngMax],
    [createRelayDepotBodyLngMin, createRelayDepotBodyLngMax],
  ],
  numberLength: [[createHolderBodyNumberMax]],
  codeLength: [[createRelayDepotBodyCodeMax]],
  capacityPositive: [[createRelayDepotBodyCapacityExclusiveMin]],
  collectionCapacityPositive: [[createSubcontractorBodyCollectionCapacityExclusiveMin]],
  tankCapacityPositive: [[createSubcontractorBodyAssignedTankCapacityExclusiveMin]],
  vehicleCapacityPositive: [[createSubcontractorBodyVehicleCapacitiesItemExclusiveMin]],
  emailLength: [[createRelayDepotBodyEmailMax], [createSubcontractorBodyEmailOneMax]],
  cinLength: [[createUserBodyCinMax], [createSubcontractorBodyCinMax]],
  companyNameLength: [[createSubcontractorBodyCompanyNameMax]],
  subjectLength: [[createComplaintBodySubjectMax]],
  textLength: [[createComplaintBodyDescriptionMax], [updateComplaintBodyResolutionMax]],
  reasonLength: [[createRemovalVoucherAmendmentBodyReasonMax]],
  quantityPositive: [
    [createRemovalVoucherAmendmentBodyExtractedTanksItemExtractedQuantityExclusiveMin],
  ],
  dueSumPositive: [[createRemovalVoucherAmendmentBodyDueSumExclusiveMin]],
  shipmentWeight: [
    [createShipmentBodyGrossWeightKgExclusiveMin],
    [createShipmentBodyNetWeightKgExclusiveMin],
  ],
  density: [[createShipmentBodyDensityKgPerLitreMin, createShipmentBodyDensityKgPerLitreMax]],
  percent: [
    [
      createShipmentBodyMoistureImpuritiesPercentMin,
      createShipmentBodyMoistureImpuritiesPercentMax,
    ],
    [createShipmentBodyFreeFattyAcidsPercentMin, createShipmentBodyFreeFattyAcidsPercentMax],
  ],
};

/** The numbers a message writes, in order (French decimal commas read as points). */
const numbersIn = (message: string) =>
  (message.match(/-?\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));

describe("a message that names a limit names the contract's", () => {
  it('every validation message with a number is checked here', () => {
    const withNumbers = Object.entries(commonFr.validation)
      .filter(([, message]) => numbersIn(message).length > 0)
      .map(([key]) => key);
    expect(withNumbers.sort()).toEqual(Object.keys(limits).sort());
  });

  for (const [key, constants] of Object.entries(limits)) {
    it(`"${key}" in French and in English`, () => {
      const rule = key as keyof typeof commonFr.validation;
      for (const numbers of constants ?? []) {
        const expected = numbers.map(String);
        expect(numbersIn(commonFr.validation[rule])).toEqual(expected);
        expect(numbersIn(commonEn.validation[rule])).toEqual(expected);
      }
    });
  }
});
