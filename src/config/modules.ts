import {
  Building2,
  ClipboardCheck,
  Factory,
  FileText,
  History,
  MessageSquareWarning,
  Route,
  Scale,
  ShieldCheck,
  Store,
  Truck,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { Resource } from '@/lib/access/policy';
import type { NamespaceWith } from '@/lib/i18n/namespaces';

/** The namespaces of the lists: each has the list's `title`, `caption` and `exportFileName`. */
export type ListNamespace = NamespaceWith<{
  title: string;
  caption: string;
  exportFileName: string;
}>;

/**
 * Where a module's screens are: its list, its new page (none when it creates nothing) and a
 * record's page (none when its records open in a drawer over the list).
 */
export interface ModulePaths {
  list: string;
  new?: string;
  detail?: (id: string) => string;
}

/** A module: its namespace (the list's words), its resource (the rights), its paths and icon. */
export interface Module {
  ns: ListNamespace;
  resource: Resource;
  /** READ on this one shows its menu entry too (drivers are managed with `driver`). */
  alsoResource?: Resource;
  paths: ModulePaths;
  icon: LucideIcon;
}

/** A module whose records have their own pages: `/main/<segment>/`, `new` and `<id>`. */
const recordPaths = <S extends string>(segment: S) =>
  ({
    list: `/main/${segment}/`,
    new: `/main/${segment}/new`,
    detail: (id: string) => `/main/${segment}/${id}`,
  }) as const;

/**
 * Every module of the menu, in the menu's order, declared once: its menu entry (`nav.<key>`),
 * its paths (`paths.main.<key>`), its list's words and rights. The menu, the router
 * (`src/app/modules.tsx` gives each its screens, and the compiler asks for them) and the lists'
 * declarations (`lists.ts`) read it.
 */
export const modules = {
  holders: { ns: 'holders', resource: 'holder', icon: Store, paths: recordPaths('holders') },
  // The specification's URL is /main/routing/; everything else calls them tours.
  tours: { ns: 'tours', resource: 'tour', icon: Route, paths: recordPaths('routing') },
  removalVouchers: {
    ns: 'removalVouchers',
    resource: 'removalVoucher',
    icon: FileText,
    // The pickups are recorded by the collectors' devices: there is no create screen.
    paths: (({ list, detail }) => ({ list, detail }))(recordPaths('removal-vouchers')),
  },
  relayDepots: {
    ns: 'relayDepots',
    resource: 'relayDepot',
    icon: Warehouse,
    paths: recordPaths('relay-depots'),
  },
  subcontractors: {
    ns: 'subcontractors',
    resource: 'subcontractor',
    icon: Building2,
    paths: recordPaths('subcontractors'),
  },
  // Extension: the oil's buyers and the shipments out of the depots (docs/decisions/0024).
  shipments: {
    ns: 'shipments',
    resource: 'shipment',
    icon: Truck,
    paths: recordPaths('shipments'),
  },
  buyers: { ns: 'buyers', resource: 'buyer', icon: Factory, paths: recordPaths('buyers') },
  // Accounts (users) and complaints open in a drawer over their list. The specification's menu
  // entry for accounts is "role management", and so is its URL.
  users: {
    ns: 'users',
    resource: 'users',
    alsoResource: 'driver',
    icon: ShieldCheck,
    paths: { list: '/main/role-management/' },
  },
  complaints: {
    ns: 'complaints',
    resource: 'complaint',
    icon: MessageSquareWarning,
    paths: { list: '/main/complaints' },
  },
  // Extension: the auditor's exports of an ISCC audit, one screen (no record of its own).
  originRegister: {
    ns: 'originRegister',
    resource: 'declaration',
    icon: ClipboardCheck,
    paths: { list: '/main/origin-register' },
  },
  // Extension: the mass balance of a period, its exports and closing (issue 27).
  massBalance: {
    ns: 'stock',
    resource: 'stock',
    icon: Scale,
    paths: { list: '/main/mass-balance' },
  },
  // Every change of every record: who, when, what (each record's own page shows its own).
  history: {
    ns: 'history',
    resource: 'history',
    icon: History,
    paths: { list: '/main/history/' },
  },
} as const satisfies Record<string, Module>;

export type ModuleKey = keyof typeof modules;

/** The modules in the menu's order, with their keys. */
export const moduleEntries = Object.entries(modules) as {
  [K in ModuleKey]: [K, (typeof modules)[K]];
}[ModuleKey][];
