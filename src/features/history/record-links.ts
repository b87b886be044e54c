import type { HistoryEntry } from '@generated/model';
import { paths } from '@/config/routes';

/**
 * Where an entry's record is shown: its page, or its list with the record open in its drawer
 * (accounts, complaints), or the areas with the region or zone open.
 */
export const recordHref = ({
  recordKind,
  recordId,
}: Pick<HistoryEntry, 'recordKind' | 'recordId'>) => {
  const id = encodeURIComponent(recordId);
  switch (recordKind) {
    case 'holder':
      return paths.main.holders.detail(id);
    case 'relayDepot':
      return paths.main.relayDepots.detail(id);
    case 'subcontractor':
      return paths.main.subcontractors.detail(id);
    case 'tour':
      return paths.main.tours.detail(id);
    case 'removalVoucher':
      return paths.main.removalVouchers.detail(id);
    case 'user':
      return `${paths.main.users.list}?user=${id}`;
    case 'complaint':
      return `${paths.main.complaints.list}?complaint=${id}`;
    case 'buyer':
      return paths.main.buyers.detail(id);
    case 'shipment':
      return paths.main.shipments.detail(id);
    case 'region':
    case 'zone':
      return `${paths.main.areas}?${recordKind}=${id}`;
  }
};
