import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { submissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { createForm, publishForm, updateForm } from "./forms";
import { submissionStats } from "./submission-stats";

const version1 = {
  slug: "poll",
  title: "Poll",
  blocks: [
    { type: "text", name: "comment", label: "Comment" },
    {
      type: "radio",
      name: "size",
      label: "Size",
      options: [
        { label: "Small", value: "s" },
        { label: "Large", value: "l" },
      ],
    },
    {
      type: "select",
      name: "topics",
      label: "Topics",
      multi: true,
      creatable: true,
      options: [
        { label: "Sales", value: "sales" },
        { label: "Support", value: "support" },
      ],
    },
    { type: "checkbox", name: "consent", label: "I agree" },
  ],
};

const version2 = {
  ...version1,
  blocks: [
    {
      type: "checkboxGroup",
      name: "days",
      label: "Days",
      options: [
        { label: "Monday", value: "mon" },
        { label: "Tuesday", value: "tue" },
      ],
    },
    {
      type: "radio",
      name: "size",
      label: "Cup size",
      options: [
        { label: "Large cup", value: "l" },
        { label: "Medium cup", value: "m" },
      ],
    },
    ...version1.blocks.slice(2),
  ],
};

const NOW = new Date("2026-03-10T15:00:00.000Z");

describe.each(databaseTargets)("submission stats on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, version1);
    formId = form.id;
    await publishForm(conn.db, formId);
    await updateForm(conn.db, { id: formId, document: version2 });
    await publishForm(conn.db, formId);
    let n = 0;
    const row = (at: string, version: number, data: Record<string, unknown>) => {
      n += 1;
      return {
        id: crypto.randomUUID(),
        formId,
        version,
        data,
        idempotencyKey: `k${n}`,
        createdAt: new Date(at),
      };
    };
    await conn.db.insert(submissions).values([
      // Before the 30-day window: counted in totals and choices, not per day.
      row("2026-01-01T12:00:00.000Z", 1, { size: "s", topics: ["sales"], consent: true }),
      row("2026-03-01T00:00:00.000Z", 1, {
        size: "s",
        topics: ["sales", "support"],
        consent: false,
      }),
      row("2026-03-01T23:59:59.999Z", 1, { size: "l", topics: ["engines"], consent: true }),
      row("2026-03-09T10:00:00.000Z", 2, { days: ["mon", "tue"], size: "m", consent: true }),
      row("2026-03-10T00:00:00.000Z", 2, {
        days: ["mon"],
        size: "l",
        topics: ["engines", "sales"],
        consent: true,
      }),
    ]);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("counts submissions per UTC day for the last 30 days, days without any as 0", async () => {
    const stats = await submissionStats(conn.db, { formId, now: NOW });
    expect(stats.total).toBe(5);
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay[0]).toEqual({ date: "2026-02-09", count: 0 });
    expect(stats.perDay.at(-1)).toEqual({ date: "2026-03-10", count: 1 });
    const nonZero = stats.perDay.filter((d) => d.count > 0);
    expect(nonZero).toEqual([
      { date: "2026-03-01", count: 2 },
      { date: "2026-03-09", count: 1 },
      { date: "2026-03-10", count: 1 },
    ]);
  });

  it("covers as many days as asked", async () => {
    const stats = await submissionStats(conn.db, { formId, now: NOW, days: 7 });
    expect(stats.perDay.map((d) => d.date)).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
    await expect(submissionStats(conn.db, { formId, days: 0 })).rejects.toThrow("days must be");
  });

  it("counts each option of each choice field, with labels, across versions", async () => {
    const stats = await submissionStats(conn.db, { formId, now: NOW });
    const byName = Object.fromEntries(stats.choiceFields.map((f) => [f.name, f]));
    expect(stats.choiceFields.map((f) => f.name)).toEqual(["days", "size", "topics", "consent"]);
    expect(byName.days?.options).toEqual([
      { value: "mon", label: "Monday", count: 2 },
      { value: "tue", label: "Tuesday", count: 1 },
    ]);
    expect(byName.size).toMatchObject({ label: "Cup size", type: "radio" });
    expect(byName.size?.options).toEqual([
      { value: "l", label: "Large cup", count: 2 },
      { value: "m", label: "Medium cup", count: 1 },
      { value: "s", label: "Small", count: 2 },
    ]);
    // A value a respondent created comes after the options.
    expect(byName.topics?.options).toEqual([
      { value: "sales", label: "Sales", count: 3 },
      { value: "support", label: "Support", count: 1 },
      { value: "engines", label: "engines", count: 2 },
    ]);
    expect(byName.consent?.options).toEqual([
      { value: "true", label: "Yes", count: 4 },
      { value: "false", label: "No", count: 1 },
    ]);
  });

  it("gives zeros for a form without submissions", async () => {
    const empty = await createForm(conn.db, { ...version1, slug: "empty-poll" });
    const stats = await submissionStats(conn.db, { formId: empty.id, now: NOW });
    expect(stats.total).toBe(0);
    expect(stats.perDay.every((d) => d.count === 0)).toBe(true);
    expect(stats.choiceFields.find((f) => f.name === "size")?.options).toEqual([
      { value: "s", label: "Small", count: 0 },
      { value: "l", label: "Large", count: 0 },
    ]);
  });

  it("answers Form not found for an unknown form", async () => {
    await expect(
      submissionStats(conn.db, { formId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toThrow("Form not found");
  });
});
