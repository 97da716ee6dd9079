import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { dateTimeFieldStats } from "./date-time-field-stats";
import { createForm, publishForm } from "./forms";
import { submissionStats } from "./submission-stats";
import { submitForm } from "./submissions/submit-form";
import { prepareSubmissionsExport } from "./submissions-export";

const document = {
  slug: "booking",
  title: "Booking",
  blocks: [
    {
      type: "date",
      name: "arrival",
      label: "Arrival",
      required: true,
      rules: { min: "2025-01-01", max: "2026-12-31" },
    },
    { type: "date", name: "callback", label: "Call-back day", rules: { min: "today" } },
    {
      type: "time",
      name: "start",
      label: "Start",
      rules: { min: "08:00", max: "18:00", step: 30 },
    },
  ],
};

describe.each(databaseTargets)("date and time fields on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;
  let n = 0;
  const submit = (data: unknown) =>
    submitForm(conn.db, { slug: "booking", data, idempotencyKey: `k${++n}` });

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, document);
    formId = form.id;
    await publishForm(conn.db, formId);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await conn?.close();
  });

  it("the server refuses malformed and out-of-range dates and times with field errors", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{}, "arrival", "Arrival is required"],
      [{ arrival: "2025-02-30" }, "arrival", "Arrival must be a real date (YYYY-MM-DD)"],
      [{ arrival: "03/07/2025" }, "arrival", "Arrival must be a real date (YYYY-MM-DD)"],
      [{ arrival: 20250307 }, "arrival", "Arrival must be a real date (YYYY-MM-DD)"],
      [{ arrival: "2024-12-31" }, "arrival", "Arrival must be on or after 1 January 2025"],
      [{ arrival: "2027-01-01" }, "arrival", "Arrival must be on or before 31 December 2026"],
      [
        { arrival: "2025-03-07", callback: "2000-01-01" },
        "callback",
        "Call-back day must be on or after today",
      ],
      [{ arrival: "2025-03-07", start: "25:00" }, "start", "Start must be a time (HH:MM, 24 h)"],
      [{ arrival: "2025-03-07", start: "9:30" }, "start", "Start must be a time (HH:MM, 24 h)"],
      [{ arrival: "2025-03-07", start: "07:30" }, "start", "Start must be 08:00 or later"],
      [{ arrival: "2025-03-07", start: "18:30" }, "start", "Start must be 18:00 or earlier"],
      [
        { arrival: "2025-03-07", start: "09:15" },
        "start",
        "Start must be in steps of 30 minutes from 08:00",
      ],
    ];
    for (const [data, name, message] of cases) {
      const result = await submit(data);
      expect(result.submissionId, JSON.stringify(data)).toBeNull();
      expect(result.fieldErrors).toContainEqual({ name, message });
    }
  });

  it("reads today on the server when the answer arrives", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2030, 5, 15, 10, 0));
    expect(
      (await submit({ arrival: "2025-03-07", callback: "2030-06-14" })).fieldErrors,
    ).toContainEqual({ name: "callback", message: "Call-back day must be on or after today" });
    const accepted = await submit({ arrival: "2025-03-07", callback: "2030-06-15" });
    expect(accepted.fieldErrors).toEqual([]);
    expect(accepted.submissionId).not.toBeNull();
  });

  it("stores ISO values, writes them to the CSV, and sums them up per month and hour", async () => {
    for (const data of [
      { arrival: "2025-03-07", start: "09:30" },
      { arrival: "2025-03-20", start: "09:00" },
      { arrival: "2025-05-01", start: "17:30" },
    ]) {
      expect((await submit(data)).fieldErrors).toEqual([]);
    }
    const chunks: string[] = [];
    for await (const chunk of (await prepareSubmissionsExport(conn.db, { formId })).chunks()) {
      chunks.push(chunk.text);
    }
    const lines = chunks.join("").split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFSubmission ID,Submitted at (UTC),Version,Arrival,Call-back day,Start",
    );
    const cells = lines.slice(1).map((line) => line.split(",").slice(3).join(","));
    expect(cells).toContain("2025-03-07,,09:30");
    expect(cells).toContain("2025-05-01,,17:30");

    const { dateTimeFields } = await submissionStats(conn.db, { formId });
    const [arrival, callback, start] = dateTimeFields;
    // The earlier test stored one more arrival on 2025-03-07.
    expect(arrival).toMatchObject({
      name: "arrival",
      answers: 4,
      earliest: "2025-03-07",
      latest: "2025-05-01",
      per: "month",
      buckets: [
        { key: "2025-03", count: 3 },
        { key: "2025-04", count: 0 },
        { key: "2025-05", count: 1 },
      ],
    });
    expect(callback).toMatchObject({ answers: 1, earliest: "2030-06-15", per: "month" });
    expect(start?.per).toBe("hour");
    expect(start?.buckets).toHaveLength(24);
    expect(start?.buckets[9]).toEqual({ key: "09", count: 2 });
    expect(start?.buckets[17]).toEqual({ key: "17", count: 1 });
    expect(start).toMatchObject({ answers: 3, earliest: "09:00", latest: "17:30" });
  });

  it("counts dates spread over more than two years per year", async () => {
    const wide = await createForm(conn.db, {
      slug: "birthdays",
      title: "Birthdays",
      blocks: [{ type: "date", name: "born", label: "Born" }],
    });
    await publishForm(conn.db, wide.id);
    for (const born of ["1990-05-01", "1990-07-01", "1993-01-31"]) {
      const result = await submitForm(conn.db, {
        slug: "birthdays",
        data: { born },
        idempotencyKey: `b${born}`,
      });
      expect(result.fieldErrors).toEqual([]);
    }
    const [born] = await dateTimeFieldStats(conn.db, {
      formId: wide.id,
      fields: [{ name: "born", label: "Born", type: "date", options: [], isCurrent: true }],
    });
    expect(born?.per).toBe("year");
    expect(born?.buckets).toEqual([
      { key: "1990", count: 2 },
      { key: "1991", count: 0 },
      { key: "1992", count: 0 },
      { key: "1993", count: 1 },
    ]);
  });
});
