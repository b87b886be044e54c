import { getListRecordHistoryMockHandler } from '@generated/api/history/history.msw';
import * as tagMocks from '@generated/api/index.msw';
import { metaOf } from './kit';

/**
 * Every operation of the contract, answered with faker data; but a record's history, which is
 * empty unless a story or test gives one (faker's changes would read as nonsense under the
 * record they are said to be of).
 */
export const handlers = [
  getListRecordHistoryMockHandler({ items: [], meta: metaOf(1, 10, 0) }),
  ...Object.values(tagMocks).flatMap((getTagMocks) => getTagMocks()),
];
