import { count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateUserBody,
  CreateUserHeader,
  DeleteUserParams,
  GetUserParams,
  ListUsersQueryParams,
  UpdateUserBody,
  UpdateUserHeader,
  UpdateUserParams,
} from '@generated/zod/users/users.zod';
import { revokeSessions } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { offsetOf, pageMeta, sortBy, type Paging } from '../../db/paging';
import { permissions, users } from '../../db/schema';
import { contains } from '../../db/search';
import { nextVersion } from '../../db/versioning';
import type { Deps } from '../../deps';
import { requirePrincipal, type AppEnv } from '../../http/context';
import { forbidden, notFound, ruleViolation } from '../../http/errors';
import { createOnce } from '../../http/idempotency';
import { readHeaders, readJson, readParams, readQuery } from '../../http/validation';
import { checkIfMatch, setEtag } from '../../http/versions';
import {
  accountReach,
  isUnscoped,
  mayCreateAccount,
  mayDeleteAccount,
  mayUpdateAccount,
  type Action,
  type Principal,
  type Role,
} from '../../permissions/policy';
import { allOf, companyAccountScope, userScope } from '../../permissions/scope';
import { createAccount, prepareAccount, sendWelcome } from './accounts';
import { driverCompany } from './company';
import { contactTaken, resolveContact } from './contact';
import { grantable } from './grants';
import { serializeUser, userQuery } from './serialize';

const SORTABLE = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

/**
 * A caller with `users` sees every account of their area; with `driver` only, the drivers. A
 * company account (SUBCONTRACTOR, DRIVER) sees the drivers of its own company only, whatever it
 * holds: the other companies of a shared zone are competitors.
 */
const visible = (principal: Principal, action: Action): SQL | undefined => {
  const reach = accountReach(principal, action);
  if (reach === 'none') throw forbidden();
  return allOf(
    isNull(users.deletedAt),
    userScope(principal, users.id),
    reach === 'all' ? undefined : eq(users.role, 'DRIVER'),
    companyAccountScope(principal, { role: users.role, subcontractorId: users.subcontractorId }),
  );
};

/** Only a DRIVER account belongs to a company. */
const companyOfNew = async (
  tx: Db,
  principal: Principal,
  body: { role: Role; subcontractorId?: string },
) => {
  if (body.role === 'DRIVER') return driverCompany(tx, principal, body.subcontractorId);
  if (body.subcontractorId !== undefined) throw ruleViolation(['subcontractorId'], 'driverOnly');
  return null;
};

