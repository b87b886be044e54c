import { modules } from '../nav-items';
import { ModulePlaceholderPage } from './module-placeholder-page';
import { paths } from '@/config/routes';

// Placeholder until the module's screen is built.
export default function TourListPage() {
  const module = modules.find((m) => m.labelKey === 'nav.routing')!;
  return <ModulePlaceholderPage module={module} kind="list" newPath={paths.main.routing.new} />;
}
