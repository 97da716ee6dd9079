import { loadPageCatalogue } from "@formwright/core";
import { headers } from "next/headers";
import Link from "next/link";
import { notFoundLanguageOf } from "@/features/public-form/not-found-language";

/** `/f/<slug>` of no published form: the site's not-found text, in the respondent's language. */
export default async function FormNotFound() {
  const language = notFoundLanguageOf((await headers()).get("accept-language"));
  const text = await loadPageCatalogue(language);
  return (
    <main lang={language}>
      <h1>{text.pageNotFound}</h1>
      <p>{text.pageNotFoundDetail}</p>
      <p>
        <Link href="/">{text.goHome}</Link>
      </p>
    </main>
  );
}
