import pino, { type DestinationStream } from 'pino';
import type { Settings } from './config';
import type { Logger } from './deps';

/**
 * The server's log, written with pino: one JSON object a line (time, level, msg, and the line's
 * fields), the form a log collector reads. In development the lines are plain text instead.
 * What never goes in: docs/operations/observability.md.
 */

/** Field names whose values are replaced wherever a line carries them (one level deep too). */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'code',
  'otp',
  'params',
  'email',
  'phoneNumber',
];
const REDACTED = [...SECRET_FIELDS, ...SECRET_FIELDS.map((name) => `*.${name}`)];

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** E-mail addresses and phone numbers in a third party's message (an SMTP refusal names one). */
const scrub = (message: string) =>
  message
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[a-z]{2,}/gi, '[e-mail]')
    .replace(/\+?\d[\d ]{6,}\d/g, '[number]')
    // PostgreSQL quotes the refused value at the end ('invalid input syntax for type uuid: "…"').
    .replace(/: ".*"$/s, ': "[value]"');

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  sqlstate?: string;
  constraint?: string;
  cause?: LoggedError;
}

/**
 * What the log keeps of an error and its causes: type, message and stack frames, and for a
 * database error its SQLSTATE and constraint. Never drizzle's query parameters (its message
 * lists them), PostgreSQL's detail (it quotes the row), nor an address or number in a message.
 */
export const errorForLog = (error: unknown, depth = 0): LoggedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)) };
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
  const message = scrub(error.message.split('\nparams:')[0]!);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return {
    type: error.name,
    message,
    ...(frames.length > 0 ? { stack: [`${error.name}: ${message}`, ...frames].join('\n') } : {}),
    ...(typeof code === 'string' && SQLSTATE.test(code) ? { sqlstate: code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(error.cause !== undefined && depth < 4
      ? { cause: errorForLog(error.cause, depth + 1) }
      : {}),
  };
};

/** What an access line's message already says. */
const IN_MESSAGE = new Set(['method', 'path', 'route', 'status', 'ms']);

/** Development: `12:30:05 WARN message key=value`, an error's stack below. */
const readableStdout: DestinationStream = {
  write(line: string) {
    const { time, level, msg, error, ...fields } = JSON.parse(line) as Record<string, unknown>;
    const extra = Object.entries(fields)
      .filter(([key]) => !IN_MESSAGE.has(key))
      .map(
        ([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
      );
    const stack = (error as LoggedError | undefined)?.stack;
    process.stdout.write(
      `${String(time).slice(11, 19)} ${String(level).toUpperCase()} ${String(msg)}${extra.join('')}${stack ? `\n${stack}` : ''}\n`,
    );
  },
};

export interface LogOptions {
  level: Settings['LOG_LEVEL'];
  /** Plain text lines (development) rather than JSON. */
  readable?: boolean;
  /** Where the lines go (tests); standard output by default. */
  destination?: DestinationStream;
}

export const createLogger = ({ level, readable = false, destination }: LogOptions): Logger => {
  const logger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: '[redacted]' },
    },
    destination ?? (readable ? readableStdout : pino.destination({ dest: 1, sync: true })),
  );
  return {
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, error, fields) =>
      logger.error(
        { ...fields, ...(error === undefined ? {} : { error: errorForLog(error) }) },
        message,
      ),
  };
};
