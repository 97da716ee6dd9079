import { FILE_NAME_MAX_LENGTH, fileExtension, TYPE_BY_EXTENSION } from "@formwright/core";

/** The extension each type is stored with: the first `TYPE_BY_EXTENSION` names for it (`jpg` for JPEG). */
const EXTENSION_OF_TYPE: ReadonlyMap<string, string> = new Map(
  Object.entries(TYPE_BY_EXTENSION)
    .reverse()
    .map(([extension, type]) => [type, extension]),
);

/**
 * The name a respondent's file is kept, listed and downloaded under: its own
 * name when that already ends in an extension of the type read from its
 * bytes, else that name with the type's extension added (`x.exe` holding a
 * PNG becomes `x.exe.png`). So the last extension, the one a computer opens a
 * download by, always says what the bytes are, and nothing of the name the
 * respondent gave is lost. Cut to {@link FILE_NAME_MAX_LENGTH} before the
 * added extension, never inside a character.
 *
 * @example
 * nameForType("x.exe", "image/png"); // "x.exe.png"
 * nameForType("photo.jpeg", "image/jpeg"); // "photo.jpeg"
 */
export function nameForType(name: string, type: string): string {
  if (TYPE_BY_EXTENSION[fileExtension(name)] === type) return name;
  const extension = EXTENSION_OF_TYPE.get(type);
  if (!extension) return name;
  const suffix = `.${extension}`;
  let stem = name.slice(0, FILE_NAME_MAX_LENGTH - suffix.length);
  // A cut between the halves of a surrogate pair would leave text no database holds.
  if (/[\uD800-\uDBFF]$/.test(stem)) stem = stem.slice(0, -1);
  return `${stem}${suffix}`;
}
