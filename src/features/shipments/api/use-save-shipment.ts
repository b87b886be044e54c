import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetShipmentQueryKey,
  getListShipmentsQueryKey,
  getShipmentDeclarationPdf,
  useCreateShipment,
  useDispatchShipment,
  useReceiveShipment,
  useUpdateShipment,
} from '@generated/api/shipments/shipments';
import { getListRelayDepotsQueryKey } from '@generated/api/relay-depots/relay-depots';
import type { Shipment, ShipmentCreate, ShipmentReceipt } from '@generated/model';
import { downloadFile } from '@/components/data-table/csv';
import { ifUnchanged, useSaveRecord } from '@/components/record/use-save-record';

/** Creates a shipment, or updates a planned `shipment` only if nobody changed it meanwhile. */
export function useSaveShipment(shipment?: Shipment) {
  return useSaveRecord<Shipment, ShipmentCreate>(shipment, {
    create: useCreateShipment(),
    update: useUpdateShipment(ifUnchanged(shipment)),
    detailKey: getGetShipmentQueryKey,
    refreshKeys: () => [getListShipmentsQueryKey()],
  });
}

/**
 * Dispatches `shipment` (its weight leaves the depot's stock: the depots are read again) and
 * records its receipt, each only if nobody changed it since it was read; the answer goes
 * straight into the shipment's detail.
 */
export function useShipmentMoves(shipment: Shipment) {
  const queryClient = useQueryClient();
  const stored = (saved: Shipment) => {
    queryClient.setQueryData(getGetShipmentQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: getListShipmentsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListRelayDepotsQueryKey() });
    return saved;
  };
  const dispatch = useDispatchShipment(ifUnchanged(shipment));
  const receive = useReceiveShipment(ifUnchanged(shipment));
  return {
    dispatch: async () => stored(await dispatch.mutateAsync({ id: shipment.id })),
    receive: async (data: ShipmentReceipt) =>
      stored(await receive.mutateAsync({ id: shipment.id, data })),
    busy: dispatch.isPending || receive.isPending,
  };
}

/** Downloads the sustainability declaration of a dispatched shipment, named after its number. */
export function useDeclarationDownload(shipment: Shipment) {
  return useMutation({
    mutationFn: async () => {
      const number = shipment.declarationNumber;
      if (!number) return;
      downloadFile(`${number}.pdf`, await getShipmentDeclarationPdf(shipment.id));
    },
  });
}
