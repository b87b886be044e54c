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
} from '../../generated/zod/auth/auth.zod';
import { issueChallenge, retireChallenge, verifyChallenge } from '../auth/otp';
import { hashPassword, verifyPassword } from '../auth/password';
import { clientAddress, consume } from '../auth/rate-limit';
import { consumeResetToken, createSession, revokeSession, revokeSessions } from '../auth/sessions';
import { users } from '../db/schema';
import { nextVersion } from '../db/versioning';
import type { Deps } from '../deps';
import { requirePrincipal, type AppContext, type AppEnv } from '../http/context';
import { notFound, ruleViolation, unauthorized } from '../http/errors';
import { readJson } from '../http/validation';
import { findByLogin } from '../resources/users/logins';
import { contactTaken, resolveContact } from '../resources/users/contact';
import { loadUser } from '../resources/users/serialize';

const bearer = (c: AppContext) => {
  const header = c.req.header('authorization') ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
};

export const authRoutes = (deps: Deps) => {
  const { db, config } = deps;
  const limits = config.rateLimits;
  // Unknown logins still pay for a hash, so that timing does not tell them apart.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password', config.scryptCost));
  const ip = (c: AppContext) => clientAddress(c, config.trustProxy);

  const sessionAnswer = async (
    userId: string,
    token: string,
    purpose: 'SIGN_IN' | 'PASSWORD_RESET',
  ) => {
    const user = await loadUser(db, userId);
    if (!user) throw unauthorized('badOtp');
    return { user, token, purpose };
  };

  return new Hono<AppEnv>()
    .post('/signin', async (c) => {
      const lang = c.get('lang');
      const body = await readJson(c, SignInBody, lang);
      await consume(db, `signin:ip:${ip(c)}`, limits.signIn);
      await consume(db, `signin:login:${body.login.trim().toLowerCase()}`, limits.signInPerLogin);
      const user = await findByLogin(db, body.login);
      const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoy()));
      if (!user || !passwordOk || user.status === 'REVOKED') throw unauthorized('badCredentials');
      const otp = await issueChallenge(
        deps,
        'SIGN_IN',
        {
          userId: user.id,
          address: user.email ?? user.phoneNumber ?? '',
          login: body.login.trim(),
        },
        lang,
      );
      return c.json({ otp }, 200);
    })
    .post('/verify-otp', async (c) => {
      const body = await readJson(c, VerifyOtpBody, c.get('lang'));
      await consume(db, `verify:ip:${ip(c)}`, limits.verifyOtp);
      const verified = await verifyChallenge(deps, body.hashedOtp, body.inputOtp);
      if (!verified) throw unauthorized('badOtp');
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, verified.userId), isNull(users.deletedAt), ne(users.status, 'REVOKED')),
        );
      if (!user) throw unauthorized('badOtp');
      const reset = verified.purpose === 'PASSWORD_RESET';
      const token = await createSession(
        db,
        user.id,
        verified.purpose,
        reset ? config.resetTtlSeconds : config.sessionTtlSeconds,
      );
      return c.json(await sessionAnswer(user.id, token, verified.purpose), 200);
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
      const recipient =
        user && user.status !== 'REVOKED'
          ? {
              userId: user.id,
              address: user.email ?? user.phoneNumber ?? '',
              login: user.email ?? user.phoneNumber ?? '',
            }
          : null;
      const otp = await issueChallenge(deps, previous.purpose, recipient, lang);
      return c.json({ otp }, 200);
    })
    .get('/current-user', async (c) => {
      const principal = requirePrincipal(c);
      const user = await loadUser(db, principal.userId);
      if (!user) throw unauthorized();
      return c.json(user, 200);
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
      if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
        throw ruleViolation(['currentPassword'], 'wrongPassword');
      }
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(body.newPassword, config.scryptCost),
          status: sql`case when ${users.status} = 'PENDING' then 'ACTIVE'::user_status else ${users.status} end`,
          updatedAt: nextVersion(users.updatedAt),
        })
        .where(eq(users.id, user.id));
      await revokeSessions(db, user.id, principal.sessionId);
      return c.json({ success: true }, 200);
    })
    .patch('/profile', async (c) => {
      const principal = requirePrincipal(c);
      const body = await readJson(c, UpdateProfileBody, c.get('lang'));
      const [current] = await db.select().from(users).where(eq(users.id, principal.userId));
      if (!current) throw notFound();
      const contact = resolveContact(current, body);
      await db
        .update(users)
        .set({
          ...(body.firstName === undefined ? {} : { firstName: body.firstName }),
          ...(body.lastName === undefined ? {} : { lastName: body.lastName }),
          ...(body.profilePicture === undefined ? {} : { profilePicture: body.profilePicture }),
          ...contact,
          updatedAt: nextVersion(users.updatedAt),
        })
        .where(eq(users.id, current.id))
        .catch(contactTaken('update'));
      const user = await loadUser(db, current.id);
      return c.json(user, 200);
    })
    .post('/forgot-password', async (c) => {
      const lang = c.get('lang');
      const body = await readJson(c, ForgotPasswordBody, lang);
      await consume(db, `forgot:ip:${ip(c)}`, limits.forgotPassword);
      await consume(db, `forgot:login:${body.login.trim().toLowerCase()}`, limits.forgotPassword);
      const user = await findByLogin(db, body.login);
      const recipient =
        user?.email && user.status !== 'REVOKED'
          ? { userId: user.id, address: user.email, login: body.login.trim() }
          : null;
      const otp = await issueChallenge(deps, 'PASSWORD_RESET', recipient, lang);
      return c.json({ otp }, 200);
    })
    .post('/reset-password', async (c) => {
      const body = await readJson(c, ResetPasswordBody, c.get('lang'));
      await consume(db, `reset:ip:${ip(c)}`, limits.resetPassword);
      const token = bearer(c);
      const userId = token ? await consumeResetToken(db, token) : null;
      if (!userId) throw unauthorized();
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt), ne(users.status, 'REVOKED')));
      if (!user) throw unauthorized();
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(body.newPassword, config.scryptCost),
          status: sql`case when ${users.status} = 'PENDING' then 'ACTIVE'::user_status else ${users.status} end`,
          updatedAt: nextVersion(users.updatedAt),
        })
        .where(eq(users.id, userId));
      await revokeSessions(db, userId);
      const session = await createSession(db, userId, 'SIGN_IN', config.sessionTtlSeconds);
      return c.json(await sessionAnswer(userId, session, 'SIGN_IN'), 200);
    });
};
