// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges, sessions, users } from '../db/schema';
import { ids, PASSWORD } from './support/fixture';
import { useHarness, type Harness } from './support/harness';

const h = useHarness({
  rateLimits: {
    signIn: { limit: 6, windowSeconds: 900 },
    signInPerLogin: { limit: 6, windowSeconds: 900 },
    verifyOtp: { limit: 50, windowSeconds: 900 },
    resendOtp: { limit: 10, windowSeconds: 900 },
    forgotPassword: { limit: 10, windowSeconds: 900 },
    resetPassword: { limit: 10, windowSeconds: 900 },
  },
});

interface OutboxMail {
  to: string;
  login: string | null;
  subject: string;
  text: string;
  code: string | null;
}

const outbox = async (harness: Harness, to: string) => {
  const response = await harness.raw(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as OutboxMail[];
};

const latestCode = async (harness: Harness, to: string) => {
  const [mail] = await outbox(harness, to);
  if (!mail?.code) throw new Error(`no code for ${to}`);
  return mail.code;
};

const signIn = async (login = 'admin@test.tn', password = PASSWORD) => {
  const api = await h.client();
  const { data, error } = await api.POST('/auth/signin', { body: { login, password } });
  return { otp: data?.otp, error };
};

const verify = async (hashedOtp: string, inputOtp: string) => {
  const api = await h.client();
  return api.POST('/auth/verify-otp', { body: { hashedOtp, inputOtp } });
};

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in with a one-time code', () => {
  it('signs in end to end: code by mail, session, current user, sign-out', async () => {
    const { otp } = await signIn();
    expect(otp).toMatch(/^otp_[\w-]+\.[\w-]+$/);
    const code = await latestCode(h, 'admin@test.tn');
    expect(code).toMatch(/^\d{6}$/);
    expect(otp).not.toContain(code);

    const { data: session } = await verify(otp!, code);
    expect(session?.purpose).toBe('SIGN_IN');
    expect(session?.user.id).toBe(ids.users.admin);

    const api = h.clientWithToken(session!.token);
    const { data: me } = await api.GET('/auth/current-user');
    expect(me?.email).toBe('admin@test.tn');
    expect(me?.permissions?.regionId).toBe(ids.nord);
    expect(me?.permissions?.region?.name).toBe('Nord');

    const out = await api.POST('/auth/signout');
    expect(out.response.status).toBe(204);
    const after = await api.GET('/auth/current-user');
    expect(after.response.status).toBe(401);
    expect(after.error?.code).toBe('401:UNAUTHORIZED');
  });

  it('signs in with a phone number, with or without the country code; the code goes to the phone', async () => {
    expect((await signIn('+216 71 000 001')).otp).toBeDefined();
    expect((await signIn('71000001')).otp).toBeDefined();
    // The login typed decides the channel, though this account has an e-mail too.
    const [mail] = await outbox(h, '71000001');
    expect(mail?.to).toBe('+216 71 000 001');
    expect(await outbox(h, 'admin@test.tn')).toHaveLength(0);
  });

  it('answers the same for an unknown login and a wrong password', async () => {
    const unknown = await signIn('nobody@test.tn', PASSWORD);
    const wrong = await signIn('admin@test.tn', 'not-the-password');
    expect(unknown.error?.code).toBe('401:UNAUTHORIZED');
    expect(wrong.error?.code).toBe('401:UNAUTHORIZED');
    expect(unknown.error?.message).toBe(wrong.error?.message);
    expect(await outbox(h, 'nobody@test.tn')).toHaveLength(0);
  });

  it('kills the code after 5 wrong attempts', async () => {
    const { otp } = await signIn();
    const code = await latestCode(h, 'admin@test.tn');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(otp!, wrongCode(code))).response.status).toBe(401);
    }
    const last = await verify(otp!, code);
    expect(last.response.status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const { otp } = await signIn();
    const code = await latestCode(h, 'admin@test.tn');
    await h.db.update(otpChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await verify(otp!, code)).response.status).toBe(401);
  });

  it('uses a code once', async () => {
    const { otp } = await signIn();
    const code = await latestCode(h, 'admin@test.tn');
    expect((await verify(otp!, code)).response.status).toBe(200);
    expect((await verify(otp!, code)).response.status).toBe(401);
  });

  it('refuses a forged or tampered challenge', async () => {
    const { otp } = await signIn();
    const code = await latestCode(h, 'admin@test.tn');
    const tampered = `${otp!.slice(0, -2)}xx`;
    expect((await verify(tampered, code)).response.status).toBe(401);
    expect((await verify('otp_forged.signature', code)).response.status).toBe(401);
  });

  it('invalidates the previous code on resend', async () => {
    const { otp } = await signIn();
    const first = await latestCode(h, 'admin@test.tn');
    const api = await h.client();
    const { data } = await api.POST('/auth/resend-otp', { body: { hashedOtp: otp! } });
    const second = await latestCode(h, 'admin@test.tn');
    expect(data?.otp).not.toBe(otp);
    expect((await verify(otp!, first)).response.status).toBe(401);
    expect((await verify(data!.otp, second)).response.status).toBe(200);
  });

  it('checks the code length with the product message', async () => {
    const api = await h.client();
    const { error } = await api.POST('/auth/verify-otp', {
      body: { hashedOtp: 'otp_x.y', inputOtp: '123' },
    });
    expect(error?.message).toBe('Le code OTP doit contenir 6 caractères');
    expect(error?.details?.issues[0]?.path).toEqual(['inputOtp']);
  });

  it('limits sign-in attempts with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const api = await h.client();
      const { response } = await api.POST('/auth/signin', {
        body: { login: 'admin@test.tn', password: 'wrong' },
      });
      statuses.push(response.status);
      retryAfter ??= response.headers.get('retry-after');
    }
    expect(statuses.slice(0, 6).every((status) => status === 401)).toBe(true);
    expect(statuses[6]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('refuses a revoked account', async () => {
    await h.db.update(users).set({ status: 'REVOKED' }).where(eq(users.id, ids.users.admin));
    expect((await signIn()).error?.code).toBe('401:UNAUTHORIZED');
  });
});

