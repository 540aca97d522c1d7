import { createHash } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A stable, real-looking OCID (`ocid1.<kind>.oc1..aaaaaaaa<52 base32 chars>`) derived from a seed name. */
export function seedOcid(kind: string, name: string): string {
  const digest = createHash('sha512').update(`${kind}:${name}`).digest();
  let bits = 0;
  let value = 0;
  let unique = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      unique += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `ocid1.${kind}.oc1..aaaaaaaa${unique.slice(0, 52)}`;
}
