import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';

interface RecordNewScreenProps<T extends { id: string }> {
  /** READ and CREATE: "no access" otherwise. */
  allowed: boolean;
  title: string;
  /** The module's name: the first crumb. */
  listTitle: string;
  /** Said once created; none when the save says it itself. */
  created?: string;
  /** The module's routes: back to the list on cancel, to the new record's detail once saved. */
  routes: { list: string; detail: (id: string) => string };
  /** The form, empty. */
  children: (props: { onSaved: (record: T) => void; onCancel: () => void }) => ReactNode;
}

/** Creating a record: its header with the crumbs back to the list, its form, then its detail. */
export function RecordNewScreen<T extends { id: string }>(props: RecordNewScreenProps<T>) {
  const { routes, created } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!props.allowed) return <Denied />;
  return (
    <>
      <PageHeader
        title={props.title}
        crumbs={[{ label: props.listTitle, to: routes.list }, { label: t('pages.new') }]}
      />
      {props.children({
        onSaved: (record) => {
          if (created) notifySuccess(created);
          void navigate(routes.detail(record.id));
        },
        onCancel: () => void navigate(routes.list),
      })}
    </>
  );
}
