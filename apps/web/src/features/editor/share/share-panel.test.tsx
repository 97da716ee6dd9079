// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contactDocument } from "../../../server/testing/fixtures";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import type { EmbedOriginsApi } from "./embed-origins-editor";
import { SharePanel } from "./share-panel";

const OWNER = { authorization: "Bearer test-admin-token" };

/** The origins calls, answered by a real API server (as the browser client would be). */
function apiOf(server: TestServer): EmbedOriginsApi {
  return {
    async load(id) {
      const { body } = await server.gql(
        "query($id: ID!) { formById(id: $id) { embedOrigins } }",
        { id },
        OWNER,
      );
      return body.data.formById.embedOrigins;
    },
    async save(id, origins) {
      const { body } = await server.gql(
        "mutation($id: ID!, $o: [String!]!) { setFormEmbedOrigins(id: $id, origins: $o) { embedOrigins } }",
        { id, o: origins },
        OWNER,
      );
      if (body.errors?.length) throw new Error(body.errors[0]?.message);
      return body.data.setFormEmbedOrigins.embedOrigins;
    },
  };
}

describe("SharePanel", () => {
  let server: TestServer;
  let formId: string;
  beforeAll(async () => {
    server = await startTestServer();
    const created = await server.gql(
      "mutation($d: JSON!) { createForm(document: $d) { id } }",
      { d: contactDocument() },
      OWNER,
    );
    formId = created.body.data.createForm.id;
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(cleanup);

  const renderPanel = () =>
    render(
      <SharePanel
        formId={formId}
        slug="contact"
        title="Contact us"
        isPublished
        canEdit
        origin="https://forms.example"
        originsApi={apiOf(server)}
      />,
    );

  it("shows the public link, a QR code, and the three snippets, each with a copy button", async () => {
    renderPanel();
    expect(screen.getByLabelText("Public link")).toHaveProperty(
      "value",
      "https://forms.example/f/contact",
    );
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(
      await screen.findByRole("img", { name: "QR code of https://forms.example/f/contact" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download SVG" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download PNG" })).toBeTruthy();
    for (const label of ["Inline", "Popup", "Slide-in"]) {
      const code = (screen.getByLabelText(label) as HTMLTextAreaElement).value;
      expect(code).toContain('<script src="https://forms.example/embed.js" async></script>');
      expect(
        screen.getByRole("button", { name: `Copy ${label.toLowerCase()} snippet` }),
      ).toBeTruthy();
    }
  });

  it("copies the link by keyboard and says so", async () => {
    const user = userEvent.setup();
    renderPanel();
    screen.getByRole("button", { name: "Copy link" }).focus();
    await user.keyboard("{Enter}");
    expect(await navigator.clipboard.readText()).toBe("https://forms.example/f/contact");
    expect(await screen.findByText("Copied")).toBeTruthy();
  });

  it("adds and removes allowed origins through the API, and shows its refusal next to the field", async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText("No site yet.");
    const input = screen.getByLabelText("Add a site (origin)");
    await user.type(input, "http://shop.example{Enter}");
    const error = await screen.findByText('"http://shop.example" must start with https://');
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(error.id);

    await user.clear(input);
    await user.type(input, "https://shop.example/{Enter}");
    const list = await screen.findByRole("list");
    expect(within(list).getByText("https://shop.example")).toBeTruthy();
    expect(input).toHaveProperty("value", "");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(await apiOf(server).load(formId)).toEqual(["https://shop.example"]);

    await user.click(screen.getByRole("button", { name: "Remove https://shop.example" }));
    await screen.findByText("No site yet.");
    await waitFor(async () => expect(await apiOf(server).load(formId)).toEqual([]));
  });

  it("shows the list without add or remove to someone who may not change it", async () => {
    await apiOf(server).save(formId, ["https://shop.example"]);
    render(
      <SharePanel
        formId={formId}
        slug="contact"
        title="Contact us"
        isPublished
        canEdit={false}
        origin="https://forms.example"
        originsApi={apiOf(server)}
      />,
    );
    expect(await screen.findByText("https://shop.example")).toBeTruthy();
    expect(screen.getByText("Only owners can change this list.")).toBeTruthy();
    expect(screen.queryByLabelText("Add a site (origin)")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    await apiOf(server).save(formId, []);
  });
});
