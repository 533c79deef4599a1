// The values of the placeholders in the manifest's `stonePage` words, for one stone.
import type { StoneEntry } from './types';

/**
 * The placeholders of the stone page's words: {Name} as the manifest writes it, {name} in running text, and the
 * article the name takes ({the}, {The}, {of}: "a ametista", "da ametista", but "o jade", "do jade"), from the
 * ending of its first word.
 */
export function stoneWords(stone: StoneEntry): Record<string, string> {
  const name = stone.name.charAt(0).toLowerCase() + stone.name.slice(1);
  const feminine = /a$/.test(name.split(/[\s-]/)[0]);
  const [the, of] = feminine ? ['a', 'da'] : ['o', 'do'];
  return { Name: stone.name, name, the, The: the.toUpperCase(), of };
}
