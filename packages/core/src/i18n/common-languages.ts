import { languageName } from "./language-names";

/**
 * The languages a form is most likely written in, as BCP 47 tags: the
 * languages with most speakers and the official languages of most
 * countries, then the regional and script variants people ask for. What the
 * editor's language picker offers before anything is typed; any other tag
 * of a known language may still be typed.
 */
export const COMMON_LANGUAGES: readonly string[] = (
  "af am ar as ay az be bg bn bo bs ca ceb ckb cs cy da de dv dz el en " +
  "eo es et eu fa ff fi fil fj fo fr fy ga gd gl gn gsw gu ha haw he hi " +
  "hr ht hu hy id ig is it ja jv ka kk kl km kn ko ku ky la lb ln lo lt " +
  "lv mg mi mk ml mn mr ms mt my nb ne nl nn no ny om or pa pl ps pt qu " +
  "rm ro ru rw sa sd se si sk sl sm sn so sq sr st su sv sw ta te tg th " +
  "ti tk tn to tr ts tt ug uk ur uz vi wo xh yi yo yue zh zu " +
  // Regional and script variants.
  "ar-EG ar-MA ar-SA de-AT de-CH en-AU en-CA en-GB en-IE en-IN en-NZ " +
  "en-US en-ZA es-419 es-AR es-ES es-MX es-US fr-BE fr-CA fr-CH it-CH " +
  "nl-BE pt-BR pt-PT sr-Cyrl sr-Latn sv-FI zh-Hans zh-Hant zh-HK zh-TW"
).split(" ");

/**
 * The tag of the common language whose English name is `text`, ignoring case
 * and surrounding spaces: what someone meant who typed a name where a tag
 * goes. Null when no common language has that name.
 *
 * @example languageTagForName("German"); // "de"
 * @example languageTagForName("Klingon"); // null
 */
export function languageTagForName(text: string): string | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === "") return null;
  return COMMON_LANGUAGES.find((tag) => languageName(tag)?.toLowerCase() === wanted) ?? null;
}
