/**
 * Next.js hands pages their query string already split into an object; prefill
 * parses the raw string with qs and its limits, so this puts it back together.
 */
export function toQueryString(searchParams: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (value !== undefined) params.append(key, value);
  }
  return params.toString();
}
