import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

const document = {
  slug: "summaries",
  title: "Summaries",
  blocks: [
    { type: "rating", name: "service", label: "Service", max: 3 },
    { type: "scale", name: "recommend", label: "Recommend", preset: "nps" },
    {
      type: "matrix",
      name: "taste",
      label: "Taste",
      rows: [{ label: "Texture", value: "texture" }],
      columns: [
        { label: "Bad", value: "bad" },
        { label: "Good", value: "good" },
      ],
    },
    {
      type: "ranking",
      name: "fruit",
      label: "Fruit",
      options: [
        { label: "Apples", value: "apples" },
        { label: "Pears", value: "pears" },
      ],
    },
    { type: "text", name: "comment", label: "Comment" },
  ],
};

const STATS = `query($id: ID!) {
  submissionStats(formId: $id) {
    total
    scaleFields { name label type min max answers mean nps counts { value count } }
    matrixFields { name label multiple rows { value label columns { value label count } } }
    rankingFields { name label responses options { value label meanRank count } }
  }
}`;

describe("the summaries of the charts through the API", () => {
  let api: TestServer;
  let formId: string;
  beforeAll(async () => {
    api = await startTestServer({ submitLimitPerMinute: 100 });
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: document },
      OWNER,
    );
    formId = created.body.data.createForm.id as string;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId }, OWNER);
    const answers = [
      { service: 3, recommend: 10, taste: { texture: "good" }, fruit: ["pears", "apples"] },
      { service: 2, recommend: 3, taste: { texture: "good" }, fruit: ["apples", "pears"] },
      { service: 3, recommend: 9, taste: { texture: "bad" }, fruit: ["pears", "apples"] },
    ];
    for (const [index, data] of answers.entries()) {
      const result = await api.gql(
        `mutation($slug: String!, $data: JSON!, $key: String!) { submitForm(slug: $slug, data: $data, idempotencyKey: $key) { submissionId fieldErrors { name message } } }`,
        { slug: "summaries", data, key: `k${index}` },
      );
      expect(result.body.data.submitForm.fieldErrors).toEqual([]);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it("gives each type's summary under the API's lists, in the fields' labels", async () => {
    const { body } = await api.gql(STATS, { id: formId }, OWNER);
    expect(body.errors).toBeUndefined();
    const stats = body.data.submissionStats;
    expect(stats.total).toBe(3);
    expect(stats.scaleFields).toEqual([
      {
        name: "service",
        label: "Service",
        type: "rating",
        min: 1,
        max: 3,
        answers: 3,
        mean: 2.67,
        nps: null,
        counts: [
          { value: 1, count: 0 },
          { value: 2, count: 1 },
          { value: 3, count: 2 },
        ],
      },
      expect.objectContaining({ name: "recommend", type: "scale", min: 0, max: 10, nps: 33 }),
    ]);
    expect(stats.matrixFields).toEqual([
      {
        name: "taste",
        label: "Taste",
        multiple: false,
        rows: [
          {
            value: "texture",
            label: "Texture",
            columns: [
              { value: "bad", label: "Bad", count: 1 },
              { value: "good", label: "Good", count: 2 },
            ],
          },
        ],
      },
    ]);
    expect(stats.rankingFields).toEqual([
      {
        name: "fruit",
        label: "Fruit",
        responses: 3,
        options: [
          { value: "pears", label: "Pears", meanRank: 1.33, count: 3 },
          { value: "apples", label: "Apples", meanRank: 1.67, count: 3 },
        ],
      },
    ]);
  });
});
