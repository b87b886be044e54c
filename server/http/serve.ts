import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';

/** A request's bindings: Node's, and whether the server was draining when it arrived. */
export interface ServerBindings extends HttpBindings {
  draining: boolean;
}

export interface DrainingServer {
  server: ReturnType<typeof serve>;
  /**
   * Drains: stops accepting connections, answers the requests already received with
   * `Connection: close`, and resolves once every request handler has finished, those whose
   * client hung up included (they still use the database). Close the database after it.
   */
  stop: () => Promise<void>;
}

/** True when the request arrived while its server was draining (GET /readyz answers 503). */
export const arrivedDraining = (env: unknown) =>
  (env as Partial<ServerBindings> | undefined)?.draining === true;

/**
 * The app over HTTP on Node, with a `stop()` that lets requests in flight finish first. The
 * app's bindings say when the server is draining (`ServerBindings`).
 */
export const serveDraining = (
  options: { fetch: (request: Request, env: ServerBindings) => Response | Promise<Response> },
  address: { port: number; hostname: string },
  listening?: (info: AddressInfo) => void,
): DrainingServer => {
  let running = 0;
  let stopping = false;
  let drained: (() => void) | undefined;
  const server = serve(
    {
      ...address,
      fetch: async (request, env) => {
        running += 1;
        const { outgoing } = env as HttpBindings;
        try {
          return await options.fetch(request, { ...(env as HttpBindings), draining: stopping });
        } finally {
          running -= 1;
          // The client reconnects (to another instance) rather than reuse this connection.
          if (stopping && !outgoing.headersSent) outgoing.setHeader('Connection', 'close');
          if (running === 0) drained?.();
        }
      },
    },
    listening,
  );
  const stop = () => {
    stopping = true;
    // No new connections; idle keep-alive ones close now, busy ones after their answer.
    server.close();
    return running === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          drained = resolve;
        });
  };
  return { server, stop };
};
