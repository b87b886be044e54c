import * as tagMocks from '@generated/api/index.msw';

/** Every operation of the contract, answered with faker data. */
export const handlers = Object.values(tagMocks).flatMap((getTagMocks) => getTagMocks());
