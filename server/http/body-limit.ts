import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import type { ApiError } from './errors';

/**
 * Refuses a body over `maxSize` bytes with `refusal`, and closes the connection after that
 * answer (`Connection: close`). The refused body is left unread on the connection: kept alive,
 * the client's next request there would wait behind it until the server gave up and dropped
 * the socket.
 */
export const bodySizeLimit = (
  maxSize: number,
  refusal: () => ApiError,
): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      throw refusal();
    },
  });
