import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { formFunnelDays, submissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { RateLimitedError, ServiceError } from "./errors";
import { fillTokenSecret, issueFillToken } from "./fill-token";
import { formFunnel, recordFunnelEvent } from "./form-funnel";
import { createForm, publishForm } from "./forms";
import { createLimiter } from "./rate-limits";
import { submitForm } from "./submissions/submit-form";

const document = {
  slug: "funnel",
  title: "Funnel",
  blocks: [{ type: "text", name: "comment", label: "Comment" }],
};

const NOW = new Date("2026-03-10T15:00:00.000Z");

describe.each(databaseTargets)("the completion funnel on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;

  beforeAll(async () => {
    conn = await open();
    formId = (await createForm(conn.db, document)).id;
    await publishForm(conn.db, formId);
    await createForm(conn.db, { ...document, slug: "draft-only" });
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("counts each step of a live form for today, in one row per step", async () => {
    for (const event of ["view", "view", "start"] as const) {
      expect(await recordFunnelEvent(conn.db, { slug: "funnel", event })).toBe(true);
    }
    expect(await recordFunnelEvent(conn.db, { slug: "funnel", event: "page", page: 2 })).toBe(true);
    const today = await formFunnel(conn.db, { formId, days: 1 });
    expect(today).toMatchObject({
      views: 2,
      starts: 1,
      pages: [{ page: 2, reached: 1 }],
      completions: 0,
      completionRate: 0,
    });
    const rows = await conn.db.select().from(formFunnelDays);
    expect(rows.map((r) => [r.event, r.count]).sort()).toEqual([
      ["page:2", 1],
      ["start", 1],
      ["view", 2],
    ]);
  });

  it("counts nothing for a form that is not live, or a slug of no form", async () => {
    expect(await recordFunnelEvent(conn.db, { slug: "draft-only", event: "view" })).toBe(false);
    expect(await recordFunnelEvent(conn.db, { slug: "nope", event: "view" })).toBe(false);
  });

  it("refuses a page event without a page number from 2", async () => {
    for (const page of [undefined, 1, 2.5, 201]) {
      await expect(
        recordFunnelEvent(conn.db, { slug: "funnel", event: "page", page }),
      ).rejects.toThrow(
        new ServiceError(
          "BAD_USER_INPUT",
          "page must be a whole number from 2 to 200 for a page event",
        ),
      );
    }
  });

  it("is rate limited per key and step, like submissions", async () => {
    const limiter = createLimiter(conn.db, { prefix: "funnel-test", points: 2, durationS: 60 });
    const limit = { limiter, key: "10.0.0.1|funnel" };
    await recordFunnelEvent(conn.db, { slug: "funnel", event: "view", limit });
    await recordFunnelEvent(conn.db, { slug: "funnel", event: "view", limit });
    await expect(
      recordFunnelEvent(conn.db, { slug: "funnel", event: "view", limit }),
    ).rejects.toBeInstanceOf(RateLimitedError);
    // Another step has its own budget.
    expect(await recordFunnelEvent(conn.db, { slug: "funnel", event: "start", limit })).toBe(true);
  });

  it("adds up days, pages and completions, with the rate and the median time to complete", async () => {
    const other = (await createForm(conn.db, { ...document, slug: "funnel-days" })).id;
    await publishForm(conn.db, other);
    await conn.db.insert(formFunnelDays).values([
      { formId: other, day: "2026-03-01", event: "view", count: 10 },
      { formId: other, day: "2026-03-01", event: "start", count: 6 },
      { formId: other, day: "2026-03-01", event: "page:2", count: 4 },
      { formId: other, day: "2026-03-01", event: "page:3", count: 3 },
      { formId: other, day: "2026-03-10", event: "view", count: 10 },
      { formId: other, day: "2026-03-10", event: "page:2", count: 1 },
      // Outside the 7 days asked for below.
      { formId: other, day: "2026-03-03", event: "view", count: 100 },
    ]);
    const submission = (at: string, fillMs: number | null, n: number) => ({
      id: crypto.randomUUID(),
      formId: other,
      version: 1,
      data: { comment: "x" },
      idempotencyKey: `k${n}`,
      createdAt: new Date(at),
      fillMs,
    });
    await conn.db
      .insert(submissions)
      .values([
        submission("2026-03-01T08:00:00.000Z", 30_000, 1),
        submission("2026-03-01T23:59:59.999Z", 90_000, 2),
        submission("2026-03-10T00:00:00.000Z", 60_000, 3),
        submission("2026-03-10T10:00:00.000Z", null, 4),
        submission("2026-02-01T10:00:00.000Z", 1_000, 5),
      ]);

    const month = await formFunnel(conn.db, { formId: other, now: NOW });
    expect(month.days).toHaveLength(30);
    expect(month.days[0]?.date).toBe("2026-02-09");
    expect(month.days.find((d) => d.date === "2026-03-01")).toEqual({
      date: "2026-03-01",
      views: 10,
      starts: 6,
      pages: [
        { page: 2, reached: 4 },
        { page: 3, reached: 3 },
      ],
      completions: 2,
    });
    expect(month.days.find((d) => d.date === "2026-03-02")).toEqual({
      date: "2026-03-02",
      views: 0,
      starts: 0,
      pages: [],
      completions: 0,
    });
    expect(month).toMatchObject({
      views: 120,
      starts: 6,
      pages: [
        { page: 2, reached: 5 },
        { page: 3, reached: 3 },
      ],
      completions: 4,
      completionRate: 0.033,
      // 30, 60 and 90 s; the untimed API submission and the one before the window are left out.
      medianSecondsToComplete: 60,
    });

    const week = await formFunnel(conn.db, { formId: other, now: NOW, days: 7 });
    expect(week).toMatchObject({ views: 10, completions: 2, medianSecondsToComplete: 60 });
    expect(week.completionRate).toBe(0.2);
  });

  it("counts a page skip logic passed over as passed: the funnel never rises", async () => {
    const skipping = (await createForm(conn.db, { ...document, slug: "funnel-skips" })).id;
    await publishForm(conn.db, skipping);
    // Most respondents skip page 2 (logic), reaching page 3 straight from page 1.
    await conn.db.insert(formFunnelDays).values([
      { formId: skipping, day: "2026-03-09", event: "view", count: 12 },
      { formId: skipping, day: "2026-03-09", event: "start", count: 10 },
      { formId: skipping, day: "2026-03-09", event: "page:2", count: 2 },
      { formId: skipping, day: "2026-03-09", event: "page:3", count: 7 },
      { formId: skipping, day: "2026-03-09", event: "page:4", count: 5 },
    ]);
    const funnel = await formFunnel(conn.db, { formId: skipping, now: NOW, days: 7 });
    expect(funnel.pages).toEqual([
      { page: 2, reached: 7 },
      { page: 3, reached: 7 },
      { page: 4, reached: 5 },
    ]);
    expect(funnel.days.find((d) => d.date === "2026-03-09")?.pages).toEqual(funnel.pages);
  });

  it("answers null rates for a form nobody saw, and refuses other day counts", async () => {
    const quiet = (await createForm(conn.db, { ...document, slug: "funnel-quiet" })).id;
    const funnel = await formFunnel(conn.db, { formId: quiet, now: NOW, days: 3 });
    expect(funnel).toMatchObject({ views: 0, completionRate: null, medianSecondsToComplete: null });
    expect(funnel.days.map((d) => d.date)).toEqual(["2026-03-08", "2026-03-09", "2026-03-10"]);
    await expect(formFunnel(conn.db, { formId: quiet, days: 0 })).rejects.toThrow(
      "days must be from 1 to 366",
    );
  });

  it("stores the time from the served page to the submit with a submission from the page", async () => {
    const secret = await fillTokenSecret(conn.db);
    const fillToken = issueFillToken({ secret, slug: "funnel", now: Date.now() - 42_000 });
    const stored = await submitForm(conn.db, {
      slug: "funnel",
      data: { comment: "timed" },
      idempotencyKey: "timed-1",
      signals: { fillToken, minFillMs: 0 },
    });
    const untimed = await submitForm(conn.db, {
      slug: "funnel",
      data: { comment: "api" },
      idempotencyKey: "untimed-1",
    });
    const rows = await conn.db.select().from(submissions);
    const byId = new Map(rows.map((r) => [r.id, r.fillMs]));
    const fillMs = byId.get(stored.submissionId as string) as number;
    expect(fillMs).toBeGreaterThanOrEqual(42_000);
    expect(fillMs).toBeLessThan(60_000);
    expect(byId.get(untimed.submissionId as string)).toBeNull();
  });
});
