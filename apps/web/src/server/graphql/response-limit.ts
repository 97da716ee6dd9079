import { type ExecutionResult, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { jsonBytesAtLeast } from "./json-size";
import { stringifyWithRawJson } from "./raw-json";

/** An operation's answer, with the serializer Yoga calls for it when one is set. */
type Answer = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/** The error code of an answer refused for its size. */
export const RESPONSE_TOO_LARGE = "RESPONSE_TOO_LARGE";

/** The message of an answer refused for its size. */
export function responseTooLargeMessage(limitBytes: number): string {
  return `The answer is larger than the limit of ${limitBytes} bytes: ask for fewer fields, aliases or operations in one request`;
}

/**
 * Bounds the bytes of every API answer (FORMWRIGHT_RESPONSE_LIMIT_BYTES).
 * Field, alias and cost limits count fields, not bytes: 15 aliases of a
 * 900 KB document in each of 10 batched operations were a 136 MB answer.
 *
 * The operations of a request are answered in order; one whose answer would
 * carry the reply past the limit is answered with a `RESPONSE_TOO_LARGE`
 * error naming the limit instead (room for that error is kept for every
 * operation after it), so no reply is ever longer than the limit. An answer
 * that is over the limit by its lower bound ({@link jsonBytesAtLeast}: a
 * kept document counts its exact bytes, text its characters) is refused
 * before any of it is serialized; any other is serialized (a kept document
 * as a copy of its text) and measured in UTF-8 bytes before it is sent.
 */
export function responseLimitPlugin(options: { limitBytes: number }): Plugin {
  const limit = options.limitBytes;
  const refusal = (): Answer => ({
    errors: [
      new GraphQLError(responseTooLargeMessage(limit), {
        extensions: { code: RESPONSE_TOO_LARGE, limitBytes: limit },
      }),
    ],
  });
  const refusalText = JSON.stringify(refusal());
  const refusalBytes = Buffer.byteLength(refusalText);
  return {
    onResultProcess({ result, setResult }) {
      if (Symbol.asyncIterator in result) return;
      const isBatch = Array.isArray(result);
      const entries = isBatch ? [...result] : [result];
      const count = entries.length;
      // A batch is `[`, its answers joined by commas, `]`.
      const overhead = isBatch ? count + 1 : 0;
      /** Room left for answer `i` once `used` bytes are taken, keeping a refusal's room for each later one. */
      const roomFor = (i: number, used: number) => limit - used - (count - 1 - i) * refusalBytes;
      let atLeast = overhead;
      let written = overhead;
      const answers = entries.map((entry, i): Answer => {
        const room = roomFor(i, atLeast);
        const least = jsonBytesAtLeast(entry.data ?? null, room);
        if (least > room) {
          atLeast += refusalBytes;
          return Object.assign(refusal(), {
            stringify: () => {
              written += refusalBytes;
              return refusalText;
            },
          });
        }
        atLeast += least;
        return Object.assign(entry, {
          stringify: (sanitized: unknown) => {
            const text = stringifyWithRawJson(sanitized);
            const room = roomFor(i, written);
            const bytes = Buffer.byteLength(text);
            if (bytes > room) {
              written += refusalBytes;
              return refusalText;
            }
            written += bytes;
            return text;
          },
        });
      });
      setResult(isBatch ? answers : (answers[0] as Answer));
    },
  };
}
