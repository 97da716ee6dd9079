/**
 * Whether a file's name or type is one a field's `accept` lists: an entry
 * `.pdf` takes a name ending in `.pdf`, `image/*` any image type,
 * `image/png` that type; no `accept` takes any file. The upload route checks
 * more (the bytes must be the extension's type, see `matchesAccept`); this is
 * the check the submission validator and the widget make.
 *
 * @example
 * isListedInAccept([".pdf"], { name: "cv.PDF", type: "application/pdf" }); // true
 */
export function isListedInAccept(
  accept: readonly string[] | undefined,
  file: { name: string; type: string },
): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith(".")) return name.endsWith(wanted);
    if (wanted.endsWith("/*")) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}
