/** The forms the bundle benchmark and the CI bundle check publish and load. */

/** Text fields only: what every form costs. */
export function textOnlyForm(slug: string) {
  return {
    slug,
    title: "Bundle: text only",
    blocks: [
      { type: "text", name: "name", label: "Name", required: true },
      { type: "text", name: "email", label: "Email", inputType: "email", required: true },
      { type: "text", name: "company", label: "Company" },
    ],
  };
}

/** Text fields and a select. */
export function selectForm(slug: string) {
  const options = ["Red", "Green", "Blue"].map((label) => ({ label, value: label.toLowerCase() }));
  return {
    ...textOnlyForm(slug),
    title: "Bundle: with a select",
    blocks: [
      ...textOnlyForm(slug).blocks,
      { type: "select", name: "colour", label: "Colour", options },
    ],
  };
}

/** Every content block (heading, paragraph, image, carousel, compare, modal) and a text field. */
export function contentBlocksForm(slug: string) {
  const image = (n: number) => ({ src: `/samples/sample-${n}.jpg`, alt: `Sample ${n}` });
  return {
    slug,
    title: "Bundle: every content block",
    blocks: [
      { type: "heading", text: "Pictures" },
      { type: "paragraph", text: "Every content block." },
      { type: "image", id: "picture", ...image(1), dimensions: { width: 1200, height: 800 } },
      { type: "carousel", id: "gallery", label: "Gallery", slides: [image(2), image(3), image(4)] },
      { type: "compare", id: "before-after", before: image(5), after: image(6) },
      {
        type: "modal",
        id: "terms",
        trigger: "Read the terms",
        title: "Terms",
        text: "Terms text.",
      },
      { type: "text", name: "name", label: "Name" },
    ],
  };
}

/** The text-only form plus a matrix and a ranking. */
export function matrixRankingForm(slug: string) {
  const items = ["Red", "Green", "Blue"].map((label) => ({ label, value: label.toLowerCase() }));
  return {
    ...textOnlyForm(slug),
    title: "Bundle: with a matrix and a ranking",
    blocks: [
      ...textOnlyForm(slug).blocks,
      { type: "matrix", name: "grid", label: "Grid", rows: items, columns: items },
      { type: "ranking", name: "order", label: "Order", options: items },
    ],
  };
}

/**
 * The text-only form with a phone field (`rules.phone`) and a hidden field:
 * only the phone library may arrive beyond the text-only form.
 */
export function phoneHiddenForm(slug: string) {
  return {
    ...textOnlyForm(slug),
    title: "Bundle: with a phone field and a hidden field",
    blocks: [
      ...textOnlyForm(slug).blocks,
      { type: "text", name: "mobile", label: "Mobile", rules: { phone: { defaultCountry: "FR" } } },
      { type: "hidden", name: "utm_source", label: "Campaign" },
    ],
  };
}

/** Text fields on three pages, the second skipped unless the first answer is "yes". */
export function pagedForm(slug: string) {
  const [name, email, company] = textOnlyForm(slug).blocks;
  return {
    ...textOnlyForm(slug),
    title: "Bundle: with page breaks and skip logic",
    blocks: [
      name,
      { type: "page", title: "Work", visibleWhen: { all: [{ field: "name", op: "isAnswered" }] } },
      company,
      { type: "page", title: "Contact" },
      email,
    ],
  };
}

/** Date, time, rating, scale, file and signature fields beside the text-only form's. */
export function moreFieldTypesForm(slug: string) {
  return {
    ...textOnlyForm(slug),
    title: "Bundle: with date, time, rating, scale, file and signature fields",
    blocks: [
      ...textOnlyForm(slug).blocks,
      { type: "date", name: "day", label: "Day" },
      { type: "time", name: "hour", label: "Hour" },
      { type: "rating", name: "stars", label: "Stars" },
      { type: "scale", name: "likely", label: "How likely", preset: "nps" },
      { type: "file", name: "cv", label: "CV" },
      { type: "signature", name: "sign", label: "Signature" },
    ],
  };
}

/**
 * The text-only form in German, with a French translation (so the page shows its
 * language switcher) and a theme: the German product texts are all it may add. The
 * benchmark's browser asks for English, which the form does not offer: it gets German.
 */
export function languagesThemeForm(slug: string) {
  return {
    ...textOnlyForm(slug),
    title: "Anmeldung",
    language: "de",
    translations: {
      fr: {
        title: "Inscription",
        blocks: {
          name: { label: "Nom" },
          email: { label: "E-mail" },
          company: { label: "Société" },
        },
      },
    },
    theme: { accent: "#0f766e", background: "#fffbf5", text: "#2b2118", radius: 12, font: "serif" },
  };
}
