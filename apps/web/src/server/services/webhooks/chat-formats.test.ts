import type { FormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import { CHAT_ANSWERS_MAX, chatBody, chatNotice } from "./chat-formats";

const document = {
  slug: "contact",
  title: "Contact us",
  blocks: [
    { type: "heading", text: "About you" },
    { type: "text", name: "fullName", label: "Full name" },
    {
      type: "radio",
      name: "contactBy",
      label: "Contact me by",
      options: [
        { label: "Email", value: "email" },
        { label: "Phone", value: "phone" },
      ],
    },
    { type: "textarea", name: "note", label: "Note" },
    { type: "hidden", name: "source", label: "Source" },
    { type: "checkbox", name: "consent", label: "I agree" },
  ],
} as unknown as FormDocument;

const link = "https://forms.example.com/admin/forms/f1/submissions#submission-s1";
const at = "2026-11-28T10:00:00.000Z";

const notice = (answers: Record<string, unknown>, event = "submission.created") =>
  chatNotice({ document, event, answers, link, at });

/** A respondent's answer written to make a chat do more than show text. */
const HOSTILE = "<!channel> @everyone **bold** [click](https://evil.example) <b>x</b> & more";

describe("chatNotice", () => {
  it("says the event and form, the answered fields in their words, in form order", () => {
    expect(notice({ fullName: "Ada", contactBy: "phone", source: "ad", consent: true })).toEqual({
      title: "New submission: Contact us",
      answers: [
        { label: "Full name", text: "Ada" },
        { label: "Contact me by", text: "Phone" },
        { label: "Source", text: "ad" },
        { label: "I agree", text: "Yes" },
      ],
      more: 0,
      link,
      at,
    });
    expect(notice({}, "submission.deleted").title).toBe("Submission deleted: Contact us");
  });

  it(`lists the first ${CHAT_ANSWERS_MAX} answers and counts the rest`, () => {
    const blocks = Array.from({ length: 14 }, (_, i) => ({
      type: "text",
      name: `f${i}`,
      label: `Field ${i}`,
    }));
    const answers = Object.fromEntries(blocks.map((b) => [b.name, "x"]));
    const many = chatNotice({
      document: { title: "Long", blocks } as unknown as FormDocument,
      event: "submission.created",
      answers,
      link,
      at,
    });
    expect(many.answers).toHaveLength(CHAT_ANSWERS_MAX);
    expect(many.more).toBe(4);
  });
});

describe("chatBody, as each service documents its incoming-webhook message", () => {
  const full = notice({ fullName: HOSTILE, contactBy: "email", note: "é".repeat(1_000_000) });

  it("Slack: text and Block Kit blocks within their limits; answers cannot ping or link", () => {
    const body = JSON.parse(chatBody("slack", full));
    expect(body.text).toBe("New submission: Contact us");
    const [header, section, actions] = body.blocks;
    expect(header).toEqual({
      type: "header",
      text: { type: "plain_text", text: "New submission: Contact us", emoji: false },
    });
    expect(section.type).toBe("section");
    expect(section.fields.length).toBeLessThanOrEqual(10);
    for (const field of section.fields) {
      expect(field.type).toBe("mrkdwn");
      expect([...field.text].length).toBeLessThanOrEqual(2000);
    }
    expect(section.fields[0].text).toBe(
      "*Full name*\n&lt;!channel&gt; @everyone **bold** [click](https://evil.example) &lt;b&gt;x&lt;/b&gt; &amp; more",
    );
    expect(actions).toEqual({
      type: "actions",
      elements: [
        { type: "button", text: { type: "plain_text", text: "Open submission" }, url: link },
      ],
    });
  });

  it("Discord: one embed within its limits, no mentions allowed, markdown kept as text", () => {
    const body = JSON.parse(chatBody("discord", full));
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.embeds).toHaveLength(1);
    const [embed] = body.embeds;
    expect(embed).toMatchObject({ title: "New submission: Contact us", url: link, timestamp: at });
    expect(embed.fields.length).toBeLessThanOrEqual(25);
    let total = embed.title.length;
    for (const field of embed.fields) {
      expect(field.name.length).toBeGreaterThan(0);
      expect(field.name.length).toBeLessThanOrEqual(256);
      expect(field.value.length).toBeGreaterThan(0);
      expect(field.value.length).toBeLessThanOrEqual(1024);
      total += field.name.length + field.value.length;
    }
    expect(total).toBeLessThanOrEqual(6000);
    expect(embed.fields[0].value).toContain("\\*\\*bold\\*\\* \\[click\\](https://evil.example)");
  });

  it("Microsoft Teams: a message with an Adaptive Card 1.4, the answers as facts and a link button", () => {
    const body = JSON.parse(chatBody("teams", full));
    expect(body.type).toBe("message");
    expect(body.attachments).toHaveLength(1);
    const [attachment] = body.attachments;
    expect(attachment.contentType).toBe("application/vnd.microsoft.card.adaptive");
    const card = attachment.content;
    expect(card).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    expect(card.body[0]).toMatchObject({ type: "TextBlock", wrap: true });
    const facts = card.body.find((element: { type: string }) => element.type === "FactSet").facts;
    expect(facts.map((fact: { title: string }) => fact.title)).toEqual([
      "Full name",
      "Contact me by",
      "Note",
    ]);
    expect(facts[2].value.length).toBeLessThanOrEqual(500);
    expect(card.actions).toEqual([{ type: "Action.OpenUrl", title: "Open submission", url: link }]);
  });

  it("Google Chat: text and a cardsV2 card, answers HTML-escaped, a link button", () => {
    const body = JSON.parse(chatBody("googleChat", full));
    expect(body.text).toBe("New submission: Contact us");
    const [{ cardId, card }] = body.cardsV2;
    expect(cardId).toBeTruthy();
    expect(card.header.title).toBe("New submission: Contact us");
    const widgets = card.sections[0].widgets;
    expect(widgets[0].decoratedText).toMatchObject({ topLabel: "Full name", wrapText: true });
    expect(widgets[0].decoratedText.text).toContain("&lt;b&gt;x&lt;/b&gt; &amp; more");
    expect(widgets.at(-1)).toEqual({
      buttonList: {
        buttons: [{ text: "Open submission", onClick: { openLink: { url: link } } }],
      },
    });
  });

  it("keeps each body small whatever the answers (a megabyte of text is cut)", () => {
    for (const format of ["slack", "discord", "teams", "googleChat"] as const) {
      expect(chatBody(format, full).length).toBeLessThan(30_000);
    }
  });
});
