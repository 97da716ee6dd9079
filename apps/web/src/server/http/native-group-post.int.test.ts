import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { GROUP_REMOVE_ITEM_KEY } from "@formwright/core/field-types/group";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD_ITEM_INPUT } from "../../lib/native-post/add-item";
import {
  decodeNativePostState,
  NATIVE_INPUT,
  NATIVE_POST_HEADER,
  type NativePostState,
} from "../../lib/native-post/native-post-state";
import { type DatabaseConnection, openDatabase } from "../db/database";
import { countSubmissions, createForm, publishForm } from "../services/forms";
import { createLimiter } from "../services/rate-limits";
import { handleNativePost } from "./native-post-route";

/** A post without scripts, from the form's own page, as the browser sends it. */
function post(entries: Array<[string, string]>): IncomingMessage {
  const body = new URLSearchParams(entries).toString();
  const req = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  Object.assign(req, { socket: { remoteAddress: "127.0.0.1" } });
  req.method = "POST";
  req.url = "/f/event";
  req.headers = {
    host: "forms.example",
    origin: "http://forms.example",
    "sec-fetch-site": "same-origin",
    "content-type": "application/x-www-form-urlencoded",
    "content-length": String(Buffer.byteLength(body)),
  };
  return req;
}

describe("a repeating group without scripts", () => {
  let conn: DatabaseConnection;
  let formId: string;
  let rendered: NativePostState | null = null;
  let options: Parameters<typeof handleNativePost>[3];
  let key = 0;
  const send = async (entries: Array<[string, string]>) => {
    rendered = null;
    await handleNativePost(
      "event",
      post([...entries, [NATIVE_INPUT.idempotencyKey, `key-${++key}`]]),
      {} as ServerResponse,
      options,
    );
    return rendered as NativePostState | null;
  };

  beforeAll(async () => {
    conn = await openDatabase({ dataDir: "memory://" });
    options = {
      db: conn.db,
      bodyLimitBytes: 10_000,
      submitLimiter: createLimiter(conn.db, { prefix: "submit", points: 30, durationS: 60 }),
      minFillMs: 0,
      versionGraceMs: 0,
      trustProxy: false,
      renderPage: (req: IncomingMessage) => {
        rendered = decodeNativePostState(String(req.headers[NATIVE_POST_HEADER] ?? ""));
      },
    };
    const form = await createForm(conn.db, {
      slug: "event",
      title: "Event",
      blocks: [
        {
          type: "group",
          name: "attendees",
          label: "Attendees",
          itemLabel: "Attendee",
          repeat: { min: 1, max: 2 },
          blocks: [
            { type: "text", name: "name", label: "Name", required: true },
            { type: "text", name: "email", label: "Email", required: true },
          ],
        },
      ],
    });
    formId = form.id;
    await publishForm(conn.db, formId);
  });
  afterAll(async () => {
    await conn?.close();
  });

  it("adds an item on 'Add another', keeping what was typed and sending nothing", async () => {
    const state = await send([
      ["attendees.0.name", "Ada"],
      ["attendees.0.email", "ada@example.com"],
      [ADD_ITEM_INPUT, "attendees"],
    ]);
    expect(state?.values.attendees).toEqual([{ name: "Ada", email: "ada@example.com" }, {}]);
    expect(state?.submissionId).toBeNull();
    expect(state?.fieldErrors).toEqual([]);
    // At max, the page comes back as it was.
    const full = await send([
      ["attendees.0.name", "Ada"],
      ["attendees.1.name", "Bob"],
      [ADD_ITEM_INPUT, "attendees"],
    ]);
    expect(full?.values.attendees).toEqual([
      { name: "Ada", email: "" },
      { name: "Bob", email: "" },
    ]);
    expect(await countSubmissions(conn.db, formId)).toBe(0);
  });

  it("submits the items, naming the item in a message", async () => {
    const refused = await send([
      ["attendees.0.name", "Ada"],
      ["attendees.0.email", "ada@example.com"],
      ["attendees.1.name", "Bob"],
      ["attendees.1.email", ""],
    ]);
    expect(refused?.fieldErrors).toEqual([
      { name: "attendees", message: "Attendee 2: Email is required" },
    ]);
    const accepted = await send([
      ["attendees.0.name", "Ada"],
      ["attendees.0.email", "ada@example.com"],
      // An item left wholly empty (Enter pressed "Add another") is dropped.
      ["attendees.1.name", ""],
      ["attendees.1.email", ""],
    ]);
    expect(accepted?.fieldErrors).toEqual([]);
    expect(accepted?.submissionId).not.toBeNull();
  });

  it("drops an item whose 'Remove attendee 2' box was ticked without scripts, on 'Add another' and on a submit", async () => {
    const state = await send([
      ["attendees.0.name", "Ada"],
      ["attendees.0.email", "ada@example.com"],
      ["attendees.1.name", "Bob"],
      ["attendees.1.email", "bob@example.com"],
      [`attendees.1.${GROUP_REMOVE_ITEM_KEY}`, "on"],
      [ADD_ITEM_INPUT, "attendees"],
    ]);
    expect(state?.values.attendees).toEqual([{ name: "Ada", email: "ada@example.com" }, {}]);
    const accepted = await send([
      ["attendees.0.name", "Ada"],
      ["attendees.0.email", "ada@example.com"],
      [`attendees.0.${GROUP_REMOVE_ITEM_KEY}`, "on"],
      ["attendees.1.name", "Bob"],
      ["attendees.1.email", "bob@example.com"],
    ]);
    expect(accepted?.fieldErrors).toEqual([]);
    expect(accepted?.values.attendees).toEqual([{ name: "Bob", email: "bob@example.com" }]);
  });
});
