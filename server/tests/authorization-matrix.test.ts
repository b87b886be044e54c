// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyers, removalVouchers, stockPeriods } from '../db/schema';
import {
  IN,
  MATRIX,
  OPERATIONS,
  OUT,
  ROLES,
  type Expected,
  type Operation,
  type Target,
} from './authorization-matrix';
import { writeHistory } from '../history/write';
import {
  buyerBody,
  depotBody,
  holderBody,
  shipmentBody,
  subcontractorBody,
  voucherBody,
} from './support/factories';
import { ids } from './support/fixture';
import { useHarness, type ApiClient } from './support/harness';
import { buildWorld, world as w } from './support/world';

const h = useHarness();

type Place = Exclude<Target, '-'>;
const PLACES = {
  own: {
    zone: ids.grandTunis,
    delegation: ids.laMarsa,
    holder: w.holderN,
    depot: w.depotN,
    subcontractor: w.subN,
    tour: w.tourN,
    voucher: w.voucherN,
    complaint: w.complaintN,
    shipment: w.shipmentN,
    driver: ids.users.driver,
  },
  rival: {
    zone: ids.grandTunis,
    delegation: ids.carthage,
    holder: w.holderN2,
    depot: w.depotN2,
    subcontractor: w.subN2,
    tour: w.tourN2,
    voucher: w.voucherN2,
    complaint: w.complaintN2,
    shipment: w.shipmentN2,
    driver: w.driverN2,
  },
  away: {
    zone: ids.sahel,
    delegation: ids.sousseMedina,
    holder: w.holderC,
    depot: w.depotC,
    subcontractor: w.subC,
    tour: w.tourC,
    voucher: w.voucherC,
    complaint: w.complaintC,
    shipment: w.shipmentC,
    driver: w.driverC,
  },
} satisfies Record<Place, Record<string, string>>;

interface Answer {
  response: Response;
  data?: unknown;
}
type Run = (api: ApiClient, at: (typeof PLACES)[Place]) => Promise<Answer>;

let serial = 0;
const unique = () => (serial += 1);
const nextDay = (day: string, days = 1) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const page = { limit: 100 };

/**
 * How each operation is called for a target. Lists answer whether the target is in them (an item
 * whose `key`, `id` unless said, is the target's).
 */
const RUN: Record<
  Operation,
  { run: Run; listed?: (at: (typeof PLACES)[Place]) => string; key?: string }
