import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, SearchX, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { notifySuccess } from '@/components/feedback/toaster';
import { PageHeader } from '@/components/layout/page-header';
import type { ApiError } from '@/lib/http-client';

/** The words of a detail screen, from the feature's catalogue. */
interface DetailTexts {
  /** The module's name: the list's crumb. */
  list: string;
  notFoundTitle: string;
  notFoundMessage: string;
  loadError: string;
  loading?: string;
}

interface EditProps<T> {
  record: T;
  /** Says "saved" and goes back to the read-only view. */
  saved: () => void;
  /** Back to the read-only view. */
  done: () => void;
  /** Loads the latest version (after a 412). */
  reload: () => Promise<T | undefined>;
}

interface RecordDetailProps<T> {
  query: Pick<UseQueryResult<T, ApiError>, 'data' | 'error' | 'refetch'>;
  mayRead: boolean;
  /** Offers "Edit" (with `edit`), hidden while editing. */
  mayUpdate?: boolean;
  /** The list's path: the first crumb, and the way back from a record that is not found. */
  list: string;
  texts: DetailTexts;
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
  edit?: (props: EditProps<T>) => ReactNode;
}

/**
 * One record's screen: "no access" without READ, "not found" with the way back to the list, a
 * load error with a retry, a skeleton while loading (no header: a heading on screen means the
 * record is there), then the header with its crumbs and the record, read-only first and edited
 * in place after "Edit" by those who may update.
 */
export function RecordDetail<T>(props: RecordDetailProps<T>) {
  const { query, texts, list, title, edit } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);

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
      {editing && edit
        ? edit({
            record,
            saved: () => {
              notifySuccess(t('toast.saved'));
              setEditing(false);
            },
            done: () => setEditing(false),
            reload: async () => (await query.refetch()).data,
          })
        : props.children(record)}
    </>
  );
}
