import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { otpChallenges } from '../db/schema';
import type { Deps } from '../deps';
import type { Lang } from '../http/i18n';
import { hmac, safeEqual } from './tokens';

type Purpose = 'SIGN_IN' | 'PASSWORD_RESET';

export interface Recipient {
  userId: string;
  address: string;
  login: string;
}

const PREFIX = 'otp_';

const signature = (deps: Deps, id: string) => hmac(deps.secret, `otp-challenge:${id}`);
const codeHash = (deps: Deps, id: string, code: string) =>
  hmac(deps.secret, `otp-code:${id}:${code}`);

const mailFor = (purpose: Purpose, code: string, lang: Lang) =>
  lang === 'en'
    ? {
        subject: purpose === 'SIGN_IN' ? 'Your sign-in code' : 'Your password recovery code',
        text: `Your code: ${code}. It is valid for 5 minutes.`,
      }
    : {
        subject: purpose === 'SIGN_IN' ? 'Votre code de connexion' : 'Votre code de récupération',
        text: `Votre code : ${code}. Il est valable 5 minutes.`,
      };

/**
 * Creates a challenge and sends its 6-digit code. The answer (`otp`) is a random id and its
 * HMAC: it names the challenge and says nothing about the code, which stays in the database,
 * itself only as an HMAC. Without a recipient (unknown login) the challenge can never succeed
 * but looks exactly the same.
 */
export const issueChallenge = async (
  deps: Deps,
  purpose: Purpose,
  recipient: Recipient | null,
  lang: Lang,
) => {
  const id = randomBytes(18).toString('base64url');
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await deps.db.insert(otpChallenges).values({
    id,
    userId: recipient?.userId ?? null,
    purpose,
    codeHash: recipient ? codeHash(deps, id, code) : randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + deps.config.otpTtlSeconds * 1000),
  });
  if (recipient) {
    await deps.mailer.send({
      to: recipient.address,
      login: recipient.login,
      code,
      ...mailFor(purpose, code, lang),
    });
  }
  return `${PREFIX}${id}.${signature(deps, id)}`;
};

/** The challenge id of a well-signed `otp`, or null. */
const challengeId = (deps: Deps, otp: string) => {
  if (!otp.startsWith(PREFIX)) return null;
  const [id, sig] = otp.slice(PREFIX.length).split('.');
  if (!id || !sig) return null;
  return safeEqual(sig, signature(deps, id)) ? id : null;
};

const live = (deps: Deps) =>
  and(
    isNull(otpChallenges.consumedAt),
    isNull(otpChallenges.invalidatedAt),
    gt(otpChallenges.expiresAt, sql`now()`),
    lt(otpChallenges.attempts, deps.config.otpMaxAttempts),
  );

/** Checks a code; answers the challenge's user and purpose once, or null. */
export const verifyChallenge = async (deps: Deps, otp: string, code: string) => {
  const id = challengeId(deps, otp);
  if (!id) return null;
  const [challenge] = await deps.db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.id, id), live(deps)));
  if (!challenge) return null;
  const right =
    challenge.userId !== null && safeEqual(codeHash(deps, id, code), challenge.codeHash);
  if (!right) {
    await deps.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(eq(otpChallenges.id, id));
    return null;
  }
  // The conditional update makes the code single-use even under concurrent requests.
  const [used] = await deps.db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, id), live(deps)))
    .returning({ userId: otpChallenges.userId, purpose: otpChallenges.purpose });
  return used?.userId ? { userId: used.userId, purpose: used.purpose } : null;
};

/**
 * Invalidates a challenge that was not used yet and answers the previous challenge's user and
 * purpose so that the caller issues a new one; null when the challenge is unknown or used.
 */
export const retireChallenge = async (deps: Deps, otp: string) => {
  const id = challengeId(deps, otp);
  if (!id) return null;
  const [retired] = await deps.db
    .update(otpChallenges)
    .set({ invalidatedAt: sql`now()` })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.invalidatedAt),
        // A resend is allowed for a while after expiry: the user may come back late.
        gt(otpChallenges.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .returning({ userId: otpChallenges.userId, purpose: otpChallenges.purpose });
  return retired ?? null;
};
