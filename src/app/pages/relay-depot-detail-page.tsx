import { modules } from '../nav-items';
import { ModulePlaceholderPage } from './module-placeholder-page';

const module = modules.find((m) => m.labelKey === 'nav.relayDepots')!;

// Placeholder until the module's screen is built.
export default function Page() {
  return <ModulePlaceholderPage module={module} kind="detail" />;
}
