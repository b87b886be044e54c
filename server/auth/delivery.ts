import nodemailer from 'nodemailer';
import { SettingsError, type Config, type SmsConfig, type SmtpConfig } from '../config';
import type { Db } from '../db/client';
import { devOutbox } from '../db/schema';
import type { Logger } from '../deps';
import { deliveryFailures } from '../http/metrics';
import { internationalNumber } from '../resources/users/logins';

/**
 * Codes, temporary passwords and notices reach people here: by e-mail (SMTP) for an e-mail
 * address, by SMS (an HTTP gateway) for a phone number. Outside production a channel without
 * settings writes to the log instead (and to the development outbox with DEV_OUTBOX=true); in
 * production it does not exist, and nothing a message carries is ever logged.
 */

export type Channel = 'email' | 'sms';

/** The channel of an address: an e-mail address has an @, anything else is a phone number. */
export const channelOf = (address: string): Channel => (address.includes('@') ? 'email' : 'sms');

export interface Message {
  /** An e-mail address or a phone number: its kind picks the channel. */
  to: string;
  /** The login typed by the user, so that the development outbox can be read by it. */
  login?: string;
  /** The e-mail's subject; an SMS carries the text only. */
  subject: string;
  text: string;
  /** The one-time code or temporary password the message carries (development outbox only). */
  code?: string;
}

/**
 * A message that did not go out. `reason` is `none` when its channel has no settings, else a
 * status or an error code: safe to log (never an address, a code or a provider's answer).
 */
export class DeliveryError extends Error {
  constructor(
    readonly channel: Channel,
    readonly reason: string,
  ) {
    super(`${channel === 'email' ? 'E-mail' : 'SMS'} not sent: ${reason}`);
    this.name = 'DeliveryError';
  }
}

/** How a channel goes out: its transport, the log (outside production only), or not at all. */
export type Transport = 'smtp' | 'gateway' | 'log' | null;

export interface Delivery {
  readonly channels: Readonly<Record<Channel, Transport>>;
  /** Sends by the channel of `message.to`; throws a `DeliveryError` when it cannot. */
  send(message: Message): Promise<void>;
}

type Send = (message: Message) => Promise<void>;

const smtpTransport = (smtp: SmtpConfig, timeoutMs: number) =>
  nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  message?: string;
}

/** A nodemailer error's code and SMTP status, nothing of the message or the server's text. */
const smtpReason = (error: unknown) => {
  const { code, responseCode } = error as SmtpFailure;
  return [code, responseCode].filter(Boolean).join(' ') || 'unknown error';
};

const smtpSend = (smtp: SmtpConfig, timeoutMs: number): Send => {
  const transport = smtpTransport(smtp, timeoutMs);
  return async (message) => {
    await transport
      .sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text })
      .catch((error: unknown) => {
        throw new DeliveryError('email', smtpReason(error));
      });
  };
};

const ESCAPE: Record<SmsConfig['contentType'], (value: string) => string> = {
  // The inside of a JSON string: quotes, backslashes and control characters escaped.
  'application/json': (value) => JSON.stringify(value).slice(1, -1),
  'application/x-www-form-urlencoded': (value) =>
    new URLSearchParams({ v: value }).toString().slice(2),
};

/** The gateway's request body: SMS_BODY with {{to}}, {{text}} and {{from}} escaped for its type. */
export const smsBody = (sms: SmsConfig, to: string, text: string) => {
  const values: Record<string, string> = { to, text, from: sms.from ?? '' };
  const escape = ESCAPE[sms.contentType];
  // One pass: a value that contains "{{to}}" stays as it is.
  return sms.body.replace(/\{\{(to|text|from)\}\}/g, (_, name: string) => escape(values[name]!));
};

