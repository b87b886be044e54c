import type { ComponentType } from 'react';
import { modules, type ModuleKey } from '@/config/modules';
import type { Namespace } from '@/lib/i18n/namespaces';

/** A screen's code, loaded when its route is visited, with the catalogues beyond its module's. */
export interface Screen<P = object> {
  load: () => Promise<ComponentType<P>>;
  namespaces?: Namespace[];
}

/** A module's screens as the router reads them. */
export interface ModuleScreens {
  list: Screen;
  new?: Screen;
  detail?: Screen<{ id: string }>;
}

/** The screens a module's paths call for: a new page and a record page only where it has them. */
type ScreensOf<P> = { list: Screen } & (P extends { new: string } ? { new: Screen } : unknown) &
  (P extends { detail: unknown } ? { detail: Screen<{ id: string }> } : unknown);

/**
 * The screens of every module of `config/modules.ts`, each loaded on its first visit (its own
 * chunk). A module added there, or given a new page or record page, does not compile until its
 * screens are here.
 */
export const moduleScreens: { [K in ModuleKey]: ScreensOf<(typeof modules)[K]['paths']> } = {
  holders: {
    list: {
      load: () =>
        import('@/features/holders/components/holder-list-screen').then((m) => m.HolderListScreen),
    },
    new: {
      load: () =>
        import('@/features/holders/components/holder-new-screen').then((m) => m.HolderNewScreen),
    },
    detail: {
      load: () => import('./holder-detail').then((m) => m.HolderDetail),
      namespaces: ['removalVouchers', 'tours'],
    },
  },
  tours: {
    list: {
      load: () =>
        import('@/features/tours/components/tour-list-screen').then((m) => m.TourListScreen),
    },
    new: {
      load: () =>
        import('@/features/tours/components/tour-new-screen').then((m) => m.TourNewScreen),
    },
    detail: {
      load: () =>
        import('@/features/tours/components/tour-detail-screen').then((m) => m.TourDetailScreen),
    },
  },
  removalVouchers: {
    list: {
      load: () =>
        import('@/features/removal-vouchers/components/removal-voucher-list-screen').then(
          (m) => m.RemovalVoucherListScreen,
        ),
    },
    detail: {
      load: () =>
        import('@/features/removal-vouchers/components/removal-voucher-detail-screen').then(
          (m) => m.RemovalVoucherDetailScreen,
        ),
    },
  },
  relayDepots: {
    list: {
      load: () =>
        import('@/features/relay-depots/components/relay-depot-list-screen').then(
          (m) => m.RelayDepotListScreen,
        ),
    },
    new: {
      load: () =>
        import('@/features/relay-depots/components/relay-depot-new-screen').then(
          (m) => m.RelayDepotNewScreen,
        ),
    },
    detail: {
      load: () => import('./relay-depot-detail').then((m) => m.RelayDepotDetail),
      namespaces: ['stock'],
    },
  },
  subcontractors: {
    list: {
      load: () =>
        import('@/features/subcontractors/components/subcontractor-list-screen').then(
          (m) => m.SubcontractorListScreen,
        ),
    },
    new: {
      load: () =>
        import('@/features/subcontractors/components/subcontractor-new-screen').then(
          (m) => m.SubcontractorNewScreen,
        ),
    },
    detail: {
      load: () =>
        import('@/features/subcontractors/components/subcontractor-detail-screen').then(
          (m) => m.SubcontractorDetailScreen,
        ),
    },
  },
  shipments: {
    list: {
      load: () =>
        import('@/features/shipments/components/shipment-list-screen').then(
          (m) => m.ShipmentListScreen,
        ),
    },
    new: {
      load: () =>
        import('@/features/shipments/components/shipment-new-screen').then(
          (m) => m.ShipmentNewScreen,
        ),
    },
    detail: {
      load: () =>
        import('@/features/shipments/components/shipment-detail-screen').then(
          (m) => m.ShipmentDetailScreen,
        ),
    },
  },
  buyers: {
    list: {
      load: () =>
        import('@/features/buyers/components/buyer-list-screen').then((m) => m.BuyerListScreen),
    },
    new: {
      load: () =>
        import('@/features/buyers/components/buyer-new-screen').then((m) => m.BuyerNewScreen),
    },
    detail: {
      load: () =>
        import('@/features/buyers/components/buyer-detail-screen').then((m) => m.BuyerDetailScreen),
    },
  },
  users: {
    list: {
      load: () =>
        import('@/features/users/components/user-list-screen').then((m) => m.UserListScreen),
    },
  },
  complaints: {
    list: {
      load: () =>
        import('@/features/complaints/components/complaint-list-screen').then(
          (m) => m.ComplaintListScreen,
        ),
    },
  },
  originRegister: {
    list: {
      load: () =>
        import('@/features/origin-register/components/origin-register-screen').then(
          (m) => m.OriginRegisterScreen,
        ),
    },
  },
  massBalance: {
    list: {
      load: () =>
        import('@/features/stock/components/mass-balance-screen').then((m) => m.MassBalanceScreen),
    },
  },
  history: {
    list: {
      load: () => import('./history').then((m) => m.History),
      // Each record's changes are named in its feature's words.
      namespaces: [
        'holders',
        'relayDepots',
        'subcontractors',
        'tours',
        'removalVouchers',
        'users',
        'complaints',
        'areas',
        'buyers',
        'shipments',
      ],
    },
  },
};
