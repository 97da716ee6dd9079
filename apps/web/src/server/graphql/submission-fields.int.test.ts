import { answerWords, type WordsField } from "@formwright/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVERY_FIELD_TYPE,
  everyFieldTypeDocument,
} from "../../../../../packages/core/src/test/every-field-type";
import { submissionFieldOf } from "../../test-setup/submission-field-of";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

/** The selection the submissions page sends (features/submissions/submissions-api.ts). */
const FIELDS = `query($id: ID!) {
  submissionFields(formId: $id) {
    name label type isCurrent options { value label } rows { value label } columns { value label }
    itemLabel
    blocks { name label type isCurrent options { value label } rows { value label } columns { value label } }
  }
}`;

describe("submissionFields gives the table and details what every type's words need", () => {
  let api: TestServer;
  let fields: Array<WordsField & { name: string; options: unknown[] }>;

  beforeAll(async () => {
    api = await startTestServer();
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: everyFieldTypeDocument },
      OWNER,
    );
    const id = created.body.data.createForm.id as string;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
    const answer = await api.gql(FIELDS, { id }, OWNER);
    expect(answer.body.errors).toBeUndefined();
    fields = answer.body.data.submissionFields;
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(EVERY_FIELD_TYPE)("a $block.type answer reads in words from the API's field", (c) => {
    const field = fields.find((f) => f.name === c.block.name);
    expect(field && answerWords(field, c.answer)).toBe(c.words);
  });

  it.each(EVERY_FIELD_TYPE)("gives a $block.type field its rows and columns by label", (c) => {
    const { rows, columns } = submissionFieldOf(c.block);
    expect(fields.find((f) => f.name === c.block.name)).toMatchObject({ rows, columns });
  });
});
