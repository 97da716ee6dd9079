import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDocument } from "../../../../../packages/core/src/test/order-form";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };

const order = (variables: unknown[]) => orderDocument(variables, { slug: "order-variables" });

const SUBMIT = `mutation($data: JSON!, $key: String!) {
  submitForm(slug: "order-variables", data: $data, idempotencyKey: $key) { submissionId fieldErrors { name message } }
}`;
const LIST = `{ submissions(formSlug: "order-variables") { nodes { version data variables } } }`;

describe("Submission.variables", () => {
  let api: TestServer;
  let formId: string;

  beforeAll(async () => {
    api = await startTestServer();
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      {
        d: order([
          { name: "subtotal", expression: "price * quantity", label: "Subtotal" },
          { name: "total", expression: "subtotal + count(extras) * 2" },
          { name: "band", expression: "if(total >= 100, 'high', 'low')" },
        ]),
      },
      OWNER,
    );
    formId = created.body.data.createForm.id;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId }, OWNER);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("gives each submission its variables computed with the version it answered", async () => {
    const first = await api.gql(SUBMIT, {
      data: { price: 12.5, quantity: 8, extras: ["gift", "card"] },
      key: "variables-1",
    });
    expect(first.body.data.submitForm.fieldErrors).toEqual([]);
    // Version 2 computes the total differently; version 1's submission keeps its own.
    await api.gql(
      `mutation($id: ID!, $d: JSON!) { updateForm(id: $id, document: $d) { id } }`,
      {
        id: formId,
        d: order([{ name: "total", expression: "price * quantity * 2", label: "Total" }]),
      },
      OWNER,
    );
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id: formId }, OWNER);
    await api.gql(SUBMIT, { data: { price: 3, quantity: 2 }, key: "variables-2" });

    const listed = await api.gql(LIST, {}, OWNER);
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.submissions.nodes).toEqual([
      { version: 2, data: { price: 3, quantity: 2 }, variables: { total: 12 } },
      {
        version: 1,
        data: { price: 12.5, quantity: 8, extras: ["gift", "card"] },
        variables: { subtotal: 100, total: 104, band: "high" },
      },
    ]);
    // The table's columns: the draft's variables first, then older versions' (labelled or named).
    const columns = await api.gql(
      `query($id: ID!) { submissionVariables(formId: $id) { name label } }`,
      { id: formId },
      OWNER,
    );
    expect(columns.body.data.submissionVariables).toEqual([
      { name: "total", label: "Total" },
      { name: "subtotal", label: "Subtotal" },
      { name: "band", label: "band" },
    ]);
  });

  it("refuses a form whose expression names an unknown field, with its path and column", async () => {
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: { ...order([{ name: "total", expression: "price * quantiy" }]), slug: "order-typo" } },
      OWNER,
    );
    expect(created.body.errors?.[0]?.message).toContain(
      'variables[0].expression: unknown name "quantiy" at 9',
    );
  });

  it("answers the ending the answers chose, and lists it with the submission", async () => {
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      {
        d: {
          ...order([{ name: "total", expression: "price * quantity" }]),
          slug: "order-endings",
          endings: [
            {
              id: "big",
              title: "Big order: {{total}}",
              text: "We call you.",
              when: { all: [{ field: "total", op: "greaterThan", value: 99 }] },
              redirectUrl: "https://example.com/big?t={{total}}",
            },
            { id: "small", title: "Thanks" },
          ],
        },
      },
      OWNER,
    );
    const id = created.body.data.createForm.id;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
    const submit = (data: unknown, key: string) =>
      api.gql(
        `mutation($data: JSON!, $key: String!) {
          submitForm(slug: "order-endings", data: $data, idempotencyKey: $key) {
            submissionId ending { id title text redirectUrl }
          }
        }`,
        { data, key },
      );
    const big = await submit({ price: 50, quantity: 3 }, "ending-1");
    expect(big.body.data.submitForm.ending).toEqual({
      id: "big",
      title: "Big order: 150",
      text: "We call you.",
      redirectUrl: "https://example.com/big?t=150",
    });
    // The same key again: the same submission, and the same ending.
    const again = await submit({ price: 50, quantity: 3 }, "ending-1");
    expect(again.body.data.submitForm).toEqual(big.body.data.submitForm);
    const small = await submit({ price: 1, quantity: 1 }, "ending-2");
    expect(small.body.data.submitForm.ending).toMatchObject({ id: "small", redirectUrl: null });
    const listed = await api.gql(
      `{ submissions(formSlug: "order-endings") { nodes { ending variables } } }`,
      {},
      OWNER,
    );
    expect(listed.body.data.submissions.nodes).toEqual([
      { ending: "small", variables: { total: 1 } },
      { ending: "big", variables: { total: 150 } },
    ]);
    // The CSV: a column per variable, then Ending, after the fields; oldest first.
    const csv = await (
      await fetch(`${api.url}/api/forms/${id}/submissions.csv`, { headers: OWNER })
    ).text();
    const [header, ...records] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header?.split(",").slice(3)).toEqual(["Price", "Quantity", "Extras", "total", "Ending"]);
    expect(records.map((r) => r.split(",").slice(3))).toEqual([
      ["50", "3", "", "150", "big"],
      ["1", "1", "", "1", "small"],
    ]);
  });
});
