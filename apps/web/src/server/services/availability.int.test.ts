import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/database";
import { databaseTargets } from "../testing/databases";
import { ServiceError } from "./errors";
import { createForm, publishForm, updateForm } from "./forms";
import { listSubmissions } from "./submissions/list-submissions";
import { submitForm } from "./submissions/submit-form";

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function document(slug: string, availability: Record<string, unknown>) {
  return {
    slug,
    title: "Limited",
    availability,
    blocks: [{ type: "text", name: "name", label: "Name", required: true }],
  };
}

describe.each(databaseTargets)("when a form takes answers, on $name", ({ open }) => {
  let conn: DatabaseConnection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  async function published(slug: string, availability: Record<string, unknown>) {
    const form = await createForm(conn.db, document(slug, availability));
    await publishForm(conn.db, form.id);
    return form.id;
  }
  const submit = (slug: string, key: string, name = "Ada") =>
    submitForm(conn.db, { slug, data: { name }, idempotencyKey: key });
  const stored = async (slug: string) =>
    (await listSubmissions(conn.db, { formSlug: slug, first: 50 })).nodes.length;

  it("refuses a submit after closesAt with the form's closed message, and stores nothing", async () => {
    await published("closed-past", {
      closesAt: iso(Date.now() - DAY),
      closedMessage: "Registration ended on Friday.",
    });
    await expect(submit("closed-past", "k1")).rejects.toEqual(
      new ServiceError("FORM_CLOSED", "Registration ended on Friday."),
    );
    expect(await stored("closed-past")).toBe(0);
  });

  it("pipes the refused answers into the closed message, never showing the braces", async () => {
    await published("closed-piped", {
      closesAt: iso(Date.now() - DAY),
      closedMessage: "Sorry, {{name|friend}}: registration has ended.",
    });
    await expect(submit("closed-piped", "k1", "Grace")).rejects.toEqual(
      new ServiceError("FORM_CLOSED", "Sorry, Grace: registration has ended."),
    );
  });

  it("refuses a submit before opensAt with the default message", async () => {
    await published("opens-later", { opensAt: iso(Date.now() + DAY) });
    await expect(submit("opens-later", "k1")).rejects.toEqual(
      new ServiceError("FORM_CLOSED", "This form is not open yet"),
    );
  });

  it("refuses a German form's submit with the default message in German", async () => {
    const form = await createForm(conn.db, {
      ...document("geschlossen", { closesAt: iso(Date.now() - DAY) }),
      language: "de",
    });
    await publishForm(conn.db, form.id);
    await expect(submit("geschlossen", "k1")).rejects.toEqual(
      new ServiceError("FORM_CLOSED", "Dieses Formular ist geschlossen"),
    );
  });

  it("refuses in the respondent's language with the translated closed message", async () => {
    const form = await createForm(conn.db, {
      ...document("closed-translated", {
        closesAt: iso(Date.now() - DAY),
        closedMessage: "Registration ended on Friday.",
      }),
      translations: { de: { closedMessage: "Die Anmeldung endete am Freitag." } },
    });
    await publishForm(conn.db, form.id);
    await expect(
      submitForm(conn.db, {
        slug: "closed-translated",
        data: { name: "Ada" },
        idempotencyKey: "k1",
        language: "de-AT",
      }),
    ).rejects.toEqual(new ServiceError("FORM_CLOSED", "Die Anmeldung endete am Freitag."));
    await expect(submit("closed-translated", "k2")).rejects.toEqual(
      new ServiceError("FORM_CLOSED", "Registration ended on Friday."),
    );
  });

  it("takes answers between opensAt and closesAt", async () => {
    await published("open-now", {
      opensAt: iso(Date.now() - DAY),
      closesAt: iso(Date.now() + DAY),
    });
    expect((await submit("open-now", "k1")).submissionId).toEqual(expect.any(String));
  });

  it("stops at maxSubmissions, and a resend of an accepted one still gets its id", async () => {
    await published("two-seats", { maxSubmissions: 2 });
    const first = await submit("two-seats", "k1");
    await submit("two-seats", "k2", "Grace");
    await expect(submit("two-seats", "k3", "Edsger")).rejects.toEqual(
      new ServiceError("FORM_CLOSED", "This form is closed"),
    );
    expect(await submit("two-seats", "k1")).toEqual(first);
    expect(await stored("two-seats")).toBe(2);
  });

  it("keeps an accepted submission's id for its resend after the form closed", async () => {
    const id = await published("closes-soon", { closesAt: iso(Date.now() + DAY) });
    const first = await submit("closes-soon", "k1");
    await updateForm(conn.db, {
      id,
      document: document("closes-soon", { closesAt: iso(Date.now() - 1000) }),
    });
    await publishForm(conn.db, id);
    expect(await submit("closes-soon", "k1")).toEqual(first);
    await expect(submit("closes-soon", "k2")).rejects.toEqual(
      new ServiceError("FORM_CLOSED", "This form is closed"),
    );
  });

  it("refuses availability that closes before it opens, or a limit below 1", async () => {
    await expect(
      createForm(
        conn.db,
        document("bad-times", { opensAt: iso(Date.now()), closesAt: iso(Date.now() - DAY) }),
      ),
    ).rejects.toThrow(/closesAt must come after opensAt/);
    await expect(createForm(conn.db, document("bad-limit", { maxSubmissions: 0 }))).rejects.toThrow(
      /maxSubmissions/,
    );
  });
});
