/**
 * Whether an image `src` is on another host (an absolute https URL, as the
 * document schema allows) rather than a local upload or sample. Remote images
 * are shown unoptimized, straight from their host: the server never fetches
 * an author-given URL, and no remote host has to be allowed in the optimizer.
 *
 * @example
 * isRemoteImageSrc("https://images.example.com/a.jpg"); // true
 * isRemoteImageSrc("/uploads/a.jpg"); // false
 */
export function isRemoteImageSrc(src: string): boolean {
  return /^https:/i.test(src);
}
