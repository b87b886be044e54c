import { eq, isNull, sql, type SQL } from 'drizzle-orm';
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
import { revokeSessions } from '@server/auth/sessions';
import type { Db } from '@server/db/client';
import { givenFields } from '@server/db/changes';
import { permissions, users } from '@server/db/schema';
import { contains } from '@server/db/search';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import { requirePrincipal, type AppEnv } from '@server/http/context';
import { forbidden, notFound, ruleViolation } from '@server/http/errors';
import { readParams } from '@server/http/validation';
import {
  userReach,
  isUnscoped,
  mayCreateUser,
  mayDeleteUser,
  mayUpdateUser,
  type Action,
  type Principal,
  type Role,
} from '@server/permissions/policy';
import { allOf, companyUserScope, userScope } from '@server/permissions/scope';
import { personName, RECORDED } from '@server/history/records';
import { diffRecords, whoOf, writeHistory } from '@server/history/write';
import { recordRoutes } from '../handlers';
import { pagedList } from '../lists';
import { insertUser, prepareUser, sendWelcome } from './new-user';
import { driverCompany } from './company';
import { contactTaken, resolveContact } from './contact';
import { grantable } from './permissions';
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
  const reach = userReach(principal, action);
  if (reach === 'none') throw forbidden();
  return allOf(
    isNull(users.deletedAt),
    userScope(principal, users.id),
    reach === 'all' ? undefined : eq(users.role, 'DRIVER'),
    companyUserScope(principal, { role: users.role, subcontractorId: users.subcontractorId }),
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

const list = pagedList({
  query: ListUsersQueryParams,
  equal: { role: users.role, status: users.status },
  table: users,
  select: userQuery,
  // Which accounts READ reaches: 403 once the query is read when none.
  scope: (principal) => visible(principal, 'READ'),
  sortable: SORTABLE,
  sortedBy: 'lastName',
  serialize: (_db, rows) => rows.map(serializeUser),
});

export const userRoutes = (deps: Deps) => {
  const { db } = deps;
  const findVisible = async (tx: Db, principal: Principal, id: string, action: Action) => {
    const [row] = await userQuery(tx).where(allOf(eq(users.id, id), visible(principal, action)));
    return row ?? null;
  };
  // Read back by id alone: the account just written is described as it now is, even where its
  // new role or area takes it out of the caller's reach.
  const written = async (tx: Db, _principal: Principal, id: string) => {
    const [row] = await userQuery(tx).where(eq(users.id, id));
    return row ? serializeUser(row) : null;
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      list.route(db, 'checked-in-steps', (q) => [
        q.query ? contains(users.search, q.query) : undefined,
      ]),
    )
    .route(
      '/',
      recordRoutes(db, {
        // Which accounts READ reaches (`visible`) answers 403 once the id is read.
        may: 'checked-in-steps',
        history: RECORDED.user,
        find: async (tx, principal, id) => {
          const row = await findVisible(tx, principal, id, 'READ');
          return row && serializeUser(row);
        },
        read: GetUserParams,
        // The rule depends on the new account's role: checked once the body is read.
        create: {
          operation: 'createUser',
          headers: CreateUserHeader,
          body: CreateUserBody,
          prepare: async ({ principal, lang, body }) => {
            if (!mayCreateUser(principal, body.role)) throw forbidden();
            // A scoped caller cannot create an account outside every area (it would be out of
            // reach).
            if (!body.permissions && !isUnscoped(principal)) throw forbidden();
            return prepareUser(deps, lang);
          },
          create: async (tx, { principal, body, prepared }) => {
            const granted = body.permissions && (await grantable(tx, principal, body.permissions));
            const subcontractorId = await companyOfNew(tx, principal, body);
            const id = await insertUser(
              tx,
              {
                ...body,
                subcontractorId,
                ...(granted ? { permissions: granted } : { permissions: undefined }),
              },
              prepared,
            );
            return { id };
          },
          find: written,
          after: (account) => sendWelcome(deps, account),
        },
        // Which accounts UPDATE reaches (`visible`: 403), then the rule on the change itself.
        update: {
          params: UpdateUserParams,
          headers: UpdateUserHeader,
          body: UpdateUserBody,
          table: users,
          scope: (principal) => visible(principal, 'UPDATE'),
          update: async (tx, { principal, id, body, current }) => {
            // Downwards only, DISABLE for a status, never one's own role, status or rights.
            if (!mayUpdateUser(principal, current, body)) throw forbidden();
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
              company = {
                subcontractorId: await driverCompany(tx, principal, body.subcontractorId),
              };
            }
            const contact = resolveContact(current, body);
            await tx
              .update(users)
              .set({
                ...givenFields(body, ['firstName', 'lastName', 'cin', 'role', 'status']),
                ...company,
                ...contact,
                updatedAt: nextVersion(users.updatedAt),
              })
              .where(eq(users.id, id))
              .catch(contactTaken('update'));
            if (body.status === 'REVOKED') await revokeSessions(tx, id);
            // A new e-mail or phone number is a new login: the sessions opened with the old one
            // end.
            else if (
              contact.email !== current.email ||
              contact.phoneDigits !== current.phoneDigits
            ) {
              await revokeSessions(tx, id, principal.sessionId);
            }
          },
          find: written,
        },
      }),
    )
    .delete('/:id', async (c) => {
      const principal = requirePrincipal(c);
      const { id } = readParams(c, DeleteUserParams);
      await db.transaction(async (tx) => {
        const found = await findVisible(tx, principal, id, 'DELETE');
        if (!found) throw notFound();
        if (!mayDeleteUser(principal, found.user)) throw forbidden();
        const last = serializeUser(found);
        await writeHistory(tx, whoOf(c), {
          action: 'DELETE',
          recordKind: 'user',
          recordId: id,
          recordLabel: personName(last),
          changes: diffRecords(last, null),
        });
        await tx
          .update(users)
          .set({ deletedAt: sql`now()`, updatedAt: nextVersion(users.updatedAt) })
          .where(eq(users.id, id));
        await revokeSessions(tx, id);
      });
      return c.body(null, 204);
    });
};
