import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as zod from 'zod';
import {
  CreateSubcontractorBody,
  CreateSubcontractorHeader,
  GetSubcontractorParams,
  ListSubcontractorsByZoneParams,
  ListSubcontractorsByZoneQueryParams,
  ListSubcontractorsQueryParams,
  UpdateSubcontractorBody,
  UpdateSubcontractorHeader,
  UpdateSubcontractorParams,
} from '@generated/zod/subcontractors/subcontractors.zod';
import { revokeSessions } from '@server/auth/sessions';
import type { Db } from '@server/db/client';
import { givenFields } from '@server/db/changes';
import { permissions, subcontractors, users } from '@server/db/schema';
import { contains } from '@server/db/search';
import { nextVersion } from '@server/db/versioning';
import type { Deps } from '@server/deps';
import type { AppEnv } from '@server/http/context';
import { forbidden, notFound, ruleViolation } from '@server/http/errors';
import {
  mayCreateSubcontractor,
  mayManage,
  SUBCONTRACTOR_ACTIONS,
  type Principal,
} from '@server/permissions/policy';
import { allOf, userScope } from '@server/permissions/scope';
import { RECORDED } from '@server/history/records';
import { recordRoutes, type CreateRequest, type UpdateRequest } from '../handlers';
import { inRegion, pagedList } from '../lists';
import { subcontractorReference, subcontractorRowScope, zoneForWrite } from '../references';
import { insertUser, prepareUser, sendWelcome, type PreparedUser } from '../users/new-user';
import { contactTaken, resolveContact } from '../users/contact';
import { grantable } from '../users/permissions';
import { checkCompanyRules, checkDepotServes } from './rules';
import { serializeSubcontractors, subcontractorSelect } from './serialize';

const SORTABLE = {
  companyName: subcontractors.companyName,
  contractStartDate: subcontractors.contractStartDate,
  contractEndDate: subcontractors.contractEndDate,
  fleetSize: subcontractors.fleetSize,
  collectionCapacity: subcontractors.collectionCapacity,
  createdAt: subcontractors.createdAt,
};

/**
 * A subcontractor's account is managed like any account of /users: with the `users` action, by
 * a caller who outranks SUBCONTRACTOR, and only while the account's rights lie in the caller's
 * area.
 */
const mayManageUser = async (tx: Db, principal: Principal, accountId: string) => {
  if (!mayManage(principal, 'SUBCONTRACTOR', 'UPDATE')) throw forbidden();
  const [inReach] = await tx
    .select({ id: users.id })
    .from(users)
    .where(allOf(eq(users.id, accountId), userScope(principal, users.id)));
  if (!inReach) throw forbidden();
};

const searchOf = (query: string | undefined) =>
  query
    ? sql`(${contains(sql`lower(${subcontractors.companyName})`, query)} or ${subcontractors.userId} in (select ${users.id} from ${users} where ${contains(users.search, query)}))`
    : undefined;

const list = pagedList({
  query: ListSubcontractorsQueryParams,
  equal: { zoneId: subcontractors.zoneId, relayDepotId: subcontractors.relayDepotId },
  table: subcontractors,
  select: subcontractorSelect,
  scope: subcontractorRowScope,
  sortable: SORTABLE,
  sortedBy: 'companyName',
  serialize: serializeSubcontractors,
});

type Update = zod.output<typeof UpdateSubcontractorBody>;
type Subcontractor = typeof subcontractors.$inferSelect;

const companyChanges = (body: Update) => ({
  ...givenFields(body, [
    'companyName',
    'zoneId',
    'relayDepotId',
    'collectionCapacity',
    'assignedTankCapacity',
    'fleetSize',
    'vehicleCapacities',
    'managerSubcontractorId',
  ]),
  ...(body.contractStartDate === undefined
    ? {}
    : { contractStartDate: new Date(body.contractStartDate) }),
  ...(body.contractEndDate === undefined
    ? {}
    : { contractEndDate: new Date(body.contractEndDate) }),
});

