import { randomUUID } from "node:crypto";

/**
 * A JSON value serialized once, for a value that never changes (a published
 * version's document): an answer that holds it many times copies the text
 * instead of serializing the value again, and its size is known without
 * reading it. Plain `JSON.stringify` still sees the value itself (see
 * {@link RawJson.toJSON}), so nothing breaks where the text is not used.
 */
export class RawJson {
  /** The value's JSON text. */
  readonly json: string;
  /** UTF-8 bytes of {@link json}. */
  readonly bytes: number;

  constructor(readonly value: unknown) {
    this.json = JSON.stringify(value);
    this.bytes = Buffer.byteLength(this.json);
  }

  /** Inside {@link stringifyWithRawJson}, a marker the text replaces; elsewhere, the value. */
  toJSON(): unknown {
    if (!splicing) return this.value;
    splicing.found.push(this);
    return splicing.marker;
  }
}

/** The serialization under way in {@link stringifyWithRawJson} (JSON.stringify is synchronous). */
let splicing: { marker: string; found: RawJson[] } | null = null;

const kept = new WeakMap<object, RawJson>();

/**
 * The value serialized once: the same object (a cached published version's
 * document) gives the same text for as long as the object lives.
 *
 * @example
 * rawJsonOf(form.document).bytes; // serialized on the first call only
 */
export function rawJsonOf(value: object): RawJson {
  let raw = kept.get(value);
  if (!raw) {
    raw = new RawJson(value);
    kept.set(value, raw);
  }
  return raw;
}

/**
 * `JSON.stringify`, with each {@link RawJson} written as its kept text. The
 * marker it stands for meanwhile holds a random UUID, so no string in the
 * value (an echoed argument, an answer) can pass for one.
 *
 * @example
 * stringifyWithRawJson({ a: rawJsonOf({ b: 1 }) }); // '{"a":{"b":1}}'
 */
export function stringifyWithRawJson(value: unknown): string {
  const run = { marker: `\u0000${randomUUID()}`, found: [] as RawJson[] };
  const outer = splicing;
  splicing = run;
  let text: string;
  try {
    text = JSON.stringify(value);
  } finally {
    splicing = outer;
  }
  if (run.found.length === 0) return text;
  const parts = text.split(JSON.stringify(run.marker));
  if (parts.length !== run.found.length + 1) {
    throw new Error("A kept JSON text could not be placed in the answer");
  }
  let spliced = parts[0] ?? "";
  for (let i = 0; i < run.found.length; i++) {
    spliced += (run.found[i] as RawJson).json + (parts[i + 1] ?? "");
  }
  return spliced;
}
