import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Denied } from '@/components/feedback/denied';
import { PageHeader } from '@/components/layout/page-header';

interface RecordNewScreenProps {
  /** READ and CREATE: "no access" otherwise. */
  allowed: boolean;
  title: string;
  /** The module's name and its list's path: the first crumb. */
  listTitle: string;
  list: string;
  /** The form, empty. */
  children: ReactNode;
}

/** Creating a record: its header with the crumbs back to the list, then its form. */
export function RecordNewScreen({
  allowed,
  title,
  listTitle,
  list,
  children,
}: RecordNewScreenProps) {
  const { t } = useTranslation();
  if (!allowed) return <Denied />;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: listTitle, to: list }, { label: t('pages.new') }]}
      />
      {children}
    </>
  );
}
