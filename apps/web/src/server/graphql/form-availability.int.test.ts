import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const OWNER = { authorization: "Bearer test-admin-token" };
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const PUBLIC = `query($slug: String!) {
  form(slug: $slug) { availability { isOpen reason message opensAt closesAt maxSubmissions } }
}`;
const LIST = `query { forms { slug availability { isOpen reason message } } }`;

describe("a form's availability through the API", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ submitLimitPerMinute: 100 });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function publish(slug: string, availability?: Record<string, unknown>) {
    const document = {
      slug,
      title: slug,
      ...(availability ? { availability } : {}),
      blocks: [{ type: "text", name: "name", label: "Name" }],
    };
    const created = await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: document },
      OWNER,
    );
    const id = created.body.data.createForm.id as string;
    await api.gql(`mutation($id: ID!) { publishForm(id: $id) { id } }`, { id }, OWNER);
  }
  const availabilityOf = async (slug: string) =>
    (await api.gql(PUBLIC, { slug })).body.data.form.availability;
  const submit = (slug: string, key: string) =>
    api.gql(
      `mutation($slug: String!, $key: String!) { submitForm(slug: $slug, data: { name: "Ada" }, idempotencyKey: $key) { submissionId } }`,
      { slug, key },
    );

  it("is open without settings, and says so to anyone", async () => {
    await publish("always-open");
    expect(await availabilityOf("always-open")).toEqual({
      isOpen: true,
      reason: null,
      message: null,
      opensAt: null,
      closesAt: null,
      maxSubmissions: null,
    });
  });

  it("says not yet open before opensAt, with the form's message", async () => {
    const opensAt = iso(Date.now() + DAY);
    await publish("opens-tomorrow", { opensAt, closedMessage: "Doors open tomorrow." });
    expect(await availabilityOf("opens-tomorrow")).toMatchObject({
      isOpen: false,
      reason: "NOT_YET_OPEN",
      message: "Doors open tomorrow.",
      opensAt,
    });
  });

  it("turns full at maxSubmissions, and the admin list says why", async () => {
    await publish("two-seats", { maxSubmissions: 2 });
    expect((await submit("two-seats", "a")).body.errors).toBeUndefined();
    expect(await availabilityOf("two-seats")).toMatchObject({ isOpen: true, maxSubmissions: 2 });
    expect((await submit("two-seats", "b")).body.errors).toBeUndefined();
    expect(await availabilityOf("two-seats")).toMatchObject({
      isOpen: false,
      reason: "FULL",
      message: "This form is closed",
    });
    const third = await submit("two-seats", "c");
    expect(third.body.errors?.[0]).toMatchObject({
      message: "This form is closed",
      extensions: { code: "FORM_CLOSED" },
    });
    const list = (await api.gql(LIST, {}, OWNER)).body.data.forms as Array<{
      slug: string;
      availability: unknown;
    }>;
    expect(list.find((f) => f.slug === "two-seats")?.availability).toEqual({
      isOpen: false,
      reason: "FULL",
      message: "This form is closed",
    });
  });

  it("is null in the admin list while no version is live", async () => {
    await api.gql(
      `mutation($d: JSON!) { createForm(document: $d) { id } }`,
      { d: { slug: "unpublished", title: "U", blocks: [] } },
      OWNER,
    );
    const list = (await api.gql(LIST, {}, OWNER)).body.data.forms as Array<{
      slug: string;
      availability: unknown;
    }>;
    expect(list.find((f) => f.slug === "unpublished")?.availability).toBeNull();
  });
});
