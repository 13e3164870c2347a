import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** Characters after the leading underscore: 36^6 names, for the store's ~1,500 classes. */
const LENGTH = 6;

/**
 * Short names for the CSS modules' classes in a build (ADR 069): `_` and six letters or digits, from a hash of the
 * stylesheet's path (from `root`) and the class's own name, in place of Vite's `_card_ix9mm_17`. The names fill a
 * drawn page's HTML, its inline rules and the app's code; short, the home page's HTML comes in the first round trip.
 * The same file and class give the same name in every build (the browser's and the server's agree); two classes
 * that would share one stop the build.
 */
export function shortClassNames(root: string, length = LENGTH): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const file = relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
    const owner = `${file}\0${name}`;
    const digest = createHash('sha256').update(owner).digest();
    const short = `_${(digest.readBigUInt64BE(0) % 36n ** BigInt(length)).toString(36).padStart(length, '0')}`;
    const taken = owners.get(short);
    if (taken !== undefined && taken !== owner) {
      throw new Error(`CSS class ${name} of ${file} and ${taken.replace('\0', ' ')} would both be ${short}`);
    }
    owners.set(short, owner);
    return short;
  };
}
