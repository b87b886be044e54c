import {
  getListHistoryMockHandler,
  getListRecordHistoryMockHandler,
} from '@generated/api/history/history.msw';
import type { HistoryEntry } from '@generated/model';
import { pageOf } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';

/**
 * Both history operations over `entries`: a record's history (its entries, newest first, paged)
 * and the History screen's list (the declared filters, newest first, paged). Each request is
 * kept in `requests`.
 */
export function historyHandlers(entries: HistoryEntry[], requests: URL[] = []) {
  return [
    getListRecordHistoryMockHandler(({ request, params }) => {
      const url = new URL(request.url);
      requests.push(url);
      const mine = entries
        .filter((e) => e.recordKind === params.recordKind && e.recordId === params.recordId)
        .sort((a, b) => b.at.localeCompare(a.at));
      return pageOf(mine, url.searchParams);
    }),
    getListHistoryMockHandler(({ request }) => {
      requests.push(new URL(request.url));
      return listPage(fakeLists.history, entries, request);
    }),
  ];
}
