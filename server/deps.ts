import type { Delivery } from './auth/delivery';
import type { Config } from './config';
import type { Db } from './db/client';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
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

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
