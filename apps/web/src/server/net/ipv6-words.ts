import { isIP } from "node:net";

/**
 * The eight 16-bit words of an IPv6 address in any spelling it may come in
 * (`::` anywhere, leading zeros, upper case, a dotted IPv4 tail, `[…]`
 * brackets, a `%zone`), or null when it is not one. Checks that read a range
 * from the text (`::ffff:` then a dotted quad) miss the other spellings of
 * the same address (`::ffff:7f00:1`, `0:0:0:0:0:ffff:7f00:1`); reading the
 * words does not.
 *
 * @example
 * ipv6Words("::ffff:127.0.0.1"); // [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]
 * ipv6Words("10.0.0.1"); // null
 */
export function ipv6Words(address: string): number[] | null {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (isIP(bare) !== 6) return null;
  const [head = "", tail] = bare.split("::") as [string, string | undefined];
  const wordsOf = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = wordsOf(head);
  if (tail === undefined) return left;
  const right = wordsOf(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The dotted IPv4 address held in two words of an IPv6 address.
 *
 * @example
 * ipv4Of(0x7f00, 1); // "127.0.0.1"
 */
export function ipv4Of(high: number, low: number): string {
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}
