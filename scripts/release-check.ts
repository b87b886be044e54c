/**
 * The release as production runs it, checked for real (scripts/test.sh with TEST_POSTGRES=true,
 * or `npm run release:check`): scripts/release.sh builds the release folder and installs its
 * production dependencies alone; the server then starts from it with NODE_ENV=production against
 * PostgreSQL (DATABASE_URL, given by server/scripts/with-postgres.sh) and an SMTP sink started
 * here, and the check proves, as an operator and a first administrator would see it:
 *
 * - without AUTH_SECRET it refuses to start, with one line naming it;
 * - it becomes ready; no demo account signs in;
 * - INITIAL_ADMIN_EMAIL gets a temporary password by e-mail; the administrator signs in with it
 *   and the code e-mailed next, can do nothing but change the password, changes it, then creates
 *   a region's staff account (REGIONAL_MANAGER) and a holder;
 * - after a restart the holder is there, the session still works, and no second administrator is
 *   made; the release's backup command runs; its admin:create command refuses while one exists.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import { SMTPServer } from 'smtp-server';
import type { paths } from '@generated/openapi-types/schema';
import { DEMO_ACCOUNTS } from '../server/seed/accounts';

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL: run it under server/scripts/with-postgres.sh');
  process.exit(1);
}

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`release check: ${what}`);
}

const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  const since = performance.now();
  const result = await run();
  console.log(`  ✔ ${what} (${seconds(since)})`);
  return result;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// ── The SMTP sink: every message the release sends, by recipient ──────────────────────────────

interface Mail {
  to: string[];
  text: string;
}
const mails: Mail[] = [];

/** The body of a plain-text message as nodemailer encodes it (quoted-printable or base64). */
const bodyOf = (raw: string) => {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
};

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        text: bodyOf(Buffer.concat(chunks).toString('utf8')),
      });
      callback();
    });
  },
});

