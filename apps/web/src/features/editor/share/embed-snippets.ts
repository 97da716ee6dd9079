/** One ready-to-paste embed snippet. */
export interface EmbedSnippet {
  id: "inline" | "popup" | "slidein";
  label: string;
  code: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The HTML an owner pastes into another site to show a form (docs/embedding.md):
 * inline, as a popup, and as a slide-in, each with the `/embed.js` script of
 * this server.
 *
 * @example
 * embedSnippets({ origin: "https://forms.example", slug: "contact", title: "Contact us" })[0].code;
 * // '<div data-formwright="contact"></div>\n<script src="https://forms.example/embed.js" async></script>'
 */
export function embedSnippets({
  origin,
  slug,
  title,
}: {
  origin: string;
  slug: string;
  title: string;
}): EmbedSnippet[] {
  const script = `<script src="${escapeAttribute(`${origin}/embed.js`)}" async></script>`;
  const text = (title.trim() || "Open the form").replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const s = escapeAttribute(slug);
  return [
    { id: "inline", label: "Inline", code: `<div data-formwright="${s}"></div>\n${script}` },
    {
      id: "popup",
      label: "Popup",
      code: `<button type="button" data-formwright-popup="${s}">${text}</button>\n${script}`,
    },
    {
      id: "slidein",
      label: "Slide-in",
      code: `<button type="button" data-formwright-slidein="${s}">${text}</button>\n${script}`,
    },
  ];
}
