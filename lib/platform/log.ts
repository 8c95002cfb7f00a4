// The site's one logger: pino, one line per event, JSON (LOG_FORMAT=json) or readable text
// (default), shared by the production server (server/) and every route bundle of the process.
// No personal data: fields named like a person's data are censored, and free text from outside
// (an email provider's error message) goes through `withoutPersonalData` first.
import pino from "pino";
import pretty from "pino-pretty";
import { env } from "./env.ts";
import { processSingleton } from "./singleton.ts";

export type LogFields = Record<string, unknown>;

/** What code logs through: a message, then fields (`err` for an Error: its type, message and stack). */
export type Logger = {
  debug: (message: string, fields?: LogFields) => void;
  info: (message: string, fields?: LogFields) => void;
  warn: (message: string, fields?: LogFields) => void;
  error: (message: string, fields?: LogFields) => void;
  /** The same logger with these fields on every line (a component, a request id). */
  child: (fields: LogFields) => Logger;
};

/** Fields whose values are a person's data (the signup form's, an email's recipient): never written. */
const PERSONAL_FIELDS = ["email", "to", "firstName", "lastName", "phone", "message"];
// One level down too, except `message`: an error's own message (`err.message`) must stay readable.
const PERSONAL_PATHS = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.filter((field) => field !== "message").map((field) => `*.${field}`),
];

export type LogOptions = {
  format?: "text" | "json";
  level?: string;
  /** Where lines go (default stdout, written synchronously so a line is out before an exit). */
  destination?: NodeJS.WritableStream;
};

/** A pino logger in the given format. */
function createPinoLogger({
  format = env.LOG_FORMAT,
  level = env.LOG_LEVEL,
  destination,
}: LogOptions = {}): pino.Logger {
  const stream =
    format === "json"
      ? (destination ?? pino.destination({ fd: 1, sync: true }))
      : pretty({
          destination: destination ?? 1,
          sync: true,
          colorize: false,
          singleLine: true,
          errorLikeObjectKeys: [],
          translateTime: "SYS:HH:MM:ss.l",
          ignore: "pid,hostname,component",
          messageFormat: "{if component}{component}: {end}{msg}",
        });
  return pino(
    {
      level,
      // JSON lines name their process and machine (several instances share a collector).
      ...(format === "json" ? {} : { base: null }),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: PERSONAL_PATHS, censor: "[personal data]" },
      serializers: { err: pino.stdSerializers.err, [TEXT_ERROR_KEY]: errorInOneLine },
    },
    stream,
  );
}

function errorInOneLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const where = error.stack
    ?.split("\n")
    .find((line) => line.trim().startsWith("at "))
    ?.trim();
  return `${error.name}: ${error.message}${where ? ` (${where})` : ""}`;
}

/**
 * In text, an error stays on its line: its type, message and where it was thrown, under a key
 * the text formatter prints inline (it always prints `err` on lines of its own).
 */
const TEXT_ERROR_KEY = "error";

function wrap(target: pino.Logger, text = false): Logger {
  const fieldsOf = (fields: LogFields = {}) => {
    if (!text || !("err" in fields)) return fields;
    const { err, ...rest } = fields;
    return { ...rest, [TEXT_ERROR_KEY]: err };
  };
  return {
    debug: (message, fields) => target.debug(fieldsOf(fields), message),
    info: (message, fields) => target.info(fieldsOf(fields), message),
    warn: (message, fields) => target.warn(fieldsOf(fields), message),
    error: (message, fields) => target.error(fieldsOf(fields), message),
    child: (fields) => wrap(target.child(fields), text),
  };
}

/** A logger in the given format (default: LOG_FORMAT, LOG_LEVEL, stdout). */
export function createLogger(options: LogOptions = {}): Logger {
  return wrap(createPinoLogger(options), (options.format ?? env.LOG_FORMAT) === "text");
}

/** The process's logger (one for the server and every route bundle), built on first use. */
export function rootLogger(): Logger {
  return processSingleton("log", () => createLogger());
}

/** The logger of one part of the site: `logger("signup")` writes `component: "signup"`. */
export function logger(component: string, fields: LogFields = {}): Logger {
  return rootLogger().child({ component, ...fields });
}

const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;
const PHONE_NUMBER = /\+?\d[\d\s().-]{7,}\d/g;

/** Text from outside (a provider's error message) with email addresses and phone numbers taken out. */
export function withoutPersonalData(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[email]").replace(PHONE_NUMBER, "[phone]");
}

// Dependency-free, so code that must not load the environment (the local Content Lake, started
// before `npm run edit` sets it) can use it too.
export { throttledLog } from "./throttled-log.ts";
