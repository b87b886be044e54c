import { modules } from '../nav-items';
import { ModulePlaceholderPage } from './module-placeholder-page';

// Placeholder until the module's screen is built.
export default function UserListPage() {
  const module = modules.find((m) => m.labelKey === 'nav.roleManagement')!;
  return <ModulePlaceholderPage module={module} kind="list" />;
}
