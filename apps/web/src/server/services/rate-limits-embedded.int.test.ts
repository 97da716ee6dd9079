import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { rateLimits } from "../db/schema";
import { submitLimitError } from "../graphql/submit-limit";
import { databaseTargets } from "../testing/databases";
import { contactDocument, validContactAnswers } from "../testing/fixtures";
import { RateLimitedError } from "./errors";
import { createForm, publishForm } from "./forms";
import { createLimiter, type Limiter } from "./rate-limits";
import { listSubmissions } from "./submissions/list-submissions";
import { submitForm } from "./submissions/submit-form";

// Issue 29: on PGlite (one process by definition) the limiters count in
// memory instead of in `rate_limits`; on PostgreSQL they keep the shared rows
// several instances count in. Either way a client is limited the same.

/** What a submission came to, in the words a client sees (SPEC §10's message for a refusal). */
async function outcome(send: () => Promise<{ submissionId: string | null }>): Promise<string> {
  try {
    const result = await send();
    return result.submissionId ? "stored" : "field errors";
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return `refused: ${submitLimitError(error.retryAfterSeconds).message}`;
    }
    return `error: ${(error as Error).message}`;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseTargets)("where the limiter counts, on $name", ({ name, open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, contactDocument());
    await publishForm(conn.db, form.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  const rowPoints = async (key: string) => {
    const [row] = await conn.db
      .select({ points: rateLimits.points })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return row?.points ?? null;
  };

  it(
    name === "pglite"
      ? "counts submissions in this process: no rate_limits row is written"
      : "counts submissions in the rate_limits row instances share",
    async () => {
      const limiter = createLimiter(conn.db, { prefix: "where", points: 5, durationS: 60 });
      const limit = { limiter, key: "192.0.2.40|contact" };
      for (const key of ["w-1", "w-2"]) {
        await submitForm(conn.db, {
          slug: "contact",
          data: validContactAnswers,
          idempotencyKey: key,
          limit,
        });
      }
      expect(await limiter.counted(limit.key)).toBe(2);
      expect(await rowPoints("where:192.0.2.40|contact")).toBe(name === "pglite" ? null : 2);
      expect(limiter.shared?.countHere !== undefined).toBe(name === "pglite");
      // consume counts where submissions do.
      await limiter.consume(limit.key);
      expect(await limiter.counted(limit.key)).toBe(3);
      expect(await rowPoints("where:192.0.2.40|contact")).toBe(name === "pglite" ? null : 3);
    },
  );

  it("shares one count between two limiters of the same prefix, as two instances would", async () => {
    const first = createLimiter(conn.db, { prefix: "twice", points: 2, durationS: 60 });
    const second = createLimiter(conn.db, { prefix: "twice", points: 2, durationS: 60 });
    const send = (limiter: Limiter, key: string) =>
      outcome(() =>
        submitForm(conn.db, {
          slug: "contact",
          data: validContactAnswers,
          idempotencyKey: key,
          limit: { limiter, key: "192.0.2.41|contact" },
        }),
      );
    expect(await send(first, "t-1")).toBe("stored");
    expect(await send(second, "t-2")).toBe("stored");
    expect(await send(first, "t-3")).toMatch(/^refused: /);
  });
});

const pglite = databaseTargets.filter((target) => target.name === "pglite");

describe.each(pglite)("the in-memory count against the rate_limits count, on $name", ({ open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, contactDocument());
    await publishForm(conn.db, form.id);
    const other = await createForm(conn.db, contactDocument({ slug: "other" }));
    await publishForm(conn.db, other.id);
  });
  afterAll(async () => {
    await conn?.close();
  });

  /** The same limiter twice: counting in this process, and in `rate_limits` as on PostgreSQL. */
  function bothWays(prefix: string, points: number, durationS: number) {
    return {
      memory: createLimiter(conn.db, { prefix: `${prefix}-m`, points, durationS }),
      database: createLimiter(conn.db, {
        prefix: `${prefix}-d`,
        points,
        durationS,
        countIn: "database",
      }),
    };
  }

  it("limits a client's submissions exactly as the statement's count does, window after window", async () => {
    const limiters = bothWays("same", 3, 2);
    expect(limiters.memory.shared?.countHere).toBeDefined();
    expect(limiters.database.shared?.countHere).toBeUndefined();
    const seen: Record<string, string[]> = { memory: [], database: [] };
    let n = 0;
    const step = async (client: string, slug: string, data: unknown, badKey = false) => {
      for (const way of ["memory", "database"] as const) {
        const limit = { limiter: limiters[way], key: `${client}|${slug}` };
        seen[way]!.push(
          await outcome(() =>
            submitForm(conn.db, {
              slug,
              data,
              idempotencyKey: badKey ? " " : `${way}-${++n}`,
              limit,
            }),
          ),
        );
      }
    };
    // Stored, refused for its answers, refused for its key, an unknown form: each one counts.
    await step("192.0.2.50", "contact", validContactAnswers);
    await step("192.0.2.50", "contact", {});
    await step("192.0.2.50", "contact", validContactAnswers, true);
    await step("192.0.2.50", "contact", validContactAnswers);
    await step("192.0.2.50", "contact", validContactAnswers);
    await step("192.0.2.50", "no-such-form", validContactAnswers);
    await step("192.0.2.51", "contact", validContactAnswers);
    await step("192.0.2.50", "other", validContactAnswers);
    await sleep(2_100); // the window ends
    await step("192.0.2.50", "contact", validContactAnswers);
    await step("192.0.2.50", "contact", validContactAnswers);
    await step("192.0.2.50", "contact", validContactAnswers);
    await step("192.0.2.50", "contact", validContactAnswers);

    // The seconds to wait depend on when within the window each was sent: 1 or 2 here.
    const refusal =
      /^refused: Too many submissions from your address: try again in (1 second|2 seconds)$/;
    for (const way of ["memory", "database"] as const) {
      expect(seen[way]!.filter((o) => o.startsWith("refused"))).toHaveLength(3);
      for (const o of seen[way]!.filter((o) => o.startsWith("refused"))) expect(o).toMatch(refusal);
    }
    const shape = (list: string[]) => list.map((o) => o.replace(/\d+ seconds?$/, "N seconds"));
    expect(shape(seen.memory!)).toEqual(shape(seen.database!));
    expect(shape(seen.memory!)).toEqual([
      "stored",
      "field errors",
      "error: idempotencyKey must be 1 to 200 characters",
      "refused: Too many submissions from your address: try again in N seconds",
      "refused: Too many submissions from your address: try again in N seconds",
      "error: Form not found",
      "stored",
      "stored",
      "stored",
      "stored",
      "stored",
      "refused: Too many submissions from your address: try again in N seconds",
    ]);
  }, 20_000);

  it("answers consume, check, refund and reset as the rate_limits store does", async () => {
    const limiters = bothWays("ops", 2, 60);
    const run = async (limiter: Limiter) => {
      const answers: unknown[] = [];
      answers.push(await limiter.check("k"));
      answers.push(await limiter.consume("k"));
      answers.push(await limiter.check("k"));
      answers.push(await limiter.consume("k"));
      answers.push(await limiter.check("k"));
      answers.push(await limiter.consume("k"));
      await limiter.refund("k");
      answers.push(await limiter.counted("k"));
      answers.push(await limiter.consume("k", 3));
      await limiter.reset("k");
      answers.push(await limiter.counted("k"));
      answers.push(await limiter.consume("k"));
      answers.push(await limiter.consume("other", 5));
      return answers;
    };
    const memory = await run(limiters.memory);
    expect(memory).toEqual(await run(limiters.database));
    expect(memory).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 60 },
      { allowed: false, retryAfterSeconds: 60 },
      2,
      { allowed: false, retryAfterSeconds: 60 },
      null,
      { allowed: true },
      { allowed: false, retryAfterSeconds: 60 },
    ]);
  });

  it("stores nothing over the limit, and the count of stored submissions is the same both ways", async () => {
    const limiters = bothWays("stored", 2, 60);
    const slug = "counted";
    const form = await createForm(conn.db, contactDocument({ slug }));
    await publishForm(conn.db, form.id);
    for (const way of ["memory", "database"] as const) {
      const sends = Array.from({ length: 6 }, (_, i) =>
        outcome(() =>
          submitForm(conn.db, {
            slug,
            data: validContactAnswers,
            idempotencyKey: `${way}-burst-${i}`,
            limit: { limiter: limiters[way], key: `192.0.2.60|${slug}` },
          }),
        ),
      );
      const outcomes = await Promise.all(sends);
      expect(outcomes.filter((o) => o === "stored")).toHaveLength(2);
    }
    expect((await listSubmissions(conn.db, { formSlug: slug })).totalCount).toBe(4);
  });
});
