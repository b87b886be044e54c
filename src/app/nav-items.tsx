import {
  Building2,
  FileText,
  House,
  MessageSquareWarning,
  Route,
  ShieldCheck,
  Store,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { modules, type ModuleKey } from '@/config/modules';
import { paths } from '@/config/routes';
import type { Resource } from '@/lib/permissions';

export interface NavItem {
  to: string;
  labelKey: 'nav.home' | `nav.${ModuleKey}`;
  icon: ReactNode;
  /** READ on this resource shows the item; none means everyone sees it. */
  resource?: Resource;
  /** READ on this one shows it too (drivers are managed with `driver`, other accounts `users`). */
  alsoResource?: Resource;
  end?: boolean;
}

const icon = { size: 18, strokeWidth: 1.75 } as const;

/** A module's item: its list, its name, the resource whose READ shows it. */
const item = (key: ModuleKey, Icon: LucideIcon, alsoResource?: Resource): NavItem => ({
  to: modules[key].paths.list,
  labelKey: `nav.${key}`,
  icon: <Icon {...icon} />,
  resource: modules[key].resource,
  alsoResource,
});

export const navItems: NavItem[] = [
  { to: paths.main.root, labelKey: 'nav.home', icon: <House {...icon} />, end: true },
  item('holders', Store),
  item('routing', Route),
  item('removalVouchers', FileText),
  item('relayDepots', Warehouse),
  item('subcontractors', Building2),
  item('roleManagement', ShieldCheck, 'driver'),
  item('complaints', MessageSquareWarning),
];
