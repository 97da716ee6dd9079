import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { submissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { fieldSummaries } from "./field-summaries/field-summaries";
import { createForm, publishForm, updateForm } from "./forms";
import { submissionStats } from "./submission-stats";

const version1 = {
  slug: "feedback",
  title: "Feedback",
  blocks: [
    { type: "rating", name: "service", label: "Service", max: 7 },
    { type: "text", name: "comment", label: "Comment" },
  ],
};

// Version 2 offers fewer stars: answers of 6 and 7 from version 1 stay in the chart.
const version2 = {
  ...version1,
  blocks: [{ type: "rating", name: "service", label: "Our service", max: 5 }, version1.blocks[1]],
};

describe.each(databaseTargets)("rating and scale stats on $name", ({ open }) => {
  let conn: DatabaseConnection;
  let formId: string;

  beforeAll(async () => {
    conn = await open();
    const form = await createForm(conn.db, version1);
    formId = form.id;
    await publishForm(conn.db, formId);
    await updateForm(conn.db, { id: formId, document: version2 });
    await publishForm(conn.db, formId);
    const answers: Array<Record<string, unknown>> = [
      { service: 7 },
      { service: 5 },
      { service: 5 },
      { service: 2 },
      { comment: "no rating" },
    ];
    await conn.db.insert(submissions).values(
      answers.map((data, index) => ({
        id: crypto.randomUUID(),
        formId,
        version: index === 0 ? 1 : 2,
        data,
        idempotencyKey: `k${index}`,
      })),
    );
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("counts each whole number of the range, widened to what older versions took", async () => {
    const scaleFields = await fieldSummaries(conn.db, { formId, kind: "distribution" });
    expect(scaleFields).toHaveLength(1);
    const [service] = scaleFields;
    expect(service).toMatchObject({ name: "service", label: "Our service", type: "rating" });
    expect(service?.min).toBe(1);
    expect(service?.max).toBe(7);
    expect(service?.counts).toEqual([
      { value: 1, count: 0 },
      { value: 2, count: 1 },
      { value: 3, count: 0 },
      { value: 4, count: 0 },
      { value: 5, count: 2 },
      { value: 6, count: 0 },
      { value: 7, count: 1 },
    ]);
  });

  it("gives the number of answers and their mean, and no NPS for a rating", async () => {
    const [service] = await fieldSummaries(conn.db, { formId, kind: "distribution" });
    expect(service?.answers).toBe(4);
    expect(service?.mean).toBe(4.75);
    expect(service?.nps).toBeNull();
  });

  it("leaves choice fields to choiceFields", async () => {
    const stats = await submissionStats(conn.db, { formId });
    expect(stats.choiceFields).toEqual([]);
  });
});
