import { Hono } from 'hono';
import {
  GetOriginRegisterPdfQueryParams,
  GetOriginRegisterQueryParams,
} from '@generated/zod/origin-register/origin-register.zod';
import type { Deps } from '@server/deps';
import type { AppEnv } from '@server/http/context';
import { readList } from '../handlers';
import { registerPdf } from './pdf';
import { checkPeriod, originRegister, registerDocument, seedOf } from './register';

/**
 * The auditor's exports of a period (declaration READ, the caller's area): the register page by
 * page with its sample, and either as a PDF.
 */
export const originRegisterRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const { principal, q } = readList(c, 'declaration', GetOriginRegisterQueryParams);
      checkPeriod(q);
      const paging = { page: q.page ?? 1, limit: q.limit ?? 10 };
      return c.json(await originRegister(db, principal, q, seedOf(q.seed), paging), 200);
    })
    .get('/pdf', async (c) => {
      const { principal, q } = readList(c, 'declaration', GetOriginRegisterPdfQueryParams);
      checkPeriod(q);
      const seed = seedOf(q.seed);
      const sample = q.part === 'sample';
      const register = await registerDocument(db, principal, q, seed, q.part);
      const pdf = await registerPdf(register, {
        lang: c.get('lang'),
        organisation: config.organisationName,
        sample,
      });
      const name = `${sample ? 'echantillon' : 'registre'}-${q.from}-${q.to}-${seed}.pdf`;
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Register-Seed': String(seed),
      });
    });
