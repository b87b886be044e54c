import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { devOutbox } from '../db/schema';
import type { Logger } from '../deps';

export interface Mail {
  to: string;
  /** The login typed by the user, so that the development outbox can be read by it. */
  login?: string;
  subject: string;
  text: string;
  /** The one-time code or temporary password the mail carries (development outbox only). */
  code?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  /** `db` is the transaction the mail belongs to, when there is one. */
  send(mail: Mail, db?: Db): Promise<void>;
}

const smtpMailer = (smtp: NonNullable<Config['smtp']>): Mailer => {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
  });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({
        from: smtp.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
};

/**
 * Without SMTP: the log, and with the development outbox on (DEV_OUTBOX=true, never in
 * production) the `dev_outbox` table too (GET /__dev/outbox).
 */
const logMailer = (defaultDb: Db, outbox: boolean, log: Logger): Mailer => ({
  kind: 'log',
  send: async (mail, db = defaultDb) => {
    log.info(`[mail] to ${mail.to}: ${mail.subject} — ${mail.text}`);
    if (!outbox) return;
    await db.insert(devOutbox).values({
      recipient: mail.to,
      login: mail.login ?? null,
      subject: mail.subject,
      body: mail.text,
      code: mail.code ?? null,
    });
  },
});

export const createMailer = (db: Db, config: Config, log: Logger): Mailer =>
  config.smtp
    ? smtpMailer(config.smtp)
    : logMailer(db, config.devOutbox && !config.production, log);
