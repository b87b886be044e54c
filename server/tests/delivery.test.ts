// @vitest-environment node
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '@generated/openapi-types/schema';
import { createApp } from '../app';
import { checkSmtp, createDelivery, smsBody } from '../auth/delivery';
import { createSession } from '../auth/sessions';
import { configFrom, SettingsError, type Config, type SmsConfig } from '../config';
import { devOutbox, users } from '../db/schema';
import type { Logger } from '../deps';
import { ids, PASSWORD } from './support/fixture';
import { conformingFetch, useHarness } from './support/harness';

const h = useHarness();

// ---------------------------------------------------------------------------------------------
// A real SMTP server and a real HTTP sink, on loopback, for the whole file.

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

const SMTP_USER = 'collecte';
const SMTP_PASSWORD = 'smtp-secret-1';

/** The text of a message as nodemailer writes it: quoted-printable decoded when it is. */
const parseMail = (raw: string, to: string[]): ReceivedMail => {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : body;
  return { to, subject: header('Subject'), text: text.trim() };
};

const smtp = {
  mails: [] as ReceivedMail[],
  /** Recipients are refused (550) while true. */
  refusing: false,
  server: new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, credentials still checked.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (!smtp.refusing) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        smtp.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  }),
  port: 0,
};

interface SinkRequest {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The SMS gateway: answers `status`, or nothing at all while `hanging`. */
const sink = {
  requests: [] as SinkRequest[],
  status: 200,
  hanging: false,
  server: createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      sink.requests.push({ method: request.method ?? '', headers: request.headers, body });
      if (sink.hanging) return;
      // A provider's answer may repeat the message: the server must not log it.
      response.writeHead(sink.status, { 'content-type': 'application/json' }).end(body);
    });
  }),
  url: '',
};

/** A port nothing listens on: taken, then given back. */
let closedPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  smtp.port = (smtp.server.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
  sink.url = `http://127.0.0.1:${(sink.server.address() as AddressInfo).port}/v1/sms`;
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closedPort = (spare.address() as AddressInfo).port;
  await new Promise((resolve) => spare.close(resolve));
});

afterEach(() => {
  smtp.mails.length = 0;
  smtp.refusing = false;
  sink.requests.length = 0;
  sink.status = 200;
  sink.hanging = false;
});

