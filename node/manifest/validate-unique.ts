// What must differ from page to page: stone names, titles, descriptions and hero headings (a search
// result or the site map showing two identical lines), the sentence above each page's button (made for its page),
// and the links one page lists.
import type { Manifest } from './types';
import { SITE_MAP_TITLE } from '../../renderer/shared/routes';
import { fill } from './fill';
import {
  DuplicateCta,
  DuplicateDescription,
  DuplicateHeading,
  DuplicateName,
  DuplicateTitle,
  LinkListedTwice,
  type ProblemData,
} from './problem-catalogue';
import type { ProblemList } from './problems';

interface Owned {
  value: string;
  path: PropertyKey[];
}

/**
 * Same words whatever the case and spacing: "Joias com Jade" and "joias com  jade" read alike in a result. Portuguese
 * has no case rule of its own (only Turkish, Azeri and Lithuanian do), so toLowerCase() is pt-BR's lower case, without
 * the cost of the locale's rules on 20,000 texts.
 */
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function unique(problems: ProblemList, entries: Owned[], data: ProblemData<{ value: string; owner: string }>) {
  const first = new Map<string, Owned>();
  for (const entry of entries) {
    const text = key(entry.value);
    const owner = first.get(text);
    // The owner named by its entry (pages[2]), or by its field outside the lists (home).
    const ownerPath =
      owner && (owner.path.length > 1 ? owner.path.slice(0, Math.min(2, owner.path.length - 1)) : owner.path);
    if (ownerPath) problems.report(data, entry.path, { value: entry.value, owner: problems.placeOf(ownerPath) });
    else first.set(text, entry);
  }
}

export function checkUnique(manifest: Manifest, problems: ProblemList): void {
  const entries = [
    ...manifest.pages.map((p, i) => ({ entry: p, path: ['pages', i] })),
    ...manifest.stones.map((s, i) => ({ entry: s, path: ['stones', i] })),
  ];
  const of = (field: 'title' | 'description' | 'heroTitle') =>
    entries.map(({ entry, path }) => ({ value: entry[field], path: [...path, field] }));

  unique(
    problems,
    manifest.stones.map((s, i) => ({ value: s.name, path: ['stones', i, 'name'] })),
    DuplicateName,
  );
  unique(
    problems,
    [
      { value: manifest.home.title, path: ['home', 'title'] },
      { value: SITE_MAP_TITLE, path: ['siteMapPage'] },
      { value: manifest.notFound.title, path: ['notFound', 'title'] },
      ...of('title'),
    ],
    DuplicateTitle,
  );
  unique(
    problems,
    [
      { value: manifest.home.description, path: ['home', 'description'] },
      {
        value: fill(manifest.siteMapPage.description, { brand: manifest.company.brandName }),
        path: ['siteMapPage', 'description'],
      },
      { value: manifest.notFound.description, path: ['notFound', 'description'] },
      ...of('description'),
    ],
    DuplicateDescription,
  );
  unique(problems, of('heroTitle'), DuplicateHeading);
  unique(
    problems,
    entries.map(({ entry, path }) => ({ value: entry.cta.text, path: [...path, 'cta', 'text'] })),
    DuplicateCta,
  );

  entries.forEach(({ entry, path }) => {
    const listed = new Map<string, number>();
    entry.internalLinks.forEach((link, j) => {
      const first = listed.get(link.to);
      if (first === undefined) listed.set(link.to, j);
      else problems.report(LinkListedTwice, [...path, 'internalLinks', j, 'to'], { route: link.to, first });
    });
  });
}
