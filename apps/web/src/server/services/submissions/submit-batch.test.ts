import { describe, expect, it } from "vitest";
import {
  itemOf,
  MAX_SUBMIT_BATCH,
  MAX_SUBMIT_BATCH_CHARS,
  SUBMIT_BATCH_SQL,
  takeBatch,
} from "./submit-batch";
import type { SubmitParameters } from "./submit-statement";

function waiting(
  slug: string,
  idempotencyKey: string | null,
  answers: string | null = "{}",
  countKey: string | null = null,
) {
  const parameters: SubmitParameters = {
    slug,
    countKey,
    countExpire: null,
    countNow: null,
    pointsLimit: 30,
    newId: null,
    formId: null,
    version: null,
    answers,
    idempotencyKey,
    draftHash: null,
    fillMs: null,
    maxSubmissions: null,
    language: null,
    variables: answers === null ? null : '{"total":12.5,"band":"high"}',
    ending: answers === null ? null : 'end"}]',
    verifiedEmail: answers === null ? null : 'ada"@example.com',
  };
  return { parameters };
}

describe("takeBatch", () => {
  it("takes the longest-waiting submissions, at most MAX_SUBMIT_BATCH", () => {
    const queue = Array.from({ length: MAX_SUBMIT_BATCH + 5 }, (_, i) => waiting("f", `k${i}`));
    const all = [...queue];
    const batch = takeBatch(queue);
    expect(batch).toEqual(all.slice(0, MAX_SUBMIT_BATCH));
    expect(queue).toEqual(all.slice(MAX_SUBMIT_BATCH));
  });

  it("leaves a second submission with the same form and key for the next batch", () => {
    const a = waiting("f", "same");
    const b = waiting("f", "same");
    const c = waiting("g", "same");
    const d = waiting("f", "other");
    const queue = [a, b, c, d];
    expect(takeBatch(queue)).toEqual([a, c, d]);
    expect(queue).toEqual([b]);
    expect(takeBatch(queue)).toEqual([b]);
  });

  it("leaves a second submission of the same client (rate-limit key) for the next batch", () => {
    const a = waiting("f", "a", "{}", "client-1");
    const b = waiting("f", "b", "{}", "client-1");
    const c = waiting("f", "c", "{}", "client-2");
    const queue = [a, b, c];
    expect(takeBatch(queue)).toEqual([a, c]);
    expect(queue).toEqual([b]);
  });

  it("keeps a batch's answers under MAX_SUBMIT_BATCH_CHARS, but always takes the first", () => {
    const big = `"${"x".repeat(MAX_SUBMIT_BATCH_CHARS / 2)}"`;
    const huge = `"${"x".repeat(MAX_SUBMIT_BATCH_CHARS + 10)}"`;
    const a = waiting("f", "a", huge);
    const b = waiting("f", "b", big);
    const c = waiting("f", "c", big);
    const d = waiting("f", "d", "{}");
    const queue = [a, b, c, d];
    expect(takeBatch(queue)).toEqual([a]);
    expect(takeBatch(queue)).toEqual([b, d]);
    expect(takeBatch(queue)).toEqual([c]);
  });

  it("takes submissions with no key (refused keys) side by side", () => {
    const queue = [waiting("f", null), waiting("f", null)];
    expect(takeBatch(queue)).toHaveLength(2);
  });
});

describe("a batch item", () => {
  it("is JSON with the answers and variables as they were written, and text that could break out stays text", () => {
    const item = itemOf(waiting('evil","slug', 'key"}]', '{"a":"\\"x\\"","b":[1,2]}'), 3);
    expect(JSON.parse(item)).toEqual({
      n: 3,
      slug: 'evil","slug',
      count_key: null,
      count_expire: null,
      points_limit: 30,
      new_id: null,
      form_id: null,
      version: null,
      idempotency_key: 'key"}]',
      draft_hash: null,
      fill_ms: null,
      language: null,
      ending: 'end"}]',
      partial_hash: null,
      verified_email: 'ada"@example.com',
      variables: { total: 12.5, band: "high" },
      answers: { a: '"x"', b: [1, 2] },
    });
    expect(JSON.parse(itemOf(waiting("f", "k", null), 0)).answers).toBeNull();
  });

  it("names every column the batch statement reads", () => {
    const columns = Object.keys(JSON.parse(itemOf(waiting("f", "k"), 0)));
    for (const column of columns) expect(SUBMIT_BATCH_SQL).toContain(column);
  });
});