afterAll(async () => {
  sink.server.closeAllConnections();
  await new Promise((resolve) => sink.server.close(resolve));
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

// ---------------------------------------------------------------------------------------------
// The server under test: production settings read from the environment as main.ts reads them.

/** A sender name with every character the two content types must escape. */
const SENDER = 'Collecte "Huile" \\ Nord & Co=1+2';
const BEARER = 'Bearer sk_test_4f9a2c';
const BASIC = `Basic ${Buffer.from('AC7f3e:auth-token-9').toString('base64')}`;

const JSON_GATEWAY = {
  SMS_AUTHORIZATION: BEARER,
  SMS_CONTENT_TYPE: 'application/json',
  SMS_BODY: '{"to":"{{to}}","text":"{{text}}","sender":"{{from}}"}',
};
const FORM_GATEWAY = {
  SMS_AUTHORIZATION: BASIC,
  SMS_CONTENT_TYPE: 'application/x-www-form-urlencoded',
  SMS_BODY: 'To={{to}}&From={{from}}&Body={{text}}',
};

const productionEnv = (env: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-bytes',
  SEED: 'false',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_USER,
  SMTP_PASSWORD,
  SMTP_FROM: 'Collecte huile <no-reply@collecte-huile.tn>',
  SMS_URL: sink.url,
  SMS_FROM: SENDER,
  ...JSON_GATEWAY,
  ...env,
});

const configWith = (env: Record<string, string | undefined> = {}): Config => ({
  ...configFrom(productionEnv(env)),
  scryptCost: h.deps.config.scryptCost,
  deliveryTimeoutMs: 2000,
});

/** Lines the server logged, to check that nothing a message carries is among them. */
const logged: string[] = [];
const recordingLog: Logger = {
  info: (line) => logged.push(line),
  warn: (line) => logged.push(line),
  error: (line, error) => logged.push(`${line} ${String(error)}`),
};
afterEach(() => {
  logged.length = 0;
});

const serverWith = (config: Config) => {
  const delivery = createDelivery(h.db, config, recordingLog);
  const app = createApp({ ...h.deps, config, delivery, log: recordingLog });
  return (lang: 'fr' | 'en' = 'fr', token?: string) =>
    createClient<paths>({
      baseUrl: 'http://localhost/api/v1',
      fetch: conformingFetch(app),
      headers: {
        'Accept-Language': lang,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
};
type Api = ReturnType<ReturnType<typeof serverWith>>;

const codeIn = (text: string | null | undefined) => {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
};

/** The text of the last SMS the gateway received, as its content type carries it. */
const lastSms = () => {
  const request = sink.requests.at(-1);
  if (!request) throw new Error('no SMS sent');
  const json = request.headers['content-type'] === 'application/json';
  const fields = json
    ? (JSON.parse(request.body) as Record<string, string>)
    : Object.fromEntries(new URLSearchParams(request.body));
  return {
    request,
    to: fields.to ?? fields.To,
    text: fields.text ?? fields.Body,
    sender: fields.sender ?? fields.From,
  };
};

const signIn = (api: Api, login: string, password = PASSWORD) =>
  api.POST('/auth/signin', { body: { login, password } });

const verify = (api: Api, hashedOtp: string, inputOtp: string) =>
  api.POST('/auth/verify-otp', { body: { hashedOtp, inputOtp } });

const CODE_NOT_SENT = "Le code n'a pas pu être envoyé. Veuillez réessayer dans quelques instants";

// ---------------------------------------------------------------------------------------------

describe('codes by the kind of login', () => {
  it('an e-mail login gets its code by SMTP (with credentials); the code read from the mail signs in', async () => {
    const api = serverWith(configWith())();
    const { data } = await signIn(api, 'admin@test.tn');

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['admin@test.tn']);
    expect(mail?.subject).toBe('Votre code de connexion');
    const { data: session } = await verify(api, data!.otp, codeIn(mail?.text));
    expect(session?.user.id).toBe(ids.users.admin);
    // The same account has a phone: the login typed decided. Nothing went to the log or the
    // development outbox.
    expect(sink.requests).toHaveLength(0);
    expect(await h.db.select().from(devOutbox)).toHaveLength(0);
  });

  it('a phone login gets its code by SMS: JSON body, escaped values, the Authorization header', async () => {
    const api = serverWith(configWith())();
    const { data } = await signIn(api, '71 000 001');

    expect(smtp.mails).toHaveLength(0);
    expect(sink.requests).toHaveLength(1);
    const { request, to, text, sender } = lastSms();
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe(BEARER);
    expect(request.headers['content-type']).toBe('application/json');
    // The stored "+216 71 000 001", in the international form gateways take.
    expect(to).toBe('+21671000001');
    expect(sender).toBe(SENDER);
    expect(text).toMatch(/^Votre code : \d{6}\. Il est valable 5 minutes\.$/);
    const { data: session } = await verify(api, data!.otp, codeIn(text));
    expect(session?.user.id).toBe(ids.users.admin);
  });

  it('a form-encoded gateway with basic authentication gets the same message', async () => {
    const api = serverWith(configWith(FORM_GATEWAY))('en');
    const { data } = await signIn(api, '+216 22 000 006');

    const { request, to, text, sender } = lastSms();
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe(BASIC);
    expect(request.body).toMatch(/^To=%2B21622000006&From=Collecte\+%22Huile%22\+%5C\+Nord/);
    expect(to).toBe('+21622000006');
    expect(sender).toBe(SENDER);
    expect(text).toMatch(/^Your code: \d{6}\. It is valid for 5 minutes\.$/);
    const { data: session } = await verify(api, data!.otp, codeIn(text));
    expect(session?.user.id).toBe(ids.users.driver);
  });

  it('the body template escapes every value for its content type, in one pass', () => {
    const text = 'Mot de passe : a"b\\c\n{{to}} & x=1+2 é';
    const json = smsBody(
      { ...configWith().sms!, body: '{"to":"{{to}}","text":"{{text}}","from":"{{from}}"}' },
      '+21622000006',
      text,
    );
    expect(JSON.parse(json)).toEqual({ to: '+21622000006', text, from: SENDER });
    const form: SmsConfig = { ...configWith(FORM_GATEWAY).sms! };
    const fields = new URLSearchParams(smsBody(form, '+21622000006', text));
    expect(Object.fromEntries(fields)).toEqual({ To: '+21622000006', From: SENDER, Body: text });
  });

  it('a phone-only account resets its password by SMS, then signs in with it', async () => {
    const api = serverWith(configWith())();
    const { data } = await api.POST('/auth/forgot-password', {
      body: { login: '+216 22 000 006' },
    });
    expect(lastSms().to).toBe('+21622000006');
    const { data: reset } = await verify(api, data!.otp, codeIn(lastSms().text));
    expect(reset?.purpose).toBe('PASSWORD_RESET');
    const done = await serverWith(configWith())('fr', reset!.token).POST('/auth/reset-password', {
      body: { newPassword: 'huile-usagee-2027' },
    });
    expect(done.data).toEqual({ success: true });

    const { data: again } = await signIn(api, '22000006', 'huile-usagee-2027');
    const { data: session } = await verify(api, again!.otp, codeIn(lastSms().text));
    expect(session?.user.id).toBe(ids.users.driver);
    expect(smtp.mails).toHaveLength(0);
  });
});

describe('a send that fails', () => {
  it('gateway answering 500: the message (fr, en), the challenge is not used up, a retry works', async () => {
    const server = serverWith(configWith());
    sink.status = 500;
    const failed = await signIn(server(), '+216 22 000 006');
    expect(failed.response.status).toBe(503);
    expect(failed.error?.code).toBe('503:SERVICE_UNAVAILABLE');
    expect(failed.error?.message).toBe(CODE_NOT_SENT);
    const english = await signIn(server('en'), '+216 22 000 006');
    expect(english.error?.message).toBe('The code could not be sent. Please try again in a moment');

    // The user signs in again once the gateway answers.
    sink.status = 200;
    const api = server();
    const { data } = await signIn(api, '+216 22 000 006');
    const first = codeIn(lastSms().text);

    // A resend that fails keeps the previous code working...
    sink.status = 500;
    const resend = await api.POST('/auth/resend-otp', { body: { hashedOtp: data!.otp } });
    expect(resend.response.status).toBe(503);
    expect(resend.error?.message).toBe(CODE_NOT_SENT);
    // ...and may be retried: the new code replaces it.
    sink.status = 200;
    const { data: resent } = await api.POST('/auth/resend-otp', { body: { hashedOtp: data!.otp } });
    const second = codeIn(lastSms().text);
    expect((await verify(api, data!.otp, first)).response.status).toBe(401);
    const { data: session } = await verify(api, resent!.otp, second);
    expect(session?.user.id).toBe(ids.users.driver);
  });

  it('after a failed resend, the code already received still signs in', async () => {
    const api = serverWith(configWith())();
    const { data } = await signIn(api, 'admin@test.tn');
    const code = codeIn(smtp.mails.at(-1)?.text);
    smtp.refusing = true;
    const resend = await api.POST('/auth/resend-otp', { body: { hashedOtp: data!.otp } });
    expect(resend.error?.message).toBe(CODE_NOT_SENT);
    const { data: session } = await verify(api, data!.otp, code);
    expect(session?.user.id).toBe(ids.users.admin);
  });

  it('SMTP refusing the recipient: the message, then a retry delivers', async () => {
    const api = serverWith(configWith())();
    smtp.refusing = true;
    const failed = await api.POST('/auth/forgot-password', { body: { login: 'admin@test.tn' } });
    expect(failed.response.status).toBe(503);
    expect(failed.error?.message).toBe(CODE_NOT_SENT);
    smtp.refusing = false;
    const { data } = await api.POST('/auth/forgot-password', { body: { login: 'admin@test.tn' } });
    const { data: reset } = await verify(api, data!.otp, codeIn(smtp.mails.at(-1)?.text));
    expect(reset?.purpose).toBe('PASSWORD_RESET');
  });

  it('a gateway that does not answer in time, or cannot be reached, is a failed send', async () => {
    sink.hanging = true;
    const slow = serverWith({ ...configWith(), deliveryTimeoutMs: 300 })();
    const started = performance.now();
    expect((await signIn(slow, '+216 22 000 006')).error?.message).toBe(CODE_NOT_SENT);
    expect(performance.now() - started).toBeLessThan(2000);

    const unreachable = serverWith(configWith({ SMS_URL: `http://127.0.0.1:${closedPort}/sms` }))();
    expect((await signIn(unreachable, '+216 22 000 006')).error?.message).toBe(CODE_NOT_SENT);
    const noSmtp = serverWith(configWith({ SMTP_PORT: String(closedPort) }))();
    expect((await signIn(noSmtp, 'admin@test.tn')).error?.message).toBe(CODE_NOT_SENT);
  });

  it('production logs no code, phone number, address or answer of the provider', async () => {
    const api = serverWith(configWith())();
    const { data } = await signIn(api, '+216 22 000 006');
    const code = codeIn(lastSms().text);
    sink.status = 500;
    await api.POST('/auth/resend-otp', { body: { hashedOtp: data!.otp } });
    smtp.refusing = true;
    await signIn(api, 'admin@test.tn');
    const log = logged.join('\n');
    expect(log).toContain('SMS not sent: gateway answered 500');
    expect(log).toContain('E-mail not sent: EENVELOPE 550');
    for (const secret of [code, '22000006', '22 000 006', 'admin@test.tn', 'Votre code']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('a channel without settings', () => {
  it('in production: a phone login is told to use its e-mail; an unknown phone gets the same answer', async () => {
    const server = serverWith(configWith({ SMS_URL: undefined, SMS_AUTHORIZATION: undefined }));
    const failed = await signIn(server(), '+216 71 000 001');
    expect(failed.response.status).toBe(503);
    expect(failed.error?.message).toBe(
      'Les codes ne peuvent pas être envoyés par SMS pour le moment : utilisez votre adresse e-mail ou contactez votre administrateur',
    );
    const en = await server('en').POST('/auth/forgot-password', {
      body: { login: '+216 99 999 999' },
    });
    expect(en.response.status).toBe(503);
    expect(en.error?.message).toBe(
      'Codes cannot be sent by SMS at the moment: use your email address or contact your administrator',
    );
    // The same account signs in with its e-mail.
    expect((await signIn(server(), 'admin@test.tn')).response.status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
  });

  it('outside production, a phone login without SMS_URL goes to the log and the development outbox', async () => {
    const config = configFrom({ NODE_ENV: 'test', DEV_OUTBOX: 'true' });
    const api = serverWith({ ...config, scryptCost: h.deps.config.scryptCost })();
    await signIn(api, '+216 22 000 006');
    const [row] = await h.db.select().from(devOutbox);
    expect(row?.recipient).toBe('+216 22 000 006');
    expect(logged.join('\n')).toContain(`[sms] to +216 22 000 006: Votre code de connexion`);
  });
});

describe("a new account's temporary password", () => {
  const newAccount = (contact: { email?: string; phoneNumber?: string }) => ({
    firstName: 'Nouvel',
    lastName: 'Agent',
    cin: '09876543',
    role: 'ADMIN' as const,
    ...contact,
  });
  const asSuper = async (config: Config) =>
    serverWith(config)('fr', await createSession(h.db, ids.users.super, 'SIGN_IN', 3600));

  it('goes by e-mail when the account has one, and signs the new user in', async () => {
    const api = await asSuper(configWith());
    const { data, response } = await api.POST('/users', {
      body: newAccount({ email: 'nouvel@test.tn', phoneNumber: '+216 98 765 432' }),
    });
    expect(response.status).toBe(201);
    expect(data?.temporaryPasswordSent).toBe(true);
    expect(sink.requests).toHaveLength(0);
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(['nouvel@test.tn']);
    const temporary = /Mot de passe temporaire : (\S+)\./.exec(mail?.text ?? '')?.[1];
    expect(temporary).toMatch(/^[\w-]{12}$/);
    const { data: challenge } = await signIn(
      serverWith(configWith())(),
      'nouvel@test.tn',
      temporary,
    );
    expect(challenge?.otp).toBeTruthy();
  });

  it('a phone-only account without SMS settings: 400 asking for an e-mail, nothing created', async () => {
    const api = await asSuper(configWith({ SMS_URL: undefined, SMS_AUTHORIZATION: undefined }));
    const { error, response } = await api.POST('/users', {
      body: newAccount({ phoneNumber: '+216 98 765 432' }),
    });
    expect(response.status).toBe(400);
    expect(error?.details?.issues).toEqual([
      expect.objectContaining({
        path: ['email'],
        message:
          'Aucun SMS ne peut être envoyé pour le moment : ajoutez une adresse e-mail pour transmettre le mot de passe provisoire',
      }),
    ]);
    expect(await h.db.select().from(users).where(eq(users.cin, '09876543'))).toHaveLength(0);
  });

  it('a send that fails: the account exists, the answer says the password was not sent', async () => {
    const api = await asSuper(configWith());
    sink.status = 503;
    const { data, response } = await api.POST('/users', {
      body: newAccount({ phoneNumber: '+216 98 765 432' }),
    });
    expect(response.status).toBe(201);
    expect(data?.temporaryPasswordSent).toBe(false);
    const [stored] = await h.db.select().from(users).where(eq(users.id, data!.id));
    expect(stored?.status).toBe('PENDING');

    // Once sending works, the new user gets a password with "forgot password".
    sink.status = 200;
    const anonymous = serverWith(configWith())();
    const { data: forgot } = await anonymous.POST('/auth/forgot-password', {
      body: { login: '98765432' },
    });
    const { data: reset } = await verify(anonymous, forgot!.otp, codeIn(lastSms().text));
    expect(reset?.user.id).toBe(data!.id);
  });
});

describe('the SMTP check at start', () => {
  const warnings: string[] = [];
  const log = { ...recordingLog, warn: (line: string) => warnings.push(line) };

  it('passes with the right port and credentials', async () => {
    await expect(checkSmtp(configWith(), log)).resolves.toBeUndefined();
  });

  it('in production, stops on a wrong port or wrong credentials with one line naming the setting', async () => {
    const wrongPort = await checkSmtp(configWith({ SMTP_PORT: String(closedPort) }), log).catch(
      (error: unknown) => error,
    );
    expect(wrongPort).toBeInstanceOf(SettingsError);
    expect((wrongPort as Error).message).toMatch(
      new RegExp(
        `^Setting SMTP_HOST: an SMTP server that answers at 127\\.0\\.0\\.1:${closedPort}`,
      ),
    );
    const wrongPassword = await checkSmtp(configWith({ SMTP_PASSWORD: 'not-it' }), log).catch(
      (error: unknown) => error,
    );
    expect(wrongPassword).toBeInstanceOf(SettingsError);
    expect((wrongPassword as Error).message).toMatch(
      /^Setting SMTP_PASSWORD: credentials that the SMTP server at 127\.0\.0\.1:\d+ accepts \(it answered 535\)$/,
    );
    expect((wrongPassword as Error).message).not.toContain('not-it');
    expect(warnings).toEqual([]);
  });

  it('outside production, warns and goes on', async () => {
    const config = { ...configWith({ SMTP_PORT: String(closedPort) }), production: false };
    await expect(checkSmtp(config, log)).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^Setting SMTP_HOST: .*e-mails will fail/)]);
  });

  it('server/main.ts in production exits with that one line', async () => {
    const env = {
      PATH: process.env.PATH,
      ...productionEnv({ SMTP_PORT: String(closedPort), DATA_DIR: '/nonexistent' }),
    };
    const result = await new Promise<{ code: number | null; stderr: string; stdout: string }>(
      (resolve) => {
        execFile(
          process.execPath,
          ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'],
          { env, timeout: 30_000 },
          (error, stdout, stderr) =>
            resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
        );
      },
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Setting SMTP_HOST: an SMTP server that answers at 127\.0\.0\.1:/),
    ]);
    expect(result.stdout).toBe('');
  }, 40_000);
});
