import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { adminGraphQL } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/owner-session";
import { uniqueSlug } from "./support/publish-form";

let receiver: Server;
let received: Array<{ id: string; body: string }> = [];
let receiverUrl = "";

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      received.push({
        id: String(request.headers["webhook-id"]),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("received by the e2e receiver");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

test("an owner adds a webhook by keyboard, sees its secret once, a delivery and its attempt, and deletes it", async ({
  page,
}) => {
  received = [];
  const slug = uniqueSlug("hooked");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: {
        slug,
        title: "Hooked form",
        blocks: [
          { type: "text", name: "name", label: "Name", required: true },
          { type: "text", name: "email", label: "Email", rules: { email: true } },
        ],
      },
    },
  );
  const formId = created.createForm.id;
  await adminGraphQL(page, "mutation($id: ID!) { publishForm(id: $id) { id } }", { id: formId });

  await page.goto(`/admin/forms/${formId}/submissions`);
  await page.getByRole("link", { name: "Webhooks and email" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Webhooks and email: Hooked form" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Webhooks and email: Hooked form");
  await expect(page.getByText("No webhooks yet.")).toBeVisible();
  await expect(page.getByTestId("email-not-configured")).toContainText("Email is not configured.");
  await expectNoAxeViolations(page);

  const add = page.getByRole("region", { name: "Add webhook" });
  await add.getByLabel("URL").focus();
  await page.keyboard.type(receiverUrl);
  await page.keyboard.press("Enter");
  const notice = page.getByTestId("webhook-secret");
  await expect(notice).toBeFocused();
  await expect(notice.getByLabel("Signing secret")).toHaveValue(/^whsec_/);
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: "Done, hide the secret" }).press("Enter");
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Webhooks" })).toBeFocused();

  const submitted = await page.request.post("/api/graphql", {
    data: {
      query: `mutation($s: String!) { submitForm(slug: $s, data: { name: "Ada" }, idempotencyKey: "e2e-hook") { submissionId } }`,
      variables: { s: slug },
    },
  });
  expect(submitted.ok()).toBe(true);
  await expect.poll(() => received.length).toBe(1);
  expect(JSON.parse(received[0]?.body ?? "{}").data.form.slug).toBe(slug);

  const hook = page.getByRole("listitem").filter({ hasText: receiverUrl });
  await hook.getByText("Deliveries", { exact: true }).focus();
  await page.keyboard.press("Enter");
  const log = hook.getByRole("region", { name: `Deliveries to ${receiverUrl}` });
  await expect(log.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(log.getByRole("cell", { name: "received by the e2e receiver" })).toBeVisible();
  await expectNoAxeViolations(page);

  await log.getByRole("button", { name: /^Redeliver/ }).press("Enter");
  await expect.poll(() => received.length).toBe(2);
  expect(received[1]?.id).toBe(received[0]?.id);

  await hook.getByRole("button", { name: `Disable webhook to ${receiverUrl}` }).press("Enter");
  await expect(hook.getByText("Disabled", { exact: true })).toBeVisible();

  await hook.getByRole("button", { name: `Delete webhook to ${receiverUrl}` }).press("Enter");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Delete webhook" }).press("Enter");
  await expect(page.getByText("No webhooks yet.")).toBeVisible();
});

test("an owner turns on the PDF for the notification mail by keyboard, and it stays on", async ({
  page,
}) => {
  const slug = uniqueSlug("pdf-mail");
  const created = await adminGraphQL<{ createForm: { id: string } }>(
    page,
    "mutation($d: JSON!) { createForm(document: $d) { id } }",
    {
      d: { slug, title: "PDF mail form", blocks: [{ type: "text", name: "name", label: "Name" }] },
    },
  );
  const formId = created.createForm.id;
  await page.goto(`/admin/forms/${formId}/integrations`);
  const settings = page.getByRole("form", { name: "Email notifications" });
  const pdf = settings.getByRole("checkbox", { name: "Attach the answers as a PDF" });
  await expect(pdf).not.toBeChecked();
  await expect(pdf).toHaveAccessibleDescription(
    "Owners get the submission's PDF with the mail, as Download PDF gives it.",
  );
  await settings.getByLabel("Notify these addresses of each submission").fill("team@example.com");
  await pdf.focus();
  await page.keyboard.press("Space");
  await expect(pdf).toBeChecked();
  await expectNoAxeViolations(page);
  await settings.getByRole("button", { name: "Save email settings" }).press("Enter");
  await expect(page.getByText("Saved the email settings.")).toBeVisible();
  const stored = await adminGraphQL<{ formEmailSettings: { attachPdf: boolean } }>(
    page,
    "query($id: ID!) { formEmailSettings(formId: $id) { attachPdf } }",
    { id: formId },
  );
  expect(stored.formEmailSettings.attachPdf).toBe(true);
  await page.reload();
  await expect(
    page
      .getByRole("form", { name: "Email notifications" })
      .getByRole("checkbox", { name: "Attach the answers as a PDF" }),
  ).toBeChecked();
});
