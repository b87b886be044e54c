import { randomBytes } from 'node:crypto';
import type { Delivery } from '@server/auth/delivery';
import { hashPassword } from '@server/auth/password';
import type { Db } from '@server/db/client';
import { permissions, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { ruleViolation } from '@server/http/errors';
import type { Lang } from '@server/http/i18n';
import type { Resource, Role } from '@server/permissions/policy';
import { contactTaken, resolveContact } from './contact';

export type ActionsByResource = Partial<Record<Resource, string>>;

export interface NewUser {
  firstName: string;
  lastName: string;
  email?: string;
  phoneNumber?: string;
  cin: string;
  role: Role;
  /** The company of a DRIVER account. */
  subcontractorId?: string | null;
  permissions?: ActionsByResource & { regionId: string | null; zoneId: string | null };
}

const welcome = (lang: Lang, password: string) =>
  lang === 'en'
    ? {
        subject: 'Your back-office account',
        text: `Your account was created. Temporary password: ${password}. You will choose your own at first sign-in.`,
      }
    : {
        subject: 'Votre compte back-office',
        text: `Votre compte a été créé. Mot de passe temporaire : ${password}. Vous choisirez le vôtre à la première connexion.`,
      };

/** A new account's temporary password, drawn and hashed before the transaction that stores it. */
export interface PreparedUser {
  temporary: string;
  passwordHash: string;
  lang: Lang;
  /** The channels that can carry the temporary password. */
  channels: Delivery['channels'];
  /** Set by `insertUser`: the welcome message goes out only for an account really created. */
  created?: { userId: string; address: string };
}

/**
 * Where a new account's temporary password goes: its e-mail address if e-mail can be sent, else
 * its phone number if SMS can. Neither: a 400 that asks for the contact that would reach it.
 */
const welcomeAddress = (
  channels: Delivery['channels'],
  contact: { email: string | null; phoneNumber: string | null },
) => {
  if (contact.email && channels.email) return contact.email;
  if (contact.phoneNumber && channels.sms) return contact.phoneNumber;
  throw contact.email
    ? ruleViolation(['phoneNumber'], 'welcomeNeedsPhone')
    : ruleViolation(['email'], 'welcomeNeedsEmail');
};

/**
 * Draws and hashes the temporary password of an account about to be created. scrypt takes a
 * noticeable time: done outside the transaction, it holds no connection or lock meanwhile.
 */
export const prepareUser = async (deps: Deps, lang: Lang): Promise<PreparedUser> => {
  const temporary = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(temporary, deps.config.scryptCost);
  return { temporary, passwordHash, lang, channels: deps.delivery.channels };
};

/**
 * Creates a PENDING account with the prepared temporary password (the user must change it at
 * first sign-in), and its permissions record. Answers the new user's id. The mail is sent by
 * `sendWelcome` once the transaction has committed.
 */
export const insertUser = async (tx: Db, input: NewUser, prepared: PreparedUser) => {
  const contact = resolveContact(null, input);
  const address = welcomeAddress(prepared.channels, contact);
  const [user] = await tx
    .insert(users)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      cin: input.cin,
      role: input.role,
      subcontractorId: input.subcontractorId ?? null,
      status: 'PENDING',
      ...contact,
      passwordHash: prepared.passwordHash,
    })
    .returning({ id: users.id })
    .catch(contactTaken('create'));
  if (!user) throw new Error('account not created');
  if (input.permissions)
    await tx.insert(permissions).values({ userId: user.id, ...input.permissions });
  prepared.created = { userId: user.id, address };
  return user.id;
};

/**
 * After the commit: the temporary password to the new user, and whether it went out for the
 * answer (`temporaryPasswordSent`; nothing for a replayed create, which sends nothing). The
 * account exists whatever happens to the message: a failure is no error, the creator is told
 * and the new user can get a password with "forgot password" once sending works.
 */
export const sendWelcome = async (deps: Deps, prepared: PreparedUser) => {
  if (!prepared.created) return {};
  const { userId, address } = prepared.created;
  try {
    await deps.delivery.send({
      to: address,
      login: address,
      code: prepared.temporary,
      ...welcome(prepared.lang, prepared.temporary),
    });
    return { temporaryPasswordSent: true };
  } catch (error) {
    deps.log.error('temporary password not sent', error, { userId });
    return { temporaryPasswordSent: false };
  }
};
