import {
  Building2,
  FileText,
  House,
  MessageSquareWarning,
  Route,
  ShieldCheck,
  Store,
  Warehouse,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/routes';
import type { Resource } from '@/lib/permissions';

export interface Module {
  to: string;
  labelKey:
    | 'nav.home'
    | 'nav.holders'
    | 'nav.routing'
    | 'nav.removalVouchers'
    | 'nav.relayDepots'
    | 'nav.subcontractors'
    | 'nav.roleManagement'
    | 'nav.complaints';
  icon: ReactNode;
  /** READ on this resource shows the module; none means everyone sees it. */
  resource?: Resource;
  /** READ on this one shows it too (drivers are managed with `driver`, other accounts `users`). */
  alsoResource?: Resource;
  end?: boolean;
}

const icon = { size: 18, strokeWidth: 1.75 } as const;

export const modules: Module[] = [
  { to: paths.main.root, labelKey: 'nav.home', icon: <House {...icon} />, end: true },
  {
    to: paths.main.holders.list,
    labelKey: 'nav.holders',
    icon: <Store {...icon} />,
    resource: 'holder',
  },
  {
    to: paths.main.routing.list,
    labelKey: 'nav.routing',
    icon: <Route {...icon} />,
    resource: 'tour',
  },
  {
    to: paths.main.removalVouchers.list,
    labelKey: 'nav.removalVouchers',
    icon: <FileText {...icon} />,
    resource: 'removalVoucher',
  },
  {
    to: paths.main.relayDepots.list,
    labelKey: 'nav.relayDepots',
    icon: <Warehouse {...icon} />,
    resource: 'relayDepot',
  },
  {
    to: paths.main.subcontractors.list,
    labelKey: 'nav.subcontractors',
    icon: <Building2 {...icon} />,
    resource: 'subcontractor',
  },
  {
    to: paths.main.roleManagement,
    labelKey: 'nav.roleManagement',
    icon: <ShieldCheck {...icon} />,
    resource: 'users',
    alsoResource: 'driver',
  },
  {
    to: paths.main.complaints,
    labelKey: 'nav.complaints',
    icon: <MessageSquareWarning {...icon} />,
    resource: 'complaint',
  },
];