export const subcontractorRoutes = (deps: Deps) => {
  const { db } = deps;
  const findVisible = async (tx: Db, principal: Principal, id: string) => {
    const rows = await subcontractorSelect(tx).where(
      allOf(eq(subcontractors.id, id), subcontractorRowScope(principal)),
    );
    return (await serializeSubcontractors(tx, rows))[0] ?? null;
  };

  const update = async (
    tx: Db,
    { principal, id, body, current }: UpdateRequest<Update, Subcontractor>,
  ) => {
    const changes = companyChanges(body);
    const next = { ...current, ...changes };
    checkCompanyRules(next);
    if (body.zoneId && body.zoneId !== current.zoneId) {
      await zoneForWrite(tx, principal, body.zoneId, ['zoneId']);
      // The account's permissions follow the company (below): that is an account change.
      await mayManageUser(tx, principal, current.userId);
    }
    if (body.zoneId || body.relayDepotId)
      await checkDepotServes(tx, next.relayDepotId, next.zoneId);
    if (body.managerSubcontractorId === id) {
      throw ruleViolation(['managerSubcontractorId'], 'unknownReference');
    }
    await subcontractorReference(tx, principal, body.managerSubcontractorId, [
      'managerSubcontractorId',
    ]);
    const [account] = await tx.select().from(users).where(eq(users.id, current.userId));
    if (!account) throw notFound();
    const contact = resolveContact(account, body);
    // The company's account is an account: changing it obeys the rules of updateUser.
    const loginChanged =
      contact.email !== account.email || contact.phoneDigits !== account.phoneDigits;
    const accountChanged =
      loginChanged ||
      (body.firstName !== undefined && body.firstName !== account.firstName) ||
      (body.lastName !== undefined && body.lastName !== account.lastName) ||
      (body.cin !== undefined && body.cin !== account.cin);
    if (accountChanged) await mayManageUser(tx, principal, current.userId);
    await tx
      .update(users)
      .set({
        ...givenFields(body, ['firstName', 'lastName', 'cin']),
        ...contact,
        updatedAt: nextVersion(users.updatedAt),
      })
      .where(eq(users.id, current.userId))
      .catch(contactTaken('update'));
    // A new e-mail or phone number is a new login: the sessions opened with the old one end.
    if (loginChanged) await revokeSessions(tx, current.userId, principal.sessionId);
    if (changes.zoneId && changes.zoneId !== current.zoneId) {
      // The account follows its company to the new zone.
      await tx
        .update(permissions)
        .set({ zoneId: changes.zoneId })
        .where(and(eq(permissions.userId, current.userId), eq(permissions.zoneId, current.zoneId)));
    }
    await tx
      .update(subcontractors)
      .set({ ...changes, updatedAt: nextVersion(subcontractors.updatedAt) })
      .where(eq(subcontractors.id, id));
  };

  const create = async (
    tx: Db,
    {
      principal,
      body,
      prepared: account,
    }: CreateRequest<zod.output<typeof CreateSubcontractorBody>, PreparedUser>,
  ) => {
    const record = {
      ...body,
      contractStartDate: new Date(body.contractStartDate),
      contractEndDate: new Date(body.contractEndDate),
    };
    checkCompanyRules(record);
    resolveContact(null, body);
    await zoneForWrite(tx, principal, body.zoneId, ['zoneId']);
    await checkDepotServes(tx, body.relayDepotId, body.zoneId);
    await subcontractorReference(tx, principal, body.managerSubcontractorId, [
      'managerSubcontractorId',
    ]);
    // The account gets the subcontractor's actions in its zone, as createUser would give them:
    // a caller who does not hold one of them cannot hand it out (403).
    const permissionsRecord = await grantable(tx, principal, {
      ...SUBCONTRACTOR_ACTIONS,
      areaId: body.zoneId,
    });
    const userId = await insertUser(
      tx,
      { ...body, role: 'SUBCONTRACTOR', permissions: permissionsRecord },
      account,
    );
    const [inserted] = await tx
      .insert(subcontractors)
      .values({
        userId,
        companyName: record.companyName,
        contractStartDate: record.contractStartDate,
        contractEndDate: record.contractEndDate,
        zoneId: record.zoneId,
        relayDepotId: record.relayDepotId,
        collectionCapacity: record.collectionCapacity,
        assignedTankCapacity: record.assignedTankCapacity,
        fleetSize: record.fleetSize,
        vehicleCapacities: record.vehicleCapacities,
        managerSubcontractorId: record.managerSubcontractorId ?? null,
      })
      .returning({ id: subcontractors.id });
    return inserted;
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      list.route(db, 'subcontractor', (q) => [
        searchOf(q.query),
        q.regionId ? inRegion(subcontractors.zoneId, q.regionId) : undefined,
      ]),
    )
    .get(
      '/by-zone/:zoneId',
      list.zoneRoute(
        db,
        'subcontractor',
        ListSubcontractorsByZoneParams,
        ListSubcontractorsByZoneQueryParams,
        (zoneId, q) => [eq(subcontractors.zoneId, zoneId), searchOf(q.query)],
      ),
    )
    .route(
      '/',
      recordRoutes(db, {
        may: 'subcontractor',
        find: findVisible,
        history: RECORDED.subcontractor,
        read: GetSubcontractorParams,
        create: {
          // Creating a subcontractor creates its account.
          may: mayCreateSubcontractor,
          operation: 'createSubcontractor',
          headers: CreateSubcontractorHeader,
          body: CreateSubcontractorBody,
          prepare: ({ lang }) => prepareUser(deps, lang),
          create,
          after: (account) => sendWelcome(deps, account),
        },
        update: {
          params: UpdateSubcontractorParams,
          headers: UpdateSubcontractorHeader,
          body: UpdateSubcontractorBody,
          table: subcontractors,
          scope: subcontractorRowScope,
          update,
        },
      }),
    );
};
