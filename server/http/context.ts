import type { Context } from 'hono';
import type { Principal } from '../permissions/policy';
import { unauthorized } from './errors';
import type { Lang } from './i18n';

export interface AppEnv {
  Variables: {
    lang: Lang;
    principal: Principal | null;
  };
}

export type AppContext = Context<AppEnv>;

export const requirePrincipal = (c: AppContext): Principal => {
  const principal = c.get('principal');
  if (!principal) throw unauthorized();
  return principal;
};
