import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { notifySuccess, notifyWarning } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import type { NamespaceWith } from '@/lib/i18n/namespaces';
import { useCan, type Resource, type Rule } from '@/lib/permissions';

/** The namespaces with a new page's words: `newTitle`, `title` and `form.created`. */
type NewNamespace = NamespaceWith<{ newTitle: string; title: string; form: { created: string } }>;

/** What a new page reads of its module's list declaration (`defineList`). */
interface RecordModule {
  /** READ and CREATE on it: "no access" otherwise. */
  resource: Resource;
  /** In place of CREATE, when creating needs more. */
  mayCreate?: Rule;
  /** The feature's namespace: `newTitle`, `title` (the first crumb) and `form.created`. */
  ns: NewNamespace;
  /** Back to the list on cancel, to the new record's detail once saved. */
  paths: { list: string; detail: (id: string) => string };
}

/** A record whose create made an account says whether the account's password went out. */
interface Created {
  id: string;
  temporaryPasswordSent?: boolean;
}

interface RecordNewScreenProps<T extends Created> {
  module: RecordModule;
  /** The form, empty. */
  children: (props: { onSaved: (record: T) => void; onCancel: () => void }) => ReactNode;
}

/** Creating a record: its header with the crumbs back to the list, its form, then its detail. */
export function RecordNewScreen<T extends Created>(props: RecordNewScreenProps<T>) {
  const { paths, ns, resource } = props.module;
  // Common words first; the feature's namespace loaded with them.
  const { t } = useTranslation(['common', ns]);
  const navigate = useNavigate();
  const mayRead = useCan(resource, 'READ');
  const mayCreate = useCan(resource, 'CREATE', props.module.mayCreate);
  if (!mayRead || !mayCreate) return <Denied />;
  return (
    <>
      <PageHeader
        title={t('newTitle', { ns })}
        crumbs={[{ label: t('title', { ns }), to: paths.list }, { label: t('pages.new') }]}
      />
      {props.children({
        onSaved: (record) => {
          if (record.temporaryPasswordSent === false) {
            notifyWarning(t('toast.temporaryPasswordNotSent'));
          } else notifySuccess(t('form.created', { ns }));
          void navigate(paths.detail(record.id));
        },
        onCancel: () => void navigate(paths.list),
      })}
    </>
  );
}
