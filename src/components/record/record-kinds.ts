import { createContext, useContext } from 'react';
import type { HistoryRecordKind } from '@generated/model';
import type { Namespace } from '@/lib/i18n/namespaces';
import type { ValueWriters } from './change-words';

/** How a kind of record's changes are worded: its feature's namespace and number writers. */
export interface RecordKindWords {
  ns: Namespace;
  writers?: ValueWriters;
}

export type RecordKinds = Record<HistoryRecordKind, RecordKindWords>;

/**
 * Each record kind's words, for a screen that shows the changes of every kind (the History
 * screen): the app composes it from the features, which never import each other. Without it
 * the changes are worded by the common words alone.
 */
export const RecordKindsContext = createContext<Partial<RecordKinds>>({});

export const useRecordKinds = () => useContext(RecordKindsContext);
