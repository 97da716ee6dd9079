import {
  type Catalogue,
  catalogueLanguageOf,
  createSubmissionValidator,
  DEFAULT_LANGUAGE,
  type FormDocument,
  loadCatalogue,
  loadDocumentFieldTypes,
  parseStoredFormDocument,
  SUPPORTED_LANGUAGES,
  type SubmissionValidationResult,
  type SupportedLanguage,
  slugSchema,
  translateDocument,
  withCatalogue,
} from "@formwright/core";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { forms, formVersions } from "../db/schema";
import { compileRe2Pattern } from "./re2-pattern";

/** The live version of a form, with its submission validator built once. */
export interface PublishedForm {
  formId: string;
  slug: string;
  version: number;
  document: FormDocument;
  /**
   * Validates one submission as a respondent in `language` saw the form (one of
   * the form's languages; its own when left out): the labels of its
   * translation, the product's messages in that language (English for one
   * without a shipped catalogue).
   */
  validate: (data: unknown, language?: string | null) => SubmissionValidationResult;
}

/**
 * Published versions never change, so each is read and compiled once per
 * process; only the pointer from slug to live version is read per request,
 * which keeps several app instances consistent without any shared cache.
 */
const versionCache = new Map<string, Promise<PublishedForm | null>>();
const VERSION_CACHE_LIMIT = 1000;

/** The live version of the form with this slug, or null if unknown or unpublished. */
export async function getPublishedForm(db: Database, slug: string): Promise<PublishedForm | null> {
  // Not a slug, not a form; and text such as a NUL would make the query fail.
  if (!slugSchema.safeParse(slug).success) return null;
  const [pointer] = await db
    .select({ id: forms.id, version: forms.publishedVersion })
    .from(forms)
    .where(eq(forms.slug, slug));
  if (!pointer || pointer.version == null) return null;
  return loadVersion(db, { formId: pointer.id, slug, version: pointer.version });
}

/**
 * The version each slug was last seen live with, per database: a guess that
 * lets a submission be validated before the round trip that stores it. The
 * statement that stores it checks the guess against the live pointer (see
 * `submitForm`), so a version published by any instance is used at once.
 */
const liveGuesses = new WeakMap<Database, Map<string, PublishedForm>>();

/** The version of `slug` last seen live in this process, if any (unverified). */
export function guessPublishedForm(db: Database, slug: string): PublishedForm | undefined {
  return liveGuesses.get(db)?.get(slug);
}

/** Records the version just seen live for a slug, or forgets the slug (null). */
export function rememberPublishedForm(db: Database, slug: string, form: PublishedForm | null) {
  let guesses = liveGuesses.get(db);
  if (!guesses) {
    guesses = new Map();
    liveGuesses.set(db, guesses);
  }
  if (!form) {
    guesses.delete(slug);
    return;
  }
  if (guesses.size >= VERSION_CACHE_LIMIT) guesses.clear();
  guesses.set(slug, form);
}

/** A published version (read and compiled once per process), or null if it does not exist. */
export function loadVersion(
  db: Database,
  key: { formId: string; slug: string; version: number },
): Promise<PublishedForm | null> {
  const cacheKey = `${key.formId}:${key.version}`;
  let entry = versionCache.get(cacheKey);
  if (!entry) {
    entry = readVersion(db, key);
    if (versionCache.size >= VERSION_CACHE_LIMIT) versionCache.clear();
    versionCache.set(cacheKey, entry);
    entry.catch(() => versionCache.delete(cacheKey));
  }
  return entry;
}

async function readVersion(
  db: Database,
  key: { formId: string; slug: string; version: number },
): Promise<PublishedForm | null> {
  const [row] = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(and(eq(formVersions.formId, key.formId), eq(formVersions.version, key.version)));
  if (!row) return null;
  // JSON read back from the database is a trust boundary too.
  const parsed = parseStoredFormDocument(row.document);
  if (!parsed.success)
    throw new Error(`Stored version ${key.version} of form ${key.slug} is invalid`);
  // Every field type is loaded at start; the phone library only for forms with a phone rule.
  await loadDocumentFieldTypes(parsed.document);
  return {
    formId: key.formId,
    slug: key.slug,
    version: key.version,
    document: parsed.document,
    validate: await createValidatorInLanguages(parsed.document),
  };
}

/**
 * A submission validator per language of the form, each built on first use
 * from the translated document and run inside its catalogue, so the messages
 * read as the respondent's page does.
 */
async function createValidatorInLanguages(
  document: FormDocument,
): Promise<PublishedForm["validate"]> {
  const catalogues = new Map<SupportedLanguage, Catalogue>();
  for (const language of SUPPORTED_LANGUAGES) {
    catalogues.set(language, await loadCatalogue(language));
  }
  const validators = new Map<string, ReturnType<typeof createSubmissionValidator>>();
  return (data, language) => {
    const tag = language ?? document.language ?? DEFAULT_LANGUAGE;
    const catalogue = catalogues.get(catalogueLanguageOf(tag)) as Catalogue;
    return withCatalogue(catalogue, () => {
      let validate = validators.get(tag);
      if (!validate) {
        // Author patterns run on RE2 here: linear in the answer, whatever the pattern.
        validate = createSubmissionValidator(translateDocument(document, tag), {
          compilePattern: compileRe2Pattern,
        });
        validators.set(tag, validate);
      }
      return validate(data);
    });
  };
}