const listPage = async (
  db: Db,
  where: SQL | undefined,
  paging: Paging & { sortField?: keyof typeof SORTABLE },
) => {
  const [rows, [total]] = await Promise.all([
    userQuery(db)
      .where(where)
      .orderBy(...sortBy(SORTABLE[paging.sortField ?? 'lastName'], paging.sortOrder, users.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items: rows.map(serializeUser), meta: pageMeta(paging, total?.value ?? 0) };
};

export const userRoutes = (deps: Deps) => {
  const { db } = deps;
  const findVisible = async (tx: Db, principal: Principal, id: string, action: Action) => {
    const [row] = await userQuery(tx).where(allOf(eq(users.id, id), visible(principal, action)));
    return row ?? null;
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const principal = requirePrincipal(c);
      const q = readQuery(c, ListUsersQueryParams, c.get('lang'));
      const where = allOf(
        visible(principal, 'READ'),
        q.query ? contains(users.search, q.query) : undefined,
        q.role ? eq(users.role, q.role) : undefined,
        q.status ? eq(users.status, q.status) : undefined,
      );
      return c.json(await listPage(db, where, q), 200);
    })
    .get('/:id', async (c) => {
      const principal = requirePrincipal(c);
      const { id } = readParams(c, GetUserParams);
      const row = await findVisible(db, principal, id, 'READ');
      if (!row) throw notFound();
      setEtag(c, row.user.updatedAt);
      return c.json(serializeUser(row), 200);
    })
    .post('/', async (c) => {
      const principal = requirePrincipal(c);
      const lang = c.get('lang');
      const headers = readHeaders(c, CreateUserHeader, lang);
      const body = await readJson(c, CreateUserBody, lang);
      if (!mayCreateAccount(principal, body.role)) throw forbidden();
      // A scoped caller cannot create an account outside every area (it would be out of reach).
      if (!body.permissions && !isUnscoped(principal)) throw forbidden();
      const account = await prepareAccount(deps, lang);
      const created = await createOnce(
        db,
        {
          userId: principal.userId,
          operation: 'createUser',
          key: headers['Idempotency-Key'],
          body,
        },
        async (tx) => {
          const granted = body.permissions && (await grantable(tx, principal, body.permissions));
          const subcontractorId = await companyOfNew(tx, principal, body);
          const id = await createAccount(
            tx,
            {
              ...body,
              subcontractorId,
              ...(granted ? { permissions: granted } : { permissions: undefined }),
            },
            account,
          );
          const [row] = await userQuery(tx).where(eq(users.id, id));
          if (!row) throw new Error('created user not found');
          const user = serializeUser(row);
          return { body: user, updatedAt: user.updatedAt };
        },
      );
      await sendWelcome(deps, account);
      if (created.updatedAt) setEtag(c, created.updatedAt);
      return c.json(created.body, 201);
    })
    .patch('/:id', async (c) => {
      const principal = requirePrincipal(c);
      const lang = c.get('lang');
      const { id } = readParams(c, UpdateUserParams);
      const headers = readHeaders(c, UpdateUserHeader, lang);
      const body = await readJson(c, UpdateUserBody, lang);
      const user = await db.transaction(async (tx) => {
        const found = await findVisible(tx, principal, id, 'UPDATE');
        if (!found) throw notFound();
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!current) throw notFound();
        checkIfMatch(headers['If-Match'], current.updatedAt);
        // Downwards only, DISABLE for a status, never one's own role, status or rights.
        if (!mayUpdateAccount(principal, current, body)) throw forbidden();
        if (body.permissions) {
          const granted = await grantable(tx, principal, body.permissions);
          await tx
            .insert(permissions)
            .values({ userId: id, ...granted })
            .onConflictDoUpdate({ target: permissions.userId, set: granted });
        }
        // A driver belongs to a company; a user who becomes a driver needs one, one who stops
        // being a driver leaves it.
        const nextRole = body.role ?? current.role;
        let company: { subcontractorId?: string | null } = {};
        if (nextRole !== 'DRIVER') {
          if (body.subcontractorId !== undefined) {
            throw ruleViolation(['subcontractorId'], 'driverOnly');
          }
          if (current.subcontractorId) company = { subcontractorId: null };
        } else if (body.subcontractorId !== undefined || current.role !== 'DRIVER') {
          company = { subcontractorId: await driverCompany(tx, principal, body.subcontractorId) };
        }
        const contact = resolveContact(current, body);
        await tx
          .update(users)
          .set({
            ...(body.firstName === undefined ? {} : { firstName: body.firstName }),
            ...(body.lastName === undefined ? {} : { lastName: body.lastName }),
            ...(body.cin === undefined ? {} : { cin: body.cin }),
            ...(body.role === undefined ? {} : { role: body.role }),
            ...(body.status === undefined ? {} : { status: body.status }),
            ...company,
            ...contact,
            updatedAt: nextVersion(users.updatedAt),
          })
          .where(eq(users.id, id))
          .catch(contactTaken('update'));
        if (body.status === 'REVOKED') await revokeSessions(tx, id);
        // A new e-mail or phone number is a new login: the sessions opened with the old one end.
        else if (contact.email !== current.email || contact.phoneDigits !== current.phoneDigits) {
          await revokeSessions(tx, id, principal.sessionId);
        }
        const [row] = await userQuery(tx).where(eq(users.id, id));
        if (!row) throw notFound();
        return serializeUser(row);
      });
      setEtag(c, user.updatedAt);
      return c.json(user, 200);
    })
    .delete('/:id', async (c) => {
      const principal = requirePrincipal(c);
      const { id } = readParams(c, DeleteUserParams);
      await db.transaction(async (tx) => {
        const found = await findVisible(tx, principal, id, 'DELETE');
        if (!found) throw notFound();
        if (!mayDeleteAccount(principal, found.user)) throw forbidden();
        await tx
          .update(users)
          .set({ deletedAt: sql`now()`, updatedAt: nextVersion(users.updatedAt) })
          .where(eq(users.id, id));
        await revokeSessions(tx, id);
      });
      return c.body(null, 204);
    });
};