> = {
  listHolders: {
    run: (api) => api.GET('/holders', { params: { query: page } }),
    listed: (at) => at.holder,
  },
  listHoldersByZone: {
    run: (api, at) =>
      api.GET('/holders/by-zone/{zoneId}', { params: { path: { zoneId: at.zone }, query: page } }),
    listed: (at) => at.holder,
  },
  getHolder: {
    run: (api, at) => api.GET('/holders/{id}', { params: { path: { id: at.holder } } }),
  },
  updateHolder: {
    run: (api, at) =>
      api.PATCH('/holders/{id}', {
        params: { path: { id: at.holder } },
        body: { storageCapacity: 150 },
      }),
  },
  createHolder: {
    run: (api, at) =>
      api.POST('/holders', {
        body: holderBody({ delegationId: at.delegation, subcontractorId: at.subcontractor }),
      }),
  },
  listRelayDepots: {
    run: (api) => api.GET('/relay-depots', { params: { query: page } }),
    listed: (at) => at.depot,
  },
  listRelayDepotsByZone: {
    run: (api, at) =>
      api.GET('/relay-depots/by-zone/{zoneId}', {
        params: { path: { zoneId: at.zone }, query: page },
      }),
    listed: (at) => at.depot,
  },
  getRelayDepot: {
    run: (api, at) => api.GET('/relay-depots/{id}', { params: { path: { id: at.depot } } }),
  },
  updateRelayDepot: {
    run: (api, at) =>
      api.PATCH('/relay-depots/{id}', {
        params: { path: { id: at.depot } },
        body: { name: 'Dépôt' },
      }),
  },
  createRelayDepot: {
    run: (api, at) => api.POST('/relay-depots', { body: depotBody({ zoneIds: [at.zone] }) }),
  },
  listSubcontractors: {
    run: (api) => api.GET('/subcontractors', { params: { query: page } }),
    listed: (at) => at.subcontractor,
  },
  listSubcontractorsByZone: {
    run: (api, at) =>
      api.GET('/subcontractors/by-zone/{zoneId}', {
        params: { path: { zoneId: at.zone }, query: page },
      }),
    listed: (at) => at.subcontractor,
  },
  getSubcontractor: {
    run: (api, at) =>
      api.GET('/subcontractors/{id}', { params: { path: { id: at.subcontractor } } }),
  },
  updateSubcontractor: {
    run: (api, at) =>
      api.PATCH('/subcontractors/{id}', {
        params: { path: { id: at.subcontractor } },
        body: { companyName: `Société ${unique()}` },
      }),
  },
  createSubcontractor: {
    run: (api, at) =>
      api.POST('/subcontractors', { body: subcontractorBody(at.depot, { zoneId: at.zone }) }),
  },
  listTours: {
    run: (api) => api.GET('/tours', { params: { query: page } }),
    listed: (at) => at.tour,
  },
  getTour: { run: (api, at) => api.GET('/tours/{id}', { params: { path: { id: at.tour } } }) },
  updateTour: {
    // The tour keeps its own driver: the change is allowed wherever the tour is.
    run: (api, at) =>
      api.PATCH('/tours/{id}', {
        params: { path: { id: at.tour } },
        body: { driverId: at.driver },
      }),
  },
  createTour: {
    run: (api, at) =>
      api.POST('/tours', {
        body: {
          zoneId: at.zone,
          relayDepotId: at.depot,
          subcontractorId: at.subcontractor,
          holders: [at.holder],
        },
      }),
  },
  listRemovalVouchers: {
    run: (api) => api.GET('/removal-vouchers', { params: { query: page } }),
    listed: (at) => at.voucher,
  },
  getRemovalVoucher: {
    run: (api, at) => api.GET('/removal-vouchers/{id}', { params: { path: { id: at.voucher } } }),
  },
  updateRemovalVoucher: {
    run: (api, at) =>
      api.PATCH('/removal-vouchers/{id}', {
        params: { path: { id: at.voucher } },
        body: { observations: 'Vu' },
      }),
  },
  createRemovalVoucher: {
    run: (api, at) =>
      api.POST('/removal-vouchers', { body: voucherBody(at.holder, at.subcontractor) }),
  },
  listRemovalVoucherAmendments: {
    run: (api, at) =>
      api.GET('/removal-vouchers/{id}/amendments', { params: { path: { id: at.voucher } } }),
  },
  createRemovalVoucherAmendment: {
    // Only a decided voucher is amended: the target is decided first (the cells after it need
    // none of the world's vouchers awaiting).
    run: async (api, at) => {
      await h.db
        .update(removalVouchers)
        .set({ status: 'CONFIRMED', decisionDate: new Date() })
        .where(eq(removalVouchers.id, at.voucher));
      return api.POST('/removal-vouchers/{id}/amendments', {
        params: { path: { id: at.voucher } },
        body: { reason: 'Montant corrigé', dueSum: 10 + unique() },
      });
    },
  },
  listUsers: {
    run: (api) => api.GET('/users', { params: { query: page } }),
    listed: (at) => at.driver,
  },
  getUser: { run: (api, at) => api.GET('/users/{id}', { params: { path: { id: at.driver } } }) },
  updateUser: {
    run: (api, at) =>
      api.PATCH('/users/{id}', {
        params: { path: { id: at.driver } },
        body: { firstName: 'Chauffeur' },
      }),
  },
  createUser: {
    run: (api, at) =>
      api.POST('/users', {
        body: {
          firstName: 'Nouveau',
          lastName: 'Chauffeur',
          phoneNumber: `+216 29 ${String(100_000 + unique()).slice(0, 3)} ${String(100_000 + serial).slice(3)}`,
          cin: `3${String(serial).padStart(7, '0')}`,
          role: 'DRIVER',
          permissions: { tour: 'READ', areaId: at.zone },
          subcontractorId: at.subcontractor,
        },
      }),
  },
  deleteUser: {
    run: (api, at) => api.DELETE('/users/{id}', { params: { path: { id: at.driver } } }),
  },
  listComplaints: {
    run: (api) => api.GET('/complaints', { params: { query: page } }),
    listed: (at) => at.complaint,
  },
  getComplaint: {
    run: (api, at) => api.GET('/complaints/{id}', { params: { path: { id: at.complaint } } }),
  },
  updateComplaint: {
    run: (api, at) =>
      api.PATCH('/complaints/{id}', {
        params: { path: { id: at.complaint } },
        body: { description: 'Précisée' },
      }),
  },
  createComplaint: {
    run: (api, at) =>
      api.POST('/complaints', { body: { holderId: at.holder, subject: 'S', description: 'D' } }),
  },
  getHomeStats: { run: (api) => api.GET('/stats/home') },
  listRecordHistory: {
    run: (api, at) =>
      api.GET('/history/{recordKind}/{recordId}', {
        params: { path: { recordKind: 'holder', recordId: at.holder } },
      }),
  },
  listHistory: {
    // The world is written without its history: the target holder gets an entry first.
    run: async (api, at) => {
      await writeHistory(
        h.db,
        { actor: null, address: null },
        {
          action: 'UPDATE',
          recordKind: 'holder',
          recordId: at.holder,
          recordLabel: 'H',
          changes: [],
        },
      );
      return api.GET('/history', { params: { query: { ...page, recordKind: 'holder' } } });
    },
    listed: (at) => at.holder,
    key: 'recordId',
  },
  getOriginRegister: {
    run: (api) =>
      api.GET('/origin-register', {
        params: { query: { from: '2026-01-01', to: '2026-12-31', ...page } },
      }),
    listed: (at) => at.holder,
  },
  getOriginRegisterPdf: {
    run: (api) =>
      api.GET('/origin-register/pdf', {
        params: { query: { from: '2026-01-01', to: '2026-12-31', part: 'register' } },
        parseAs: 'arrayBuffer',
      }),
  },
  listHolderDeclarations: {
    run: (api, at) =>
      api.GET('/holders/{id}/declarations', { params: { path: { id: at.holder } } }),
  },
  createHolderDeclaration: {
    run: async (api, at) => {
      const signature = (await uploadPng(api)).data?.url ?? null;
      return api.POST('/holders/{id}/declarations', {
        params: { path: { id: at.holder } },
        body: {
          signedOn: '2026-11-02',
          signerName: 'Mohamed Ben Ali',
          signerRole: 'Gérant',
          signature,
          textVersion: '2026-1',
          overTenTonnes: false,
          animalFat: false,
        },
      });
    },
  },
  markHolderNonCompliant: {
    run: (api, at) =>
      api.POST('/holders/{id}/non-compliance', {
        params: { path: { id: at.holder } },
        body: { since: '2026-11-02', reason: 'Liste ISCC', isccReference: 'ISCC-NC-1' },
      }),
  },
  liftHolderNonCompliance: {
    run: (api, at) =>
      api.POST('/holders/{id}/non-compliance/lift', {
        params: { path: { id: at.holder } },
        body: { reason: 'Retiré de la liste' },
      }),
  },
  listBuyers: {
    run: (api) => api.GET('/buyers', { params: { query: page } }),
    listed: () => w.buyer,
  },
  getBuyer: { run: (api) => api.GET('/buyers/{id}', { params: { path: { id: w.buyer } } }) },
  updateBuyer: {
    run: (api) =>
      api.PATCH('/buyers/{id}', {
        params: { path: { id: w.buyer } },
        body: { address: `Via del Porto ${unique()}` },
      }),
  },
  createBuyer: { run: (api) => api.POST('/buyers', { body: buyerBody() }) },
  deleteBuyer: {
    // A buyer no shipment names, made for the cell.
    run: async (api) => {
      const [made] = await h.db.insert(buyers).values(buyerBody()).returning({ id: buyers.id });
      return api.DELETE('/buyers/{id}', { params: { path: { id: made!.id } } });
    },
  },
  listShipments: {
    run: (api) => api.GET('/shipments', { params: { query: page } }),
    listed: (at) => at.shipment,
  },
  getShipment: {
    run: (api, at) => api.GET('/shipments/{id}', { params: { path: { id: at.shipment } } }),
  },
  updateShipment: {
    run: (api, at) =>
      api.PATCH('/shipments/{id}', {
        params: { path: { id: at.shipment } },
        body: { vehicleNumber: `215 TU ${unique()}` },
      }),
  },
  createShipment: {
    run: (api, at) =>
      api.POST('/shipments', {
        body: shipmentBody(at.depot, w.buyer, { grossWeightKg: 30, netWeightKg: 20 }),
      }),
  },
  dispatchShipment: {
    run: (api, at) =>
      api.POST('/shipments/{id}/dispatch', { params: { path: { id: at.shipment } } }),
  },
  receiveShipment: {
    run: (api, at) =>
      api.POST('/shipments/{id}/receive', {
        params: { path: { id: at.shipment } },
        body: { receivedDate: '2026-11-22', receivedWeightKg: 19 },
      }),
  },
  getShipmentDeclarationPdf: {
    run: (api, at) =>
      api.GET('/shipments/{id}/declaration', {
        params: { path: { id: at.shipment } },
        parseAs: 'arrayBuffer',
      }),
  },
  listStockEntries: {
    run: (api, at) =>
      api.GET('/relay-depots/{id}/stock-entries', { params: { path: { id: at.depot } } }),
  },
  getStockBalance: {
    run: (api, at) =>
      api.GET('/relay-depots/{id}/stock-balance', { params: { path: { id: at.depot } } }),
  },
  createStockAdjustment: {
    run: (api, at) =>
      api.POST('/relay-depots/{id}/stock-adjustments', {
        params: { path: { id: at.depot } },
        body: { litres: 1, occurredOn: '2026-11-20', reason: 'Jaugeage' },
      }),
  },
  createStockTransfer: {
    run: (api, at) =>
      api.POST('/stock-transfers', {
        body: {
          fromDepotId: at.depot,
          toDepotId: at.depot === w.depotN ? w.depotN2 : w.depotN,
          litres: 1,
          occurredOn: '2026-11-20',
        },
      }),
  },
  closeStockPeriod: {
    // Periods close one after the other: each cell closes the month after the last closed.
    run: async (api, at) => {
      const [last] = await h.db
        .select({ to: sql<string | null>`max(${stockPeriods.toDay})::text` })
        .from(stockPeriods)
        .where(eq(stockPeriods.relayDepotId, at.depot));
      const from = last?.to ? nextDay(last.to) : '2025-01-01';
      return api.POST('/relay-depots/{id}/stock-periods', {
        params: { path: { id: at.depot } },
        body: { from, to: nextDay(from, 27) },
      });
    },
  },
  getMassBalance: {
    run: (api, at) =>
      api.GET('/mass-balance', {
        params: { query: { relayDepotId: at.depot, from: '2026-11-01', to: '2026-11-30' } },
      }),
  },
  getMassBalanceCsv: {
    run: (api, at) =>
      api.GET('/mass-balance/csv', {
        params: { query: { relayDepotId: at.depot, from: '2026-11-01', to: '2026-11-30' } },
        parseAs: 'text',
      }),
  },
  getMassBalancePdf: {
    run: (api, at) =>
      api.GET('/mass-balance/pdf', {
        params: { query: { relayDepotId: at.depot, from: '2026-11-01', to: '2026-11-30' } },
        parseAs: 'arrayBuffer',
      }),
  },
  createRegion: { run: (api) => api.POST('/areas/regions', { body: { name: 'Région nouvelle' } }) },
  updateRegion: {
    run: (api) =>
      api.PATCH('/areas/regions/{id}', {
        params: { path: { id: ids.nord } },
        body: { name: 'Nord' },
      }),
  },
  createZone: {
    run: (api) => api.POST('/areas/zones', { body: { name: 'Zone nouvelle', regionId: ids.nord } }),
  },
  updateZone: {
    run: (api, at) =>
      api.PATCH('/areas/zones/{id}', {
        params: { path: { id: at.zone } },
        body: { name: 'Grand Tunis' },
      }),
  },
};

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** A signature to name in a declaration (every ACTIVE account uploads). */
const uploadPng = (api: ApiClient) =>
  api.POST('/uploads', {
    body: { file: 'signature.png' },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', new Blob([PNG]), 'signature.png');
      return form;
    },
  });

