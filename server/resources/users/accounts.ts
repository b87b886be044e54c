import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { permissions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Lang } from '../../http/i18n';
import type { Resource, Role } from '../../permissions/policy';
import { contactTaken, resolveContact } from './contact';

export type ActionsByResource = Partial<Record<Resource, string>>;

export interface AccountInput {
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

/**
 * Creates a PENDING account with a random temporary password sent to the user (who must
 * change it at first sign-in), and its permissions record. Answers the new user's id.
 */
export const createAccount = async (tx: Db, deps: Deps, input: AccountInput, lang: Lang) => {
  const contact = resolveContact(null, input);
  const temporary = randomBytes(9).toString('base64url');
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
      passwordHash: await hashPassword(temporary, deps.config.scryptCost),
    })
    .returning({ id: users.id })
    .catch(contactTaken('create'));
  if (!user) throw new Error('account not created');
  if (input.permissions)
    await tx.insert(permissions).values({ userId: user.id, ...input.permissions });
  const address = contact.email ?? contact.phoneNumber ?? '';
  await deps.mailer.send(
    { to: address, login: address, code: temporary, ...welcome(lang, temporary) },
    tx,
  );
  return user.id;
};
