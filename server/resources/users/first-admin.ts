import { and, eq, isNull } from 'drizzle-orm';
import type { Settings } from '@server/config';
import { permissions, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { writeHistory } from '@server/history/write';
import { EVERYTHING } from '@server/seed/accounts';
import { insertUser, prepareUser } from './new-user';
import { findByLogin } from './logins';

/**
 * The first super administrator of a deployment: created by `npm run admin:create`
 * (server/ops/create-admin.ts) or, on a start where no SUPER_ADMIN exists yet, from
 * INITIAL_ADMIN_EMAIL / INITIAL_ADMIN_PHONE. Like every new account it is PENDING with a
 * temporary password sent through the configured channel, and must choose its own password at
 * first sign-in before anything else.
 */
export interface FirstAdmin {
  email?: string;
  phoneNumber?: string;
  firstName?: string;
  lastName?: string;
}

export type FirstAdminOutcome =
  | { created: true; userId: string; address: string }
  /**
   * A SUPER_ADMIN exists already (and `force` was not given), the login is taken, or no channel
   * is set up for the login given (SMTP for an e-mail, SMS for a phone number).
   */
  | { created: false; reason: 'superAdminExists' | 'loginTaken' | 'noChannel'; login?: string };

const welcome = (login: string, password: string) => ({
  subject: 'Votre compte back-office',
  text: `Votre compte de super administrateur a été créé. Identifiant : ${login}. Mot de passe temporaire : ${password}. Vous choisirez le vôtre à la première connexion.`,
});

export const superAdminExists = async (deps: Deps) =>
  (
    await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'SUPER_ADMIN'), isNull(users.deletedAt)))
      .limit(1)
  ).length > 0;

/**
 * Creates a PENDING SUPER_ADMIN and sends it its temporary password (to its e-mail address when
 * e-mail goes out, else to its phone number). Refuses while a SUPER_ADMIN exists unless `force`,
 * a login (e-mail or phone) another account uses, and a login no configured channel reaches. When
 * the message cannot be sent the account is removed and the error thrown: nothing is left that
 * nobody can sign in to.
 */
export const createFirstAdmin = async (
  deps: Deps,
  admin: FirstAdmin,
  { force = false } = {},
): Promise<FirstAdminOutcome> => {
  if (!force && (await superAdminExists(deps)))
    return { created: false, reason: 'superAdminExists' };
  for (const login of [admin.email, admin.phoneNumber]) {
    if (login && (await findByLogin(deps.db, login)))
      return { created: false, reason: 'loginTaken', login };
  }
  const { channels } = deps.delivery;
  if (!(admin.email && channels.email) && !(admin.phoneNumber && channels.sms))
    return { created: false, reason: 'noChannel' };
  const prepared = await prepareUser(deps, 'fr');
  const firstName = admin.firstName ?? 'Super';
  const lastName = admin.lastName ?? 'Administrateur';
  const userId = await deps.db.transaction((tx) =>
    insertUser(
      tx,
      {
        firstName,
        lastName,
        email: admin.email,
        phoneNumber: admin.phoneNumber,
        cin: '',
        role: 'SUPER_ADMIN',
        permissions: { ...EVERYTHING, regionId: null, zoneId: null },
      },
      prepared,
    ),
  );
  const address = prepared.created?.address ?? '';
  try {
    await deps.delivery.send({
      to: address,
      login: address,
      code: prepared.temporary,
      ...welcome(address, prepared.temporary),
    });
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      await tx.delete(permissions).where(eq(permissions.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
    });
    throw error;
  }
  // Written once the account is kept: by no one signed in, from no address (a start or a command).
  await writeHistory(
    deps.db,
    { actor: null, address: null },
    {
      action: 'CREATE',
      recordKind: 'user',
      recordId: userId,
      recordLabel: `${firstName} ${lastName}`,
      changes: Object.entries({
        firstName,
        lastName,
        email: admin.email ?? null,
        phoneNumber: admin.phoneNumber ?? null,
        role: 'SUPER_ADMIN',
      }).map(([field, after]) => ({ field, after })),
    },
  );
  return { created: true, userId, address };
};

/**
 * At start: the super administrator named by INITIAL_ADMIN_EMAIL / INITIAL_ADMIN_PHONE, when no
 * SUPER_ADMIN exists yet. Later starts, once there is one, do nothing.
 */
export const ensureInitialAdmin = async (
  deps: Deps,
  settings: Pick<Settings, 'INITIAL_ADMIN_EMAIL' | 'INITIAL_ADMIN_PHONE'>,
) => {
  if (!settings.INITIAL_ADMIN_EMAIL && !settings.INITIAL_ADMIN_PHONE) return undefined;
  const outcome = await createFirstAdmin(deps, {
    email: settings.INITIAL_ADMIN_EMAIL,
    phoneNumber: settings.INITIAL_ADMIN_PHONE,
  });
  if (outcome.created)
    deps.log.info('Created the first super administrator: a temporary password was sent to it.', {
      userId: outcome.userId,
    });
  else if (outcome.reason === 'loginTaken')
    deps.log.warn(
      'No super administrator exists, and INITIAL_ADMIN_* is another account’s login: none was created.',
    );
  else if (outcome.reason === 'noChannel')
    deps.log.warn(
      'No super administrator exists, and no channel reaches INITIAL_ADMIN_* (SMTP_HOST for an e-mail, SMS_URL for a phone): none was created.',
    );
  return outcome;
};