/** What a cell answered, in the matrix's terms. */
const outcome = async (operation: Operation, api: ApiClient, target: Target): Promise<Expected> => {
  const at = PLACES[target === '-' ? 'own' : target];
  const { run, listed, key = 'id' } = RUN[operation];
  const { response, data } = await run(api, at);
  if (!listed || response.status !== 200) return response.status;
  const items = (data as { items: Record<string, unknown>[] }).items;
  return items.some((item) => item[key] === listed(at)) ? IN : OUT;
};

const isSuccess = (value: Expected) =>
  value === IN || value === OUT || (value >= 200 && value < 300);

describe('authorization matrix', () => {
  it('names every operation of the table, for every target', () => {
    for (const operation of OPERATIONS) {
      const targets = MATRIX.filter(([name]) => name === operation).map(([, target]) => target);
      expect(targets.length, operation).toBeGreaterThan(0);
      if (!targets.includes('-'))
        expect(targets.sort(), operation).toEqual(['away', 'own', 'rival']);
    }
  });

  it.each(ROLES.map((role, index) => [role, index] as const))(
    '%s: every operation on its own company, a rival in its zone and another zone answers as the table says',
    async (role, index) => {
      await buildWorld(h.db, h.passwordHash);
      const api = await h.client(role);
      const wrong: string[] = [];
      const leaks: string[] = [];
      for (const [operation, target, ...byRole] of MATRIX) {
        const expected = byRole[index]!;
        const actual = await outcome(operation, api, target);
        if (actual === expected) continue;
        const cell = `${operation} ${target}: expected ${expected}, got ${actual}`;
        wrong.push(cell);
        // A success where the table refuses, or a record listed that must stay out of sight.
        if ((isSuccess(actual) && !isSuccess(expected)) || (actual === IN && expected === OUT)) {
          leaks.push(cell);
        }
      }
      expect(leaks, `${role}: unexpected successes`).toEqual([]);
      expect(wrong, `${role}: cells that differ from the table`).toEqual([]);
    },
  );
});