describe('sessions', () => {
  it('expire', async () => {
    const api = await h.client('admin');
    await h.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await api.GET('/auth/current-user')).response.status).toBe(401);
  });

  it('end for the other sessions on a password change; PENDING becomes ACTIVE', async () => {
    const other = await h.client('pending');
    const api = await h.client('pending');
    const wrong = await api.PATCH('/auth/password', {
      body: { currentPassword: 'nope', newPassword: 'nouveau-secret' },
    });
    expect(wrong.error?.details?.issues[0]?.path).toEqual(['currentPassword']);
    const { data } = await api.PATCH('/auth/password', {
      body: { currentPassword: PASSWORD, newPassword: 'nouveau-secret' },
    });
    expect(data?.success).toBe(true);
    expect((await other.GET('/auth/current-user')).response.status).toBe(401);
    const { data: me } = await api.GET('/auth/current-user');
    expect(me?.status).toBe('ACTIVE');
  });

  it('checks the new password length with the product message', async () => {
    const api = await h.client('admin');
    const { error } = await api.PATCH('/auth/password', {
      body: { currentPassword: PASSWORD, newPassword: '123' },
    });
    expect(error?.message).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('keep a PENDING user to the auth calls', async () => {
    const api = await h.client('pending');
    expect((await api.GET('/auth/current-user')).data?.status).toBe('PENDING');
    const { error } = await api.GET('/holders');
    expect(error?.code).toBe('403:FORBIDDEN');
  });
});

describe('password recovery', () => {
  it('goes from forgot-password to a single-use reset token; no session is answered, every session ends, the user signs in with the new password and a code', async () => {
    const before = await h.client('admin');
    const api = await h.client();
    const { data } = await api.POST('/auth/forgot-password', { body: { login: 'admin@test.tn' } });
    const code = await latestCode(h, 'admin@test.tn');
    const { data: reset } = await verify(data!.otp, code);
    expect(reset?.purpose).toBe('PASSWORD_RESET');

    // A reset token is not a session.
    const asSession = h.clientWithToken(reset!.token);
    expect((await asSession.GET('/auth/current-user')).response.status).toBe(401);

    const { data: done } = await asSession.POST('/auth/reset-password', {
      body: { newPassword: 'tout-nouveau' },
    });
    expect(done).toEqual({ success: true });
    expect((await before.GET('/auth/current-user')).response.status).toBe(401);
    const again = await asSession.POST('/auth/reset-password', {
      body: { newPassword: 'encore-1' },
    });
    expect(again.response.status).toBe(401);

    expect((await signIn('admin@test.tn', PASSWORD)).error?.code).toBe('401:UNAUTHORIZED');
    const { otp } = await signIn('admin@test.tn', 'tout-nouveau');
    const { data: session } = await verify(otp!, await latestCode(h, 'admin@test.tn'));
    expect(session?.purpose).toBe('SIGN_IN');
    expect((await h.clientWithToken(session!.token).GET('/auth/current-user')).data?.id).toBe(
      ids.users.admin,
    );
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const api = await h.client();
    const { data } = await api.POST('/auth/forgot-password', {
      body: { login: 'personne@test.tn' },
    });
    expect(data?.otp).toMatch(/^otp_[\w-]+\.[\w-]+$/);
    expect(await outbox(h, 'personne@test.tn')).toHaveLength(0);
    expect((await verify(data!.otp, '000000')).response.status).toBe(401);
  });

  it('answers in English when asked', async () => {
    const api = await h.client(undefined, 'en');
    const { error } = await api.POST('/auth/forgot-password', { body: { login: 'not-an-email' } });
    expect(error?.message).toBe('Please enter a valid email address or phone number');
  });
});

describe('profile', () => {
  it('keeps at least one of e-mail and phone number', async () => {
    const api = await h.client('admin');
    const { error } = await api.PATCH('/auth/profile', { body: { email: '', phoneNumber: '' } });
    expect(error?.message).toBe('Au moins un e-mail ou un numéro de téléphone est requis');
    const en = await (
      await h.client('admin', 'en')
    ).PATCH('/auth/profile', {
      body: { email: '', phoneNumber: '' },
    });
    expect(en.error?.message).toBe('At least one of email or phone number is required');
    const { data } = await api.PATCH('/auth/profile', {
      body: {
        firstName: 'Amira',
        email: '',
        phoneNumber: '+216 98 123 456',
        currentPassword: PASSWORD,
      },
    });
    expect(data?.email).toBeNull();
    expect(data?.firstName).toBe('Amira');
  });
});
