// "did you mean ...?" for a misspelt route, field, image key or file name.
import { distance } from 'fastest-levenshtein';

/**
 * The known name closest to `typed`, or undefined when none is close enough to be a likely slip: at most a third
 * of the longer name differs, or one contains the other (at least four letters: `subtitle` -> `title`, `/aneis` -> `/aneis-de-prata-...`).
 */
export function nearest(typed: string, known: Iterable<string>): string | undefined {
  const lower = typed.toLowerCase();
  let best: { name: string; score: number } | undefined;
  for (const name of known) {
    const other = name.toLowerCase();
    if (other === lower) return name;
    const contained = Math.min(lower.length, other.length) >= 4 && (other.includes(lower) || lower.includes(other));
    const d = distance(lower, other);
    if (!contained && d > Math.max(2, Math.floor(Math.max(lower.length, other.length) / 3))) continue;
    // A containing name wins over an edit of the same size; among equals, the first in manifest order.
    const score = contained ? d / 4 : d;
    if (!best || score < best.score) best = { name, score };
  }
  return best?.name;
}

/** `did you mean "x"?`, or undefined. */
export function didYouMean(typed: string, known: Iterable<string>, quote = true): string | undefined {
  const match = nearest(typed, known);
  if (match === undefined) return undefined;
  return `did you mean ${quote ? `"${match}"` : match}?`;
}
