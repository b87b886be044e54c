import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@generated/model';
import { otpChallenges } from '../db/schema';
import type { Deps } from '../deps';
import { unavailable } from '../http/errors';
import type { Lang } from '../http/i18n';
import { DeliveryError, type Channel } from './delivery';
import { consume, refund } from './rate-limit';
import { hmac, safeEqual } from './tokens';

type Purpose = OtpPurpose;

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

/** Wrong codes of one account, counted apart for sign-in and recovery. */
const failureKey = (userId: string, purpose: Purpose) =>
  `otp-fail:user:${userId}:${purpose === 'SIGN_IN' ? 'sign-in' : 'reset'}`;

/** Codes sent to one account, counted apart for sign-in and recovery. */
export const sentKey = (who: string, purpose: Purpose) =>
  `otp-sent:${who}:${purpose === 'SIGN_IN' ? 'sign-in' : 'reset'}`;

/**
 * The 503 of a code that did not go out: its channel has no settings (the user may use a login
 * of the other kind), or the send failed (the user tries again).
 */
const notSent = (deps: Deps, error: DeliveryError) => {
  if (error.reason === 'none') {
    return unavailable(error.channel === 'sms' ? 'smsUnavailable' : 'emailUnavailable');
  }
  deps.log.warn(`One-time code not sent: ${error.message}`);
  return unavailable('codeNotSent');
};

/**
 * Creates a challenge and sends its 6-digit code by `channel` (the kind of login typed). The
 * answer (`otp`) is a random id and its HMAC: it names the challenge and says nothing about the
 * code, which stays in the database, itself only as an HMAC. Without a recipient (unknown login)
 * the challenge can never succeed but looks exactly the same. `attempts` carries the wrong
 * answers of the challenge a resend replaces. Codes sent to one account are limited (429).
 *
 * A channel without settings is a 503 for every login of its kind, known or not. A failed send
 * is a 503 that loses nothing: the new challenge dies unseen and its code is not counted.
 */
export const issueChallenge = async (
  deps: Deps,
  purpose: Purpose,
  channel: Channel,
  recipient: Recipient | null,
  lang: Lang,
  attempts = 0,
) => {
  if (!deps.delivery.channels[channel]) throw notSent(deps, new DeliveryError(channel, 'none'));
  const sent = recipient && sentKey(`user:${recipient.userId}`, purpose);
  if (sent) await consume(deps.db, sent, deps.config.rateLimits.otpSentPerAccount);
  const id = randomBytes(18).toString('base64url');
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await deps.db.insert(otpChallenges).values({
    id,
    userId: recipient?.userId ?? null,
    purpose,
    channel,
    codeHash: recipient ? codeHash(deps, id, code) : randomBytes(32).toString('base64url'),
    attempts,
    expiresAt: new Date(Date.now() + deps.config.otpTtlSeconds * 1000),
  });
  if (recipient && sent) {
    try {
      await deps.delivery.send({
        to: recipient.address,
        login: recipient.login,
        code,
        ...mailFor(purpose, code, lang),
      });
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      await deps.db
        .update(otpChallenges)
        .set({ invalidatedAt: sql`now()` })
        .where(eq(otpChallenges.id, id));
      await refund(deps.db, sent);
      throw notSent(deps, error);
    }
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

const unused = () =>
  and(
    isNull(otpChallenges.consumedAt),
    isNull(otpChallenges.invalidatedAt),
    gt(otpChallenges.expiresAt, sql`now()`),
  );

const live = (deps: Deps) => and(unused(), lt(otpChallenges.attempts, deps.config.otpMaxAttempts));

/**
 * Checks a code; answers the challenge's user and purpose once, or null.
 *
 * The attempt is counted before the code is compared, by one conditional update that only a
 * live challenge with attempts left passes: concurrent guesses cannot all read "4 attempts" and
 * all be checked. The account's wrong codes across challenges are limited too (429): the slot is
 * taken first and given back when the code turns out right or was never compared.
 */
export const verifyChallenge = async (deps: Deps, otp: string, code: string) => {
  const id = challengeId(deps, otp);
  if (!id) return null;
  const [challenge] = await deps.db
    .select({ userId: otpChallenges.userId, purpose: otpChallenges.purpose })
    .from(otpChallenges)
    .where(eq(otpChallenges.id, id));
  if (!challenge) return null;
  const failures = challenge.userId ? failureKey(challenge.userId, challenge.purpose) : null;
  if (failures) await consume(deps.db, failures, deps.config.rateLimits.otpFailuresPerAccount);
  const [attempt] = await deps.db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, id), live(deps)))
    .returning({ userId: otpChallenges.userId, codeHash: otpChallenges.codeHash });
  if (!attempt) {
    // A dead challenge: nothing was compared, so it is no wrong answer of the account.
    if (failures) await refund(deps.db, failures);
    return null;
  }
  const right = attempt.userId !== null && safeEqual(codeHash(deps, id, code), attempt.codeHash);
  if (!right) return null;
  // The conditional update makes the code single-use even under concurrent requests.
  const [used] = await deps.db
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, id), unused()))
    .returning({ userId: otpChallenges.userId, purpose: otpChallenges.purpose });
  if (!used?.userId) return null;
  if (failures) await refund(deps.db, failures);
  return { userId: used.userId, purpose: used.purpose };
};

/**
 * Invalidates a live challenge (not used, not expired, attempts left) and answers its id, user,
 * purpose, channel and wrong attempts so that the caller issues a new one that carries them on;
 * null for any other challenge, so that a resend never revives an exhausted or expired code.
 */
export const retireChallenge = async (deps: Deps, otp: string) => {
  const id = challengeId(deps, otp);
  if (!id) return null;
  const [retired] = await deps.db
    .update(otpChallenges)
    .set({ invalidatedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, id), live(deps)))
    .returning({
      id: otpChallenges.id,
      userId: otpChallenges.userId,
      purpose: otpChallenges.purpose,
      channel: otpChallenges.channel,
      attempts: otpChallenges.attempts,
    });
  return retired ?? null;
};

/**
 * Gives a retired challenge back when its replacement could not be issued (a failed send): it
 * is as it was, since an invalidated challenge takes no attempt, and its code works again.
 */
export const restoreChallenge = async (deps: Deps, id: string) => {
  await deps.db
    .update(otpChallenges)
    .set({ invalidatedAt: null })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)));
};
