// What a search result shows of each page. Every indexed page answers one search no other page of the
// site answers (its intent); its title fits a result once the brand is added; its description fills the snippet
// without being cut.
import type { Manifest } from './types';
import { SITE_MAP_TITLE } from '../../renderer/shared/routes';
import { fill } from './fill';
import { titleSuffix } from './page-title';
import { DescriptionLength, IntentTaken, TitleTooLong } from './problem-catalogue';
import type { ProblemList } from './problems';

/** Search results cut titles at about 60 characters. */
export const TITLE_MAX = 60;
/** Shorter descriptions leave the snippet to the search engine; longer ones are cut at about 160 characters. */
export const DESCRIPTION_RANGE = [110, 160] as const;

/**
 * Same search whatever the case, accents and spacing: "Anéis de prata" and "aneis  de prata" compete. toLowerCase()
 * is pt-BR's lower case (no case rule of its own), without the cost of the locale's rules on thousands of pages.
 */
const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

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

export function checkSearch(manifest: Manifest, problems: ProblemList): void {
  const suffix = titleSuffix(manifest.company.brandName);
  const intents = new Map<string, PropertyKey[]>();
  for (const entry of searchEntries(manifest)) {
    const shown = entry.suffixed ? `${entry.title}${suffix}` : entry.title;
    if (shown.length > TITLE_MAX)
      problems.report(TitleTooLong, [...entry.path, 'title'], {
        shown,
        suffixed: entry.suffixed,
        suffix,
        limit: TITLE_MAX,
      });

    const [min, max] = DESCRIPTION_RANGE;
    const length = entry.description.length;
    const siteMap = entry.path[0] === 'siteMapPage';
    if (length < min || length > max)
      problems.report(DescriptionLength, [...entry.path, 'description'], { length, min, max, branded: siteMap });

    if (entry.intent === undefined) continue;
    const key = searchKey(entry.intent);
    const owner = intents.get(key);
    if (owner)
      problems.report(IntentTaken, [...entry.path, 'intent'], { intent: entry.intent, owner: problems.placeOf(owner) });
    else intents.set(key, entry.path);
  }
}
