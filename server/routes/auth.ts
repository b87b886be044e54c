import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResendOtpBody,
  ResetPasswordBody,
  SignInBody,
  UpdateProfileBody,
  VerifyOtpBody,
} from '@generated/zod/auth/auth.zod';
import type { AuthSession } from '@generated/model';
import { channelOf } from '../auth/delivery';
import {
  issueChallenge,
  restoreChallenge,
  retireChallenge,
  sentKey,
  verifyChallenge,
} from '../auth/otp';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { clientAddress, consume, loginKey, refund } from '../auth/rate-limit';
import {
  consumeResetToken,
  createSession,
  findResetToken,
  revokeSession,
  revokeSessions,
} from '../auth/sessions';
import type { Db } from '../db/client';
import { givenFields } from '../db/changes';
import { users } from '../db/schema';
import { nextVersion } from '../db/versioning';
import type { Deps } from '../deps';
import { requirePrincipal, type AppContext, type AppEnv } from '../http/context';
import { notFound, ruleViolation, unauthorized } from '../http/errors';
import type { Lang } from '../http/i18n';
import { readJson } from '../http/validation';
import { complete } from '../resources/complete';
import { addressOf, findByLogin, phoneDigits } from '../resources/users/logins';
import { contactTaken, resolveContact } from '../resources/users/contact';
import { loadUser } from '../resources/users/serialize';
import { personName } from '../history/records';
import { diffRecords, whoOf, writeHistory, type Who } from '../history/write';

const bearer = (c: AppContext) => {
  const header = c.req.header('authorization') ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
};

type UserRow = typeof users.$inferSelect;

/** The notice sent to an e-mail address or phone number that an account stopped using. */
const contactNotice = (lang: Lang, field: 'email' | 'phoneNumber', now: string | null) => {
  if (lang === 'en') {
    const what = field === 'email' ? 'e-mail address' : 'phone number';
    return {
      subject: 'Your sign-in details changed',
      text: `The ${what} of your back-office account was changed${now ? ` to ${now}` : ' (removed)'}. If you did not do it, contact your administrator at once.`,
    };
  }
  const what = field === 'email' ? "L'adresse e-mail" : 'Le numéro de téléphone';
  const changed = field === 'email' ? 'modifiée' : 'modifié';
  return {
    subject: 'Vos identifiants de connexion ont changé',
    text: `${what} de votre compte back-office a été ${changed}${now ? ` : ${now}` : ' (supprimé)'}. Si vous n'êtes pas à l'origine de ce changement, contactez immédiatement votre administrateur.`,
  };
};

