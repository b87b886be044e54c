import { useQueryClient } from '@tanstack/react-query';
import {
  getGetTourQueryKey,
  getListToursQueryKey,
  useCreateTour,
  useUpdateTour,
} from '@generated/api/tours/tours';
import type { Tour, TourUpdate } from '@generated/model';
import type { TourValues } from '../schema';

/**
 * Creates a tour (the contract's create body: zone, depot, subcontractor, holders in order), or
 * updates `tour` only if nobody changed it since it was read (If-Match on its updatedAt). The
 * saved tour goes straight into the detail's cache and every tour list is refetched.
 * `driverEditable` says whether the form offered the driver: if not, the driver is left as is.
 */
export function useSaveTour(tour?: Tour, { driverEditable = false } = {}) {
  const queryClient = useQueryClient();
  const create = useCreateTour();
  const update = useUpdateTour(
    tour && { request: { headers: { 'If-Match': `"${tour.updatedAt}"` } } },
  );

  const save = async (values: TourValues): Promise<Tour> => {
    const { assignedSubcontractorId, driverId, ...body } = values;
    let saved: Tour;
    if (tour) {
      const changes: TourUpdate = {
        ...body,
        assignedSubcontractorId,
        ...(driverEditable && { driverId }),
      };
      saved = await update.mutateAsync({ id: tour.id, data: changes });
    } else {
      saved = await create.mutateAsync({ data: body });
    }
    queryClient.setQueryData(getGetTourQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: getListToursQueryKey() });
    return saved;
  };

  return { save, saving: create.isPending || update.isPending };
}
