import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/** The request a log line belongs to, carried across awaits. */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` on every log line it (and what it awaits) writes. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Levels `LOG_LEVEL` may name. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The process's logger: one JSON object per line (pino), with the request id
 * of the request being handled on every line written while handling it. In
 * development the lines are made readable by pino-pretty when it is installed
 * (a development dependency); `destination` lets tests read the lines.
 */
export function createLogger(
  options: { level?: LogLevel; pretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const settings = {
    level: options.level ?? "info",
    base: undefined,
    // Error objects keep their message and stack; nothing else is added to them.
    serializers: { err: pino.stdSerializers.err },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  if (options.destination) return pino(settings, options.destination);
  if (options.pretty && canPrettyPrint()) {
    return pino({
      ...settings,
      transport: { target: "pino-pretty", options: { ignore: "pid,hostname" } },
    });
  }
  return pino(settings);
}

function canPrettyPrint(): boolean {
  try {
    import.meta.resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

let processLogger: Logger | undefined;

/**
 * The logger of this process (set at start by {@link setProcessLogger}), for
 * code that reports what went wrong outside any service's reach (a request
 * handler that threw). Until set, a JSON logger on standard output.
 */
export function log(): Logger {
  processLogger ??= createLogger();
  return processLogger;
}

/** Makes `logger` the one {@link log} answers. */
export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}
