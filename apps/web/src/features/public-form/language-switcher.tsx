import { LANGUAGE_PARAM } from "../../lib/page-language";
import { STEP_PARAM } from "./page-step-param";

/**
 * A language's own name, in that language ("Deutsch", "العربية"), for the switcher.
 *
 * @example languageOwnName("de"); // "Deutsch"
 */
export function languageOwnName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}

/**
 * The form's languages as plain links (`?lang=de`), rendered on the server: it
 * works without scripts, and answers typed so far come back from this device
 * (see use-restore-answers) when scripts run. Each link names its language in
 * that language, marked with its `lang` and `hreflang`.
 */
export function LanguageSwitcher({
  languages,
  current,
  label,
  query,
}: {
  languages: readonly string[];
  current: string;
  label: string;
  query: Record<string, string | string[] | undefined>;
}) {
  const hrefFor = (tag: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      // Prefill, resume link and embed settings stay; the language is the new one; a paged form starts over.
      if (key === LANGUAGE_PARAM || key === STEP_PARAM) continue;
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        params.append(key, v);
      }
    }
    params.set(LANGUAGE_PARAM, tag);
    return `?${params.toString()}`;
  };
  return (
    <nav className="fw-language-switcher" aria-label={label}>
      <ul>
        {languages.map((tag) => (
          <li key={tag}>
            <a
              href={hrefFor(tag)}
              lang={tag}
              hrefLang={tag}
              aria-current={tag === current ? "true" : undefined}
            >
              {languageOwnName(tag)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
