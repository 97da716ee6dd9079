import { answerWords, type FormDocument, getFieldBlocks } from "@formwright/core";
import { z } from "zod";

/**
 * What a webhook's body is (issue 35 §2): `standard`, our signed
 * `{ type, timestamp, data }`; or a chat service's incoming-webhook message,
 * which that service shows in a channel as it is.
 */
export const WEBHOOK_FORMATS = ["standard", "slack", "discord", "teams", "googleChat"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export type ChatFormat = Exclude<WebhookFormat, "standard">;

/** Checks a format given by a caller; the error names the values it takes. */
export const webhookFormatSchema = z.enum(WEBHOOK_FORMATS, {
  error: (issue) =>
    `format: must be one of ${WEBHOOK_FORMATS.join(", ")}, got ${JSON.stringify(issue.input)}`,
});

/** The answers a chat message lists at most (the first answered fields, in form order). */
export const CHAT_ANSWERS_MAX = 10;

/** What every chat message says of one submission event. */
export interface ChatNotice {
  /** "New submission: Contact us". */
  title: string;
  /** The first answered fields, in form order, each in its type's words. */
  answers: { label: string; text: string }[];
  /** How many answered fields were left out. */
  more: number;
  /** The submission in the admin. */
  link: string;
  /** When the event happened (ISO 8601). */
  at: string;
}

const EVENT_TITLES: Readonly<Record<string, string>> = {
  "submission.created": "New submission",
  "submission.updated": "Submission edited",
  "submission.deleted": "Submission deleted",
  "submission.partial": "Unfinished answers",
  test: "Test message",
};

/** What a message says happened, to which form: "New submission: Contact us". */
export function chatTitle(event: string, formTitle: string): string {
  return `${EVENT_TITLES[event] ?? event}: ${formTitle}`;
}

/**
 * The notice of a submission event: the form's title, the first answered
 * fields in their type's words (core's `answerWords`, as the notification
 * mail and the table say them; hidden fields too, as the mail lists them)
 * and a link to the submission.
 *
 * @example
 * chatNotice({ document, event: "submission.created", answers: { name: "Ada" }, link, at });
 * // { title: "New submission: Contact us", answers: [{ label: "Name", text: "Ada" }], more: 0, … }
 */
export function chatNotice(input: {
  document: Pick<FormDocument, "title" | "blocks">;
  event: string;
  answers: Record<string, unknown>;
  link: string;
  at: string;
}): ChatNotice {
  const answered: { label: string; text: string }[] = [];
  for (const block of getFieldBlocks(input.document)) {
    const text = answerWords(block, input.answers[block.name]);
    if (text.trim() !== "") answered.push({ label: block.label, text });
  }
  return {
    title: chatTitle(input.event, input.document.title),
    answers: answered.slice(0, CHAT_ANSWERS_MAX),
    more: Math.max(0, answered.length - CHAT_ANSWERS_MAX),
    link: input.link,
    at: input.at,
  };
}

/** Text cut to `max` characters (code points), with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const points = [...text];
  return points.length <= max ? text : `${points.slice(0, max - 1).join("")}…`;
}

const moreText = (more: number) => `and ${more} more answer${more === 1 ? "" : "s"}`;

/** Slack's mrkdwn: `&`, `<` and `>` escaped, so an answer cannot make a link or a mention. */
const slackText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * Markdown's emphasis, code, spoiler and link brackets escaped with a
 * backslash, and a quote, heading or list mark at a line's start (Discord,
 * Teams): an answer stays text, and "E-mail" stays as written.
 */
