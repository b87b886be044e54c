import type { Resource } from '@/lib/access/policy';
import type { NamespaceWith } from '@/lib/i18n/namespaces';
import { paths } from './routes';

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

/** A module: its namespace (the list's words), its resource (the rights) and its paths. */
export interface Module {
  ns: ListNamespace;
  resource: Resource;
  paths: ModulePaths;
}

/**
 * Every module of the menu, named as its menu entry (`nav.<key>`) and its paths
 * (`paths.main.<key>`): its list's declaration (`defineList`) and the menu read them.
 */
export const modules = {
  holders: { ns: 'holders', resource: 'holder', paths: paths.main.holders },
  routing: { ns: 'tours', resource: 'tour', paths: paths.main.routing },
  removalVouchers: {
    ns: 'removalVouchers',
    resource: 'removalVoucher',
    // The pickups are recorded by the collectors' devices: there is no create screen.
    paths: { list: paths.main.removalVouchers.list, detail: paths.main.removalVouchers.detail },
  },
  relayDepots: { ns: 'relayDepots', resource: 'relayDepot', paths: paths.main.relayDepots },
  subcontractors: {
    ns: 'subcontractors',
    resource: 'subcontractor',
    paths: paths.main.subcontractors,
  },
  // Accounts and complaints open in a drawer over their list.
  roleManagement: { ns: 'users', resource: 'users', paths: { list: paths.main.roleManagement } },
  complaints: { ns: 'complaints', resource: 'complaint', paths: { list: paths.main.complaints } },
} as const satisfies Record<string, Module>;

export type ModuleKey = keyof typeof modules;
