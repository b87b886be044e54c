import type { Delivery } from './auth/delivery';
import type { Config } from './config';
import type { Db } from './db/client';

/** Facts that go beside a log line's message (ids, counts, durations): never a secret. */
export type LogFields = Record<string, unknown>;

/** The server's log (server/log.ts writes it with pino: one JSON object a line in production). */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  /** `error` goes in by its type, message, stack frames and SQLSTATE: server/log.ts, errorForLog. */
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/** Everything a route needs, passed explicitly: no module-level state. */
export interface Deps {
  db: Db;
  config: Config;
  /** Codes, temporary passwords and notices: by e-mail or SMS. */
  delivery: Delivery;
  /** Signs OTP challenge ids and keys code hashes; shared by every instance. */
  secret: Buffer;
  log: Logger;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
