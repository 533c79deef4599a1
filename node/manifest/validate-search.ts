// What a search result shows of each page. Every indexed page answers one search no other page of the
// site answers (its intent); its title fits a result once the brand is added; its description fills the snippet
// without being cut.
import type { Manifest } from '../../renderer/shared/manifest';
import { SITE_MAP_TITLE } from '../../renderer/shared/routes';
import { fill } from './fill';
import { titleSuffix } from './page-title';
import type { ProblemList } from './problems';

/** Search results cut titles at about 60 characters. */
export const TITLE_MAX = 60;
/** Shorter descriptions leave the snippet to the search engine; longer ones are cut at about 160 characters. */
export const DESCRIPTION_RANGE = [110, 160] as const;

/** Same search whatever the case, accents and spacing: "Anéis de prata" and "aneis  de prata" compete. */
const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('pt-BR');

interface SearchEntry {
  /** Where the page's fields are: `['pages', 3]`, `['home']`. */
  path: PropertyKey[];
  title: string;
  description: string;
  intent?: string;
  /** The home page's title goes out without the brand. */
  suffixed: boolean;
}

function searchEntries(manifest: Manifest): SearchEntry[] {
  const { home, siteMapPage, privacyPage, notFound, company } = manifest;
  return [
    { path: ['home'], title: home.title, description: home.description, intent: home.intent, suffixed: false },
    ...manifest.pages.map((p, i) => ({ path: ['pages', i], ...p, suffixed: true })),
    ...manifest.stones.map((s, i) => ({ path: ['stones', i], ...s, suffixed: true })),
    {
      path: ['siteMapPage'],
      title: SITE_MAP_TITLE,
      description: fill(siteMapPage.description, { brand: company.brandName }),
      intent: siteMapPage.intent,
      suffixed: true,
    },
    { path: ['privacyPage'], ...privacyPage, suffixed: true },
    // Never indexed, so it answers no search; it still shows a title and a description in the tab and when shared.
    { path: ['notFound'], title: notFound.title, description: notFound.description, suffixed: true },
  ];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function checkSearch(manifest: Manifest, problems: ProblemList): void {
  const suffix = titleSuffix(manifest.company.brandName);
  const intents = new Map<string, PropertyKey[]>();
  for (const entry of searchEntries(manifest)) {
    const shown = entry.suffixed ? `${entry.title}${suffix}` : entry.title;
    if (shown.length > TITLE_MAX) {
      const over = shown.length - TITLE_MAX;
      problems.error(
        [...entry.path, 'title'],
        `"${shown}" is ${shown.length} characters long as a search result shows it${entry.suffixed ? ` (with "${suffix}" added)` : ''}: at most ${TITLE_MAX} fit`,
        `shorten it by ${plural(over, 'character')}${entry.suffixed ? ', or the brand name' : ''}`,
      );
    }

    const [min, max] = DESCRIPTION_RANGE;
    const length = entry.description.length;
    if (length < min || length > max)
      problems.error(
        entry.path[0] === 'siteMapPage' ? ['siteMapPage', 'description'] : [...entry.path, 'description'],
        `is ${length} characters long${entry.path[0] === 'siteMapPage' ? ' with the brand filled in' : ''}: a description needs ${min} to ${max} characters`,
        length < min
          ? `add ${plural(min - length, 'character')}: say what the page offers a shop owner, or a search engine writes its own snippet`
          : `cut ${plural(length - max, 'character')}: search results stop at about ${max}`,
      );

    if (entry.intent === undefined) continue;
    const key = searchKey(entry.intent);
    const owner = intents.get(key);
    if (owner)
      problems.error(
        [...entry.path, 'intent'],
        `"${entry.intent}" is already the search intent of ${problems.placeOf(owner)}`,
        'give each page its own search: two pages aiming at one search compete for it; change the angle of one and link the two',
      );
    else intents.set(key, entry.path);
  }
}
