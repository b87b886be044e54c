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
  };
}

export type AppContext = Context<AppEnv>;

export const requirePrincipal = (c: AppContext): Principal => {
  const principal = c.get('principal');
  if (!principal) throw unauthorized();
  return principal;
};
