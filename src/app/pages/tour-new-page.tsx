import { modules } from '../nav-items';
import { ModulePlaceholderPage } from './module-placeholder-page';

// Placeholder until the module's screen is built.
export default function TourNewPage() {
  const module = modules.find((m) => m.labelKey === 'nav.routing')!;
  return <ModulePlaceholderPage module={module} kind="new" />;
}
