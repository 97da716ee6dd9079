// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contactDocument, validContactAnswers } from "../../../server/testing/fixtures";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import type { RespondentLinksApi } from "./respondent-links-api";
import { respondentLinksCsv } from "./respondent-links-csv";
import { RespondentLinksEditor } from "./respondent-links-editor";

const OWNER = { authorization: "Bearer test-admin-token" };
const FIELDS = "id url email createdAt usedAt revokedAt";

/** The section's calls, answered by a real API server (as the browser client would be). */
function apiOf(server: TestServer): RespondentLinksApi {
  const call = async (query: string, variables: Record<string, unknown>) => {
    const { body } = await server.gql(query, variables, OWNER);
    if (body.errors?.length) throw new Error(body.errors[0]?.message);
    return body.data;
  };
  return {
    list: async (formId) =>
      (await call(`query($id: ID!) { respondentLinks(formId: $id) { ${FIELDS} } }`, { id: formId }))
        .respondentLinks,
    create: async (formId, input) =>
      (
        await call(
          `mutation($id: ID!, $count: Int, $emails: [String!]) { createRespondentLinks(formId: $id, count: $count, emails: $emails) { ${FIELDS} } }`,
          { id: formId, ...input },
        )
      ).createRespondentLinks,
    revoke: async (id) =>
      (await call(`mutation($id: ID!) { revokeRespondentLink(id: $id) { ${FIELDS} } }`, { id }))
        .revokeRespondentLink,
  };
}

describe("the share panel's single-use links", () => {
  let server: TestServer;
  let formId: string;
  beforeAll(async () => {
    server = await startTestServer();
    const created = await server.gql(
      "mutation($d: JSON!) { createForm(document: $d) { id } }",
      { d: contactDocument({ slug: "links" }) },
      OWNER,
    );
    formId = created.body.data.createForm.id;
    await server.gql("mutation($id: ID!) { publishForm(id: $id) { id } }", { id: formId }, OWNER);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(cleanup);

  const renderSection = (canEdit = true) =>
    render(
      <RespondentLinksEditor formId={formId} slug="links" canEdit={canEdit} api={apiOf(server)} />,
    );

  it("makes anonymous links by keyboard, shows each url once with its status, and revokes one", async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByText("No single-use links yet.");
    const count = screen.getByLabelText("How many links");
    await user.click(count);
    await user.clear(count);
    await user.keyboard("2{Enter}");
    expect(
      await screen.findByText(
        "Made 2 links: copy them or download the CSV now, their addresses are not shown again.",
      ),
    ).toBeTruthy();
    const list = screen.getByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const url = (screen.getByLabelText("Address of link 1") as HTMLInputElement).value;
    expect(url).toMatch(new RegExp(`^${server.url}/f/links\\?invite=[\\w-]{32}$`));
    expect(within(items[0] as HTMLElement).getByText("Unused")).toBeTruthy();
    screen.getByRole("button", { name: "Revoke link 2" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Revoked link 2")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/^Revoked /)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Revoke link 2" })).toBeNull();
  });

  it("makes one link per pasted address and names a bad address next to the field", async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole("list");
    await user.click(screen.getByLabelText("One link per email address"));
    const field = screen.getByLabelText("Email addresses (one per line)");
    await user.type(field, "ada@example.com{Enter}not-an-address");
    await user.click(screen.getByRole("button", { name: "Create links" }));
    const error = await screen.findByText('emails[1]: "not-an-address" is not an email address');
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(error.id);
    await user.clear(field);
    await user.type(field, "ada@example.com, grace@example.com");
    await user.click(screen.getByRole("button", { name: "Create links" }));
    expect(await screen.findByText("grace@example.com")).toBeTruthy();
    expect(screen.getByLabelText("Address of link 4 (grace@example.com)")).toBeTruthy();
  });

  it("lists a used link as used, without its url in a later panel, and downloads the CSV", async () => {
    const [link] = await apiOf(server).create(formId, { count: 1 });
    const token = new URL(link?.url ?? "").searchParams.get("invite");
    const sent = await server.gql(
      `mutation($d: JSON!, $i: String) { submitForm(slug: "links", data: $d, idempotencyKey: "panel-used", invite: $i) { submissionId } }`,
      { d: validContactAnswers, i: token },
    );
    expect(sent.body.data.submitForm.submissionId).toBeTruthy();
    const blobs: Blob[] = [];
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:links";
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} });
    const user = userEvent.setup();
    renderSection();
    const items = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(within(items.at(-1) as HTMLElement).getByText(/^Used /)).toBeTruthy();
    expect(screen.queryByLabelText(/^Address of/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    const lines = text.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe("url,email,createdAt,usedAt,revokedAt");
    expect(lines).toHaveLength(items.length + 1);
    expect(lines.at(-1)).toMatch(/^,,\d{4}-.+Z,\d{4}-.+Z,$/);
  });

  it("says who may make links to someone who may not", () => {
    renderSection(false);
    expect(screen.getByText("Only editors and owners can make single-use links.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create links" })).toBeNull();
  });

  it("writes the CSV with quoting and formula-neutralising", () => {
    expect(
      respondentLinksCsv([
        {
          id: "1",
          url: "https://x.example/f/a?invite=t",
          email: "=cmd@example.com",
          createdAt: "2026-01-01T00:00:00.000Z",
          usedAt: null,
          revokedAt: null,
        },
      ]),
    ).toBe(
      "\uFEFFurl,email,createdAt,usedAt,revokedAt\r\nhttps://x.example/f/a?invite=t,'=cmd@example.com,2026-01-01T00:00:00.000Z,,\r\n",
    );
  });
});