/** One POST to SMS_URL; a non-2xx answer, a network error or the timeout is a failed send. */
const gatewaySend =
  (sms: SmsConfig, timeoutMs: number): Send =>
  async (message) => {
    let response: Response;
    try {
      response = await fetch(sms.url, {
        method: 'POST',
        headers: {
          'Content-Type': sms.contentType,
          ...(sms.authorization ? { Authorization: sms.authorization } : {}),
        },
        body: smsBody(sms, internationalNumber(message.to), message.text),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new DeliveryError('sms', name === 'TimeoutError' ? 'timeout' : 'network error');
    }
    // The answer's body may repeat the message: it is never read, nor logged.
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryError('sms', `gateway answered ${response.status}`);
  };

/**
 * Outside production only: the log (`npm start`'s codes), or with DEV_OUTBOX=true the
 * `dev_outbox` table, where the text goes instead of the log.
 */
const logSend =
  (db: Db, outbox: boolean, log: Logger, channel: Channel): Send =>
  async (message) => {
    const label = channel === 'email' ? 'e-mail' : 'sms';
    if (!outbox) {
      log.info(`[${label}] to ${message.to}: ${message.subject} — ${message.text}`);
      return;
    }
    log.info(`[${label}] to ${message.to}: ${message.subject} (in the development outbox)`);
    await db.insert(devOutbox).values({
      recipient: message.to,
      login: message.login ?? null,
      subject: message.subject,
      body: message.text,
      code: message.code ?? null,
    });
  };

export const createDelivery = (db: Db, config: Config, log: Logger): Delivery => {
  const timeout = config.deliveryTimeoutMs;
  const fallback = (channel: Channel) =>
    config.production ? null : logSend(db, config.devOutbox, log, channel);
  const senders: Record<Channel, Send | null> = {
    email: config.smtp ? smtpSend(config.smtp, timeout) : fallback('email'),
    sms: config.sms ? gatewaySend(config.sms, timeout) : fallback('sms'),
  };
  return {
    channels: {
      email: config.smtp ? 'smtp' : senders.email ? 'log' : null,
      sms: config.sms ? 'gateway' : senders.sms ? 'log' : null,
    },
    send: async (message) => {
      const channel = channelOf(message.to);
      const send = senders[channel];
      try {
        if (!send) throw new DeliveryError(channel, 'none');
        await send(message);
      } catch (error) {
        deliveryFailures.inc({ channel });
        throw error;
      }
    },
  };
};

/** For the start banner: where codes go, channel by channel. */
export const deliverySummary = ({ channels }: Delivery) => {
  const how = (transport: Transport) =>
    transport === 'smtp'
      ? 'by SMTP'
      : transport === 'gateway'
        ? 'by the SMS gateway'
        : transport === 'log'
          ? 'written to this log'
          : 'not sent (no settings)';
  return `codes and temporary passwords to an e-mail address: ${how(channels.email)}; to a phone number: ${how(channels.sms)}`;
};

/**
 * At start: the SMTP server answers and takes the credentials (nodemailer `verify`). In
 * production a failure throws the `SettingsError` that stops the server with one line; outside
 * production it is a warning.
 */
export const checkSmtp = async (config: Config, log: Logger) => {
  const smtp = config.smtp;
  if (!smtp) return;
  const problem = await smtpTransport(smtp, config.deliveryTimeoutMs)
    .verify()
    .then(
      () => null,
      (error: unknown) => {
        const { code, responseCode, message } = error as SmtpFailure;
        const where = `${smtp.host}:${smtp.port}`;
        return code === 'EAUTH'
          ? new SettingsError(
              smtp.password ? 'SMTP_PASSWORD' : 'SMTP_USER',
              `credentials that the SMTP server at ${where} accepts (it answered ${responseCode ?? code})`,
            )
          : new SettingsError(
              'SMTP_HOST',
              `an SMTP server that answers at ${where} (SMTP_PORT, SMTP_SECURE): ${message ?? code}`,
            );
      },
    );
  if (!problem) return;
  if (config.production) throw problem;
  log.warn(`${problem.message}; e-mails will fail until it is fixed`);
};