export const authRoutes = (deps: Deps) => {
  const { db, config } = deps;
  const limits = config.rateLimits;
  // Unknown logins still pay for a hash, so that timing does not tell them apart.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password', config.scryptCost));
  const ip = (c: AppContext) => clientAddress(c, config.trustProxy);

  /**
   * Checks the user's own password, with wrong ones limited per user: the slot is taken first
   * (concurrent guesses stay bounded) and given back when the password is right.
   */
  const checkOwnPassword = async (user: UserRow, password: string, field: string) => {
    const key = `password-check:user:${user.id}`;
    await consume(db, key, limits.passwordChangePerUser);
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw ruleViolation([field], 'wrongPassword');
    }
    await refund(db, key);
  };

  /** Refuses a password the user chose when it breaks the policy (400 on `newPassword`). */
  const checkNewPassword = async (user: UserRow, password: string) => {
    const problem = await passwordProblem(password, user);
    if (problem) throw ruleViolation(['newPassword'], problem);
  };

  /**
   * The new password, the end of the sessions and the history's entry (which never holds the
   * password), in one transaction (hashed before it).
   */
  const setPassword = async (
    user: UserRow,
    passwordHash: string,
    keepSessionId: string | undefined,
    who: Who,
    inside?: (tx: Db) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      if (inside) await inside(tx);
      const [set] = await tx
        .update(users)
        .set({
          passwordHash,
          status: sql`case when ${users.status} = 'PENDING' then 'ACTIVE'::user_status else ${users.status} end`,
          updatedAt: nextVersion(users.updatedAt),
        })
        .where(eq(users.id, user.id))
        .returning({ status: users.status });
      await revokeSessions(tx, user.id, keepSessionId);
      await writeHistory(tx, who, {
        action: 'PASSWORD',
        recordKind: 'user',
        recordId: user.id,
        recordLabel: personName(user),
        changes:
          set && set.status !== user.status
            ? [{ field: 'status', before: user.status, after: set.status }]
            : [],
      });
    });

  return new Hono<AppEnv>()
    .post('/signin', async (c) => {
      const lang = c.get('lang');
      const body = await readJson(c, SignInBody, lang);
      const client = ip(c);
      await consume(db, `signin:ip:${client}`, limits.signIn);
      // Wrong passwords, not attempts, per login and address: someone else's mistakes cannot
      // lock the real user out; the per-address limit above bounds a spray over many logins.
      const failures = `signin-fail:login:${loginKey(body.login)}:ip:${client}`;
      await consume(db, failures, limits.signInPerLogin);
      const user = await findByLogin(db, body.login);
      const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoy()));
      if (!user || !passwordOk || user.status === 'REVOKED') throw unauthorized('badCredentials');
      await refund(db, failures);
      // The login typed decides: an e-mail address gets its code by e-mail, a phone number by
      // SMS, whatever else the account has.
      const channel = channelOf(body.login);
      const address = addressOf(user, channel);
      const recipient = address ? { userId: user.id, address, login: body.login.trim() } : null;
      const otp = await issueChallenge(deps, 'SIGN_IN', channel, recipient, lang);
      return c.json({ otp }, 200);
    })
    .post('/verify-otp', async (c) => {
      const body = await readJson(c, VerifyOtpBody, c.get('lang'));
      await consume(db, `verify:ip:${ip(c)}`, limits.verifyOtp);
      const verified = await verifyChallenge(deps, body.hashedOtp, body.inputOtp);
      if (!verified) throw unauthorized('badOtp');
      const [user] = await db
        .select({
          id: users.id,
          role: users.role,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(
          and(eq(users.id, verified.userId), isNull(users.deletedAt), ne(users.status, 'REVOKED')),
        );
      if (!user) throw unauthorized('badOtp');
      const reset = verified.purpose === 'PASSWORD_RESET';
      // A sign-in is in the account's history, with its session; a reset's code is not one.
      const token = await db.transaction(async (tx) => {
        const opened = await createSession(
          tx,
          user.id,
          verified.purpose,
          reset ? config.resetTtlSeconds : config.sessionTtlSeconds,
        );
        if (!reset) {
          const who = { actor: { id: user.id, role: user.role }, address: c.get('address') };
          await writeHistory(tx, who, {
            action: 'SIGN_IN',
            recordKind: 'user',
            recordId: user.id,
            recordLabel: personName(user),
            changes: [],
          });
        }
        return opened;
      });
      const answer = await loadUser(db, user.id);
      if (!answer) throw unauthorized('badOtp');
      return c.json(complete<AuthSession>({ user: answer, token, purpose: verified.purpose }), 200);
    })
    .post('/resend-otp', async (c) => {
      const lang = c.get('lang');
      const body = await readJson(c, ResendOtpBody, lang);
      await consume(db, `resend:ip:${ip(c)}`, limits.resendOtp);
      const previous = await retireChallenge(deps, body.hashedOtp);
      if (!previous) throw unauthorized('badOtp');
      const [user] = previous.userId
        ? await db
            .select()
            .from(users)
            .where(and(eq(users.id, previous.userId), isNull(users.deletedAt)))
        : [];
      // The same way as the code it replaces (a challenge from before migration 0008: the
      // e-mail if there is one). An address removed meanwhile gets nothing.
      const channel = previous.channel ?? (user?.email ? 'email' : 'sms');
      const address = user && user.status !== 'REVOKED' ? addressOf(user, channel) : null;
      const recipient = user && address ? { userId: user.id, address, login: address } : null;
      try {
        const otp = await issueChallenge(
          deps,
          previous.purpose,
          channel,
          recipient,
          lang,
          previous.attempts,
        );
        return c.json({ otp }, 200);
      } catch (error) {
        // Not sent (or refused): the previous code works again and the user may retry.
        await restoreChallenge(deps, previous.id);
        throw error;
      }
    })
    .get('/current-user', async (c) => {
      const principal = requirePrincipal(c);
      const user = await loadUser(db, principal.userId);
      if (!user) throw unauthorized();
      // The company of a company's account, a SUBCONTRACTOR's included (the contract says so).
      return c.json({ ...user, subcontractorId: principal.subcontractorId }, 200);
    })
    .post('/signout', async (c) => {
      const principal = requirePrincipal(c);
      await revokeSession(db, principal.sessionId);
      return c.body(null, 204);
    })
    .patch('/password', async (c) => {
      const principal = requirePrincipal(c);
      const body = await readJson(c, ChangePasswordBody, c.get('lang'));
      const [user] = await db.select().from(users).where(eq(users.id, principal.userId));
      if (!user) throw unauthorized();
      await checkOwnPassword(user, body.currentPassword, 'currentPassword');
      await checkNewPassword(user, body.newPassword);
      const passwordHash = await hashPassword(body.newPassword, config.scryptCost);
      await setPassword(user, passwordHash, principal.sessionId, whoOf(c));
      return c.json({ success: true }, 200);
    })
    .patch('/profile', async (c) => {
      const principal = requirePrincipal(c);
      const lang = c.get('lang');
      const body = await readJson(c, UpdateProfileBody, lang);
      const [current] = await db.select().from(users).where(eq(users.id, principal.userId));
      if (!current) throw notFound();
      const contact = resolveContact(current, body);
      const emailChanged = contact.email !== current.email;
      const phoneChanged = contact.phoneDigits !== phoneDigits(current.phoneNumber);
      const loginChanged = emailChanged || phoneChanged;
      if (loginChanged) {
        // A session alone (a borrowed device, a stolen token) must not move the account's
        // sign-in and recovery address elsewhere.
        if (body.currentPassword === undefined) {
          throw ruleViolation(['currentPassword'], 'currentPasswordRequired');
        }
        await checkOwnPassword(current, body.currentPassword, 'currentPassword');
      }
      await db.transaction(async (tx) => {
        const before = await loadUser(tx, current.id);
        await tx
          .update(users)
          .set({
            ...givenFields(body, ['firstName', 'lastName', 'profilePicture', 'language']),
            ...contact,
            updatedAt: nextVersion(users.updatedAt),
          })
          .where(eq(users.id, current.id))
          .catch(contactTaken('update'));
        if (loginChanged) await revokeSessions(tx, current.id, principal.sessionId);
        const after = await loadUser(tx, current.id);
        const changes = diffRecords(before, after);
        if (after && changes.length > 0) {
          await writeHistory(tx, whoOf(c), {
            action: 'UPDATE',
            recordKind: 'user',
            recordId: current.id,
            recordLabel: personName(after),
            changes,
          });
        }
      });
      // After the commit: the previous addresses hear of the change.
      const notices = [
        emailChanged && current.email
          ? { to: current.email, field: 'email' as const, now: contact.email }
          : null,
        phoneChanged && current.phoneNumber
          ? { to: current.phoneNumber, field: 'phoneNumber' as const, now: contact.phoneNumber }
          : null,
      ];
      for (const notice of notices) {
        if (!notice) continue;
        // The change is made: a notice that does not go out is logged (without the address).
        await deps.delivery
          .send({
            to: notice.to,
            login: notice.to,
            ...contactNotice(lang, notice.field, notice.now),
          })
          .catch((error: unknown) =>
            deps.log.warn(`Contact change notice not sent: ${(error as Error).message}`),
          );
      }
      const user = await loadUser(db, current.id);
      return c.json(user, 200);
    })
    .post('/forgot-password', async (c) => {
      const lang = c.get('lang');
      const body = await readJson(c, ForgotPasswordBody, lang);
      const login = loginKey(body.login);
      await consume(db, `forgot:ip:${ip(c)}`, limits.forgotPassword);
      await consume(db, `forgot:login:${login}`, limits.forgotPassword);
      const user = await findByLogin(db, body.login);
      // An e-mail address gets its code by e-mail, a phone number by SMS (a phone-only account
      // recovers its password too).
      const channel = channelOf(body.login);
      const address = user && user.status !== 'REVOKED' ? addressOf(user, channel) : null;
      const recipient =
        user && address ? { userId: user.id, address, login: body.login.trim() } : null;
      // Unknown logins count their (unsent) codes too, so that the answers stay alike.
      if (!recipient) {
        await consume(db, sentKey(`login:${login}`, 'PASSWORD_RESET'), limits.otpSentPerAccount);
      }
      const otp = await issueChallenge(deps, 'PASSWORD_RESET', channel, recipient, lang);
      return c.json({ otp }, 200);
    })
    .post('/reset-password', async (c) => {
      const body = await readJson(c, ResetPasswordBody, c.get('lang'));
      await consume(db, `reset:ip:${ip(c)}`, limits.resetPassword);
      const token = bearer(c);
      const userId = token ? await findResetToken(db, token) : null;
      if (!token || !userId) throw unauthorized();
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt), ne(users.status, 'REVOKED')));
      if (!user) throw unauthorized();
      // A refused password leaves the token usable for another try.
      await checkNewPassword(user, body.newPassword);
      const passwordHash = await hashPassword(body.newPassword, config.scryptCost);
      // The token is used up, the password set and every session ended, all or nothing. No
      // session is answered: the user signs in with the new password and a code.
      // No session: the reset token stands for the account itself.
      const who = { actor: { id: user.id, role: user.role }, address: c.get('address') };
      await setPassword(user, passwordHash, undefined, who, async (tx) => {
        if ((await consumeResetToken(tx, token)) !== user.id) throw unauthorized();
      });
      return c.json({ success: true }, 200);
    });
};