const markdownText = (text: string) =>
  text.replace(/[\\`*_~|[\]]/g, "\\$&").replace(/^([>#-])/gm, "\\$1");

/** HTML's special characters escaped (Google Chat's card text takes a few tags). */
const htmlText = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/**
 * Slack's incoming-webhook message: `text` (the notification's words) and
 * Block Kit blocks: a header (plain text, at most 150 characters), the
 * answers as a section's fields (at most 10, each at most 2,000 characters),
 * and a button to the submission.
 */
function slackMessage(notice: ChatNotice): unknown {
  const blocks: unknown[] = [
    { type: "header", text: { type: "plain_text", text: clip(notice.title, 150), emoji: false } },
  ];
  if (notice.answers.length > 0) {
    blocks.push({
      type: "section",
      fields: notice.answers.map(({ label, text }) => ({
        type: "mrkdwn",
        text: clip(`*${slackText(label)}*\n${slackText(text)}`, 2000),
      })),
    });
  }
  if (notice.more > 0) {
    blocks.push({ type: "context", elements: [{ type: "mrkdwn", text: moreText(notice.more) }] });
  }
  blocks.push({
    type: "actions",
    elements: [
      { type: "button", text: { type: "plain_text", text: "Open submission" }, url: notice.link },
    ],
  });
  return { text: slackText(notice.title), blocks, unfurl_links: false, unfurl_media: false };
}

/**
 * Discord's webhook message: one embed (title at most 256 characters, a
 * field per answer with a name at most 256 and a value at most 1,024, the
 * whole embed under 6,000) linking to the submission, and no mentions
 * allowed, so an answer saying `@everyone` pings nobody.
 */
function discordMessage(notice: ChatNotice): unknown {
  return {
    embeds: [
      {
        title: clip(notice.title, 256),
        url: notice.link,
        timestamp: notice.at,
        fields: notice.answers.map(({ label, text }) => ({
          name: clip(label, 100),
          value: clip(markdownText(text), 400),
          inline: false,
        })),
        ...(notice.more > 0 ? { footer: { text: moreText(notice.more) } } : {}),
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/**
 * Microsoft Teams' message for an incoming webhook (a Workflows "when a
 * Teams webhook request is received" flow, or a connector): an Adaptive
 * Card 1.4 with the title, the answers as a fact set and a button to the
 * submission.
 */
function teamsMessage(notice: ChatNotice): unknown {
  const body: unknown[] = [
    {
      type: "TextBlock",
      text: markdownText(notice.title),
      weight: "Bolder",
      size: "Medium",
      wrap: true,
    },
  ];
  if (notice.answers.length > 0) {
    body.push({
      type: "FactSet",
      facts: notice.answers.map(({ label, text }) => ({
        title: clip(markdownText(label), 100),
        value: clip(markdownText(text), 500),
      })),
    });
  }
  if (notice.more > 0) {
    body.push({ type: "TextBlock", text: moreText(notice.more), isSubtle: true, wrap: true });
  }
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body,
          actions: [{ type: "Action.OpenUrl", title: "Open submission", url: notice.link }],
        },
      },
    ],
  };
}

/**
 * Google Chat's webhook message: `text` (the notification's words) and a
 * `cardsV2` card: a header with the title, a decorated text per answer
 * (label on top, the answer HTML-escaped) and a button to the submission.
 */
function googleChatMessage(notice: ChatNotice): unknown {
  const widgets: unknown[] = notice.answers.map(({ label, text }) => ({
    decoratedText: { topLabel: clip(label, 100), text: htmlText(clip(text, 500)), wrapText: true },
  }));
  if (notice.more > 0) widgets.push({ textParagraph: { text: moreText(notice.more) } });
  widgets.push({
    buttonList: {
      buttons: [{ text: "Open submission", onClick: { openLink: { url: notice.link } } }],
    },
  });
  return {
    text: notice.title,
    cardsV2: [
      {
        cardId: "formwright-submission",
        card: { header: { title: clip(notice.title, 200) }, sections: [{ widgets }] },
      },
    ],
  };
}

const MESSAGES: Readonly<Record<ChatFormat, (notice: ChatNotice) => unknown>> = {
  slack: slackMessage,
  discord: discordMessage,
  teams: teamsMessage,
  googleChat: googleChatMessage,
};

/**
 * The body a chat webhook receives for a notice, as its service's documented
 * incoming-webhook message (JSON).
 *
 * @example
 * chatBody("slack", notice); // a JSON object with the notice's title and Block Kit blocks
 */
export function chatBody(format: ChatFormat, notice: ChatNotice): string {
  return JSON.stringify(MESSAGES[format](notice));
}
