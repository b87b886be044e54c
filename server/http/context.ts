import type { Context } from 'hono';
import type { Principal } from '../permissions/policy';
import { unauthorized } from './errors';
import type { Lang } from './i18n';

export interface AppEnv {
  Variables: {
    lang: Lang;
    principal: Principal | null;
    /** From the client's X-Request-Id when sane, else made here; on every log line of the request. */
    requestId: string;
    /** The client's address (IPv4 or IPv6) for the history; null when unknown. */
    address: string | null;
  };
}

export type AppContext = Context<AppEnv>;

export const requirePrincipal = (c: AppContext): Principal => {
  const principal = c.get('principal');
  if (!principal) throw unauthorized();
  return principal;
};
