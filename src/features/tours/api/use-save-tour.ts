import {
  getGetTourQueryKey,
  getListToursQueryKey,
  useCreateTour,
  useUpdateTour,
} from '@generated/api/tours/tours';
import type { Tour, TourCreate, TourUpdate } from '@generated/model';
import { ifUnchanged, useSaveRecord } from '@/components/record/use-save-record';
import type { TourValues } from '../schema';

/**
 * Creates a tour (the contract's create body: zone, depot, subcontractor, holders in order), or
 * updates `tour` only if nobody changed it since it was read. Every tour list is refetched.
 * `driverEditable` says whether the form offered the driver: if not, the driver is left as is.
 */
export function useSaveTour(tour?: Tour, { driverEditable = false } = {}) {
  const { create, update, saving } = useSaveRecord<Tour, TourCreate, TourUpdate>(tour, {
    create: useCreateTour(),
    update: useUpdateTour(ifUnchanged(tour)),
    detailKey: getGetTourQueryKey,
    refreshKeys: () => [getListToursQueryKey()],
  });

  const save = ({ assignedSubcontractorId, driverId, ...body }: TourValues): Promise<Tour> =>
    tour
      ? update({ ...body, assignedSubcontractorId, ...(driverEditable && { driverId }) })
      : create(body);

  return { save, saving };
}
