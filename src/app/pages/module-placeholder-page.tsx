import { Button } from '@chakra-ui/react';
import { Construction, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { PageHeader } from '@/components/layout/page-header';
import { useCan } from '@/lib/permissions';
import type { Module } from '../nav-items';

interface ModulePlaceholderPageProps {
  module: Module;
  kind: 'list' | 'new' | 'detail';
  newPath?: string;
}

/** Stands in for a module's screens until the module is built; already guarded by READ. */
export function ModulePlaceholderPage({ module, kind, newPath }: ModulePlaceholderPageProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const mayRead = useCan(module.resource ?? 'holder', 'READ');
  const mayCreate = useCan(module.resource ?? 'holder', 'CREATE');
  const moduleLabel = t(module.labelKey);
  if (module.resource && !mayRead) return <Denied />;
  if (kind === 'new' && module.resource && !mayCreate) return <Denied />;

  const title = kind === 'list' ? moduleLabel : kind === 'new' ? t('pages.new') : (id ?? '');
  const crumbs =
    kind === 'list'
      ? [{ label: moduleLabel }]
      : [
          { label: moduleLabel, to: module.to },
          { label: kind === 'new' ? t('pages.new') : t('pages.detail') },
        ];

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        actions={
          kind === 'list' &&
          newPath &&
          mayCreate && (
            <Button asChild colorPalette="brand" size="sm">
              <Link to={newPath}>
                <Plus size={16} aria-hidden /> {t('actions.new')}
              </Link>
            </Button>
          )
        }
      />
      <StatusPage
        icon={<Construction />}
        title={moduleLabel}
        description={t('pages.comingSoon')}
        headingLevel="h2"
      />
    </>
  );
}
