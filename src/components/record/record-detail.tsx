import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, SearchX, TriangleAlert } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import type { ApiError } from '@/lib/http-client';
import type { NamespaceWith } from '@/lib/i18n/namespaces';
import { useCan, type Resource } from '@/lib/permissions';
import { RecordHistory, type RecordHistoryProps } from './record-history';

/** What a detail screen reads of its module's list declaration (`defineList`). */
interface RecordModule {
  ns: DetailNamespace;
  /** READ gates the call (and the screen), UPDATE offers "Edit". */
  resource: Resource;
  /** The list: the first crumb, and the way back from a record that is not found. */
  paths: { list: string };
}

/** A generated get-one hook. */
type UseGet<T> = (
  id: string,
  options: { query: { enabled: boolean } },
) => UseQueryResult<T, ApiError>;

/**
 * One record of a module for its detail screen, fetched only with READ, and the caller's rights
 * on it: spread into `RecordDetail`. The generated hooks are generic, so the record's type is
 * named: `useRecord<Holder>(holderList, useGetHolder, id)`.
 */
export function useRecord<T>(module: RecordModule, useGet: UseGet<T>, id: string) {
  const mayRead = useCan(module.resource, 'READ');
  const query = useGet(id, { query: { enabled: mayRead } });
  return {
    query,
    mayRead,
    mayUpdate: useCan(module.resource, 'UPDATE'),
    ns: module.ns,
    list: module.paths.list,
  };
}

/** The namespaces with a detail screen's words: `title` and `detail`. */
type DetailNamespace = NamespaceWith<{ title: string; detail: object }>;

/** The words of a detail screen: the feature's `detail.*` entries, and its `title` for the list. */
interface DetailTexts {
  /** The module's name: the list's crumb. */
  list: string;
  notFoundTitle: string;
  notFoundMessage: string;
  loadError: string;
  loading?: string;
}

/** What the record's form in place is handed, named as the record forms name it. */
interface EditProps<T> {
  /** Says "saved" and goes back to the read-only view. */
  onSaved: () => void;
  /** Back to the read-only view. */
  onCancel: () => void;
  /** Loads the latest version (after a 412). */
  onReload: () => Promise<T | undefined>;
}

interface RecordDetailProps<T> {
  query: Pick<UseQueryResult<T, ApiError>, 'data' | 'error' | 'refetch'>;
  mayRead: boolean;
  /** Offers "Edit" (with `edit`), hidden while editing. */
  mayUpdate?: boolean;
  /** The list's path: the first crumb, and the way back from a record that is not found. */
  list: string;
  /** The feature's namespace: its `title` and `detail.*` words. */
  ns: DetailNamespace;
  /** Words of the feature's own, in place of those of `ns`. */
  texts?: Partial<DetailTexts>;
  notFoundIcon?: ReactNode;
  title: (record: T) => string;
  /** The last crumb; the title by default. */
  crumb?: (record: T) => string;
  /** Beside the header's "Edit" (a status). */
  actions?: (record: T) => ReactNode;
  /** A line under the header (when it was last changed). */
  note?: (record: T) => string;
  /** The record, read-only. */
  children: (record: T) => ReactNode;
  /** The record's form in place of `children`. */
  edit?: (record: T, props: EditProps<T>) => ReactNode;
  /** Its History card under the read-only view: the record's kind, and its own field writers. */
  history?: Pick<RecordHistoryProps, 'recordKind' | 'writers'>;
}

/**
 * One record's screen: "no access" without READ, "not found" with the way back to the list, a
 * load error with a retry, a skeleton while loading (no header: a heading on screen means the
 * record is there), then the header with its crumbs and the record, read-only first and edited
 * in place after "Edit" by those who may update.
 */
export function RecordDetail<T extends { id: string }>(props: RecordDetailProps<T>) {
  const { query, list, title, edit, ns } = props;
  // Common words first; the feature's namespace loaded with them.
  const { t } = useTranslation(['common', ns]);
  const [editing, setEditing] = useState(false);
  // A catalogue naming some of them otherwise has them in `texts`.
  const texts = {
    ...t('detail', { ns, returnObjects: true }),
    list: t('title', { ns }),
    ...props.texts,
  } as DetailTexts;

  if (!props.mayRead) return <Denied />;
  if (query.error) {
    const missing = query.error.status === 404;
    return (
      <StatusPage
        icon={missing ? (props.notFoundIcon ?? <SearchX />) : <TriangleAlert />}
        title={missing ? texts.notFoundTitle : texts.loadError}
        description={missing ? texts.notFoundMessage : query.error.message}
      >
        {missing ? (
          <Button asChild variant="outline" colorPalette="brand">
            <Link to={list}>{t('actions.backToList')}</Link>
          </Button>
        ) : (
          <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        )}
      </StatusPage>
    );
  }

  const record = query.data;
  if (record === undefined) {
    return (
      <Stack gap="5" role="status" aria-busy="true" aria-label={texts.loading}>
        <Skeleton height="8" width="60%" />
        <Skeleton height="40" rounded="lg" />
        <Skeleton height="32" rounded="lg" />
      </Stack>
    );
  }
  return (
    <>
      <PageHeader
        title={title(record)}
        crumbs={[{ label: texts.list, to: list }, { label: (props.crumb ?? title)(record) }]}
        actions={
          <>
            {props.actions?.(record)}
            {edit && props.mayUpdate && !editing && (
              <Button colorPalette="brand" size="sm" onClick={() => setEditing(true)}>
                <Pencil size={16} aria-hidden /> {t('actions.edit')}
              </Button>
            )}
          </>
        }
      />
      {props.note && (
        <Text fontSize="sm" color="fg.muted" mt="-4" mb="5">
          {props.note(record)}
        </Text>
      )}
      {editing && edit ? (
        // A form whose code is loaded on "Edit" shows a placeholder until it is there.
        <Suspense
          fallback={
            <Skeleton
              height="64"
              rounded="lg"
              role="status"
              aria-busy="true"
              aria-label={texts.loading}
            />
          }
        >
          {edit(record, {
            onSaved: () => {
              notifySuccess(t('toast.saved'));
              setEditing(false);
            },
            onCancel: () => setEditing(false),
            onReload: async () => (await query.refetch()).data,
          })}
        </Suspense>
      ) : (
        props.children(record)
      )}
      {props.history && !editing && (
        <Box mt="5">
          <RecordHistory
            // A change (a decision) writes an entry: the card reads its history again.
            key={(record as { updatedAt?: string }).updatedAt}
            recordId={record.id}
            ns={ns}
            {...props.history}
          />
        </Box>
      )}
    </>
  );
}