/** The `seen`-th message to `to` (counting from 0), once it has arrived. */
const mailTo = async (to: string, seen: number) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = mails.filter((each) => each.to.includes(to.toLowerCase()))[seen];
    if (mail) return mail.text;
    check(Date.now() < deadline, `no message number ${seen + 1} to ${to} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const mailsTo = (to: string) => mails.filter((each) => each.to.includes(to.toLowerCase())).length;

// ── The release ───────────────────────────────────────────────────────────────────────────────

const work = mkdtempSync(join(tmpdir(), 'release-check-'));
const folder = join(work, 'release');
const smtpPort = await freePort();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const admin = 'direction@release-check.test';

/** Production settings: nothing inherited but PATH, so that no development setting leaks in. */
const production: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: randomBytes(48).toString('base64'),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  INITIAL_ADMIN_EMAIL: admin,
};

let output = '';
const run = (file: string, args: string[], env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, [file, ...args], { cwd: folder, env });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return child;
};
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

let server: ChildProcess | undefined;
const startServer = async () => {
  server = run('build/server/main.js', [], production);
  const deadline = Date.now() + 60_000;
  for (;;) {
    check(server.exitCode === null, `the server exited (${server.exitCode}) before it was ready`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    check(Date.now() < deadline, 'the server was not ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
const stopServer = async () => {
  if (!server) return;
  server.kill('SIGTERM');
  const code = await exited(server);
  server = undefined;
  return code;
};

const api = (token?: string) =>
  createClient<paths>({
    baseUrl: `${baseUrl}/api/v1`,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

/** Sign-in with a password, then the code e-mailed to `login`: the session token. */
const signIn = async (login: string, password: string) => {
  const codes = mailsTo(login);
  const signin = await api().POST('/auth/signin', { body: { login, password } });
  check(signin.data, `sign-in of ${login} refused (${signin.response.status})`);
  const code = /(\d{6})/.exec(await mailTo(login, codes))?.[1];
  check(code, `no code in the message to ${login}`);
  const verified = await api().POST('/auth/verify-otp', {
    body: { hashedOtp: signin.data.otp, inputOtp: code },
  });
  check(verified.data?.token, `the code sent to ${login} was refused`);
  return verified.data.token;
};

/**
 * The administrator's first region, and a zone of it serving La Marsa (a delegation the
 * migrations ship), through the API as the regions and zones screen does.
 */
const createArea = async (token: string) => {
  const delegations = await api(token).GET('/areas/delegations');
  const delegationId = delegations.data?.find((delegation) => delegation.name === 'La Marsa')?.id;
  check(delegationId, `the migrations shipped no La Marsa (${delegations.response.status})`);
  const region = await api(token).POST('/areas/regions', { body: { name: 'Nord' } });
  check(region.data?.id, `POST /areas/regions: ${region.response.status}`);
  const zone = await api(token).POST('/areas/zones', {
    body: { name: 'Grand Tunis', regionId: region.data.id, delegationIds: [delegationId] },
  });
  check(zone.response.status === 201, `POST /areas/zones: ${zone.response.status}`);
  return { regionId: region.data.id, delegationId };
};

try {
  console.log('Release check');
  await step('release built and installed with production dependencies only', async () => {
    const build = spawn('bash', ['scripts/release.sh', folder], { stdio: 'inherit' });
    check((await exited(build)) === 0, 'scripts/release.sh failed');
  });
  await new Promise<void>((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));

  await step('refuses to start in production without AUTH_SECRET, naming it', async () => {
    output = '';
    const withoutSecret = { ...production, AUTH_SECRET: undefined };
    const code = await exited(run('build/server/main.js', [], withoutSecret));
    const lines = output.trim().split('\n');
    check(code !== 0 && code !== null, `it started (exit code ${code})`);
    check(lines.length === 1 && lines[0]!.includes('AUTH_SECRET'), `it said: ${output}`);
  });

  output = '';
  await step('ready with NODE_ENV=production on PostgreSQL', startServer);

  await step('no demo account signs in, none is printed', async () => {
    const shown = DEMO_ACCOUNTS.flatMap((account) => [account.email ?? '', account.password]);
    check(!shown.some((text) => text && output.includes(text)), 'the log lists demo accounts');
    await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => {
        const login = account.email ?? account.phoneNumber ?? '';
        const { response } = await api().POST('/auth/signin', {
          body: { login, password: account.password },
        });
        check(response.status === 401, `${login} answered ${response.status}`);
      }),
    );
  });

  const password = 'Huile-Release-2026';
  const token = await step(
    'the first administrator signs in with the e-mailed temporary password and code, and must change it',
    async () => {
      const temporary = /Mot de passe temporaire : ([\w-]+)/.exec(await mailTo(admin, 0))?.[1];
      check(temporary, 'no temporary password in the first message to INITIAL_ADMIN_EMAIL');
      const session = await signIn(admin, temporary);
      const me = await api(session).GET('/auth/current-user');
      check(me.data?.role === 'SUPER_ADMIN', `signed in as ${me.data?.role}`);
      check(me.data.status === 'PENDING', `status ${me.data.status}`);
      const refused = await api(session).GET('/holders');
      check(refused.response.status === 403, `PENDING read holders: ${refused.response.status}`);
      const changed = await api(session).PATCH('/auth/password', {
        body: { currentPassword: temporary, newPassword: password },
      });
      check(changed.data?.success, `password change: ${changed.response.status}`);
      return session;
    },
  );

  const { regionId, delegationId } = await step(
    'the administrator creates a region and a zone serving a delegation',
    () => createArea(token),
  );

  await step('the administrator creates a region’s staff account (REGIONAL_MANAGER)', async () => {
    const manager = 'olfa.mejri@release-check.test';
    const created = await api(token).POST('/users', {
      body: {
        firstName: 'Olfa',
        lastName: 'Mejri',
        email: manager,
        cin: '04561237',
        role: 'REGIONAL_MANAGER',
        permissions: { holder: 'READ|CREATE|UPDATE', tour: 'READ', areaId: regionId },
      },
    });
    check(created.response.status === 201, `POST /users: ${created.response.status}`);
    check(created.data?.permissions?.regionId === regionId, 'not in the region');
    check(/Mot de passe temporaire/.test(await mailTo(manager, 0)), 'no welcome message');
  });

  const holderId = await step('the administrator creates a holder', async () => {
    const created = await api(token).POST('/holders', {
      body: {
        name: 'Restaurant Dar El Jeld',
        address: '5-10 rue Dar El Jeld, La Marsa',
        oilType: 'Huile de friture',
        storageCapacity: 200,
        contact: 'Mohamed Ben Ali',
        sectorCode: 'A',
        sectorSActCode: 'B',
        identificationDate: '2024-05-06T00:00:00.000Z',
        subcontractorAssignmentStartDate: '2025-01-01T00:00:00.000Z',
        postalCode: 2070,
        city: 'La Marsa',
        netAmount: 1250.5,
        latestTankAssignment: 'CUV-200L-0142',
        latestTankAssignmentDate: '2025-01-08T00:00:00.000Z',
        contactPhone: '+216 98 456 123',
        contactEmail: 'contact@dareljeld.tn',
        number: 'DT-2024-000142',
        delegationId,
        supplierStatus: 'ACTIVE',
        category: 'EXCLUSIVE',
        collectFrequencyType: 'WEEKLY',
        collectFrequencyNumber: 2,
      },
    });
    check(created.data?.id, `POST /holders: ${created.response.status}`);
    return created.data.id;
  });

  await step('after a restart the holder is there, and no second administrator', async () => {
    check((await stopServer()) === 0, 'the server did not stop cleanly on SIGTERM');
    await startServer();
    const holder = await api(token).GET('/holders/{id}', { params: { path: { id: holderId } } });
    check(holder.data?.name === 'Restaurant Dar El Jeld', `GET holder: ${holder.response.status}`);
    check(mailsTo(admin) === 2, `${mailsTo(admin)} messages to the administrator, not 2`);
  });

  await step('the release backs its database up (build/server/backup.js)', async () => {
    output = '';
    const file = join(work, 'backup.jsonl.gz');
    const code = await exited(run('build/server/backup.js', [file], production));
    check(code === 0 && existsSync(file), `exit ${code}: ${output}`);
  });

  await step('admin:create refuses while a super administrator exists', async () => {
    output = '';
    const code = await exited(
      run('build/server/create-admin.js', ['--email', 'second@release-check.test'], production),
    );
    check(code === 1 && output.includes('exists already'), `exit ${code}: ${output}`);
  });

  await step('the administrator signs in with the chosen password', () => signIn(admin, password));
  console.log(`Release check passed in ${seconds(started)}.`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  console.error(`Release output:\n${output.split('\n').slice(-40).join('\n')}`);
  process.exitCode = 1;
} finally {
  await stopServer();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
}
