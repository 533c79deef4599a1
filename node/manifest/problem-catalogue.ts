// Every problem `npm run check`, the build and the dev server can report about the manifest and its Markdown, in
// one list (as Astro's errors-data.ts): each with a stable code (shown with every report, never renamed or reused),
// a title saying what went wrong in general, and a hint saying what to do. The message and the hint of one report
// are written from its details (the route, the limit, the nearest known name). docs/editing.md links this list.
import { didYouMean } from './nearest';
import { REQUIRED_ROUTES_FILE } from './required-routes';
import { plural } from '../format';

export interface ProblemData<P> {
  /** Stable: the terminal and the dev server show it, so an editor can find the problem here. */
  code: string;
  /** What went wrong, in general. */
  title: string;
  /** A warning lets the site build; everything else stops it. */
  severity: 'error' | 'warning';
  /** What is wrong in this case. */
  message: (p: P) => string;
  /** What to do. */
  hint: (p: P) => string;
}

/** A problem's data, typed by the details its message and hint are written from. */
const problem = <P = Record<string, never>>(data: ProblemData<P>) => data;
const error = <P = Record<string, never>>(data: Omit<ProblemData<P>, 'severity'>) =>
  problem<P>({ severity: 'error', ...data });

// The manifest as TypeScript.

export const ManifestSyntaxError = error<{ text: string; missingCommaAt?: number }>({
  code: 'syntax-error',
  title: 'The manifest is not valid TypeScript',
  message: (p) => `syntax error: ${p.text}`,
  hint: (p) =>
    p.missingCommaAt
      ? `a comma is probably missing at the end of line ${p.missingCommaAt}`
      : 'the manifest must be valid TypeScript: check the brackets, quotes and commas around this place',
});

export const ManifestRuntimeError = error<{ name: string; text: string }>({
  code: 'runtime-error',
  title: 'The manifest fails while it runs',
  message: (p) => `${p.name}: ${p.text}`,
  hint: () => 'check the names used here: every constant must be defined above its use',
});

// The shape of each entry (schema.ts).

export const UnknownField = error<{ field: string; meant?: string; known: string[] }>({
  code: 'unknown-field',
  title: 'A field the entry does not have',
  message: (p) => `unknown field "${p.field}"`,
  hint: (p) => (p.meant ? `did you mean "${p.meant}"?` : `the fields here are: ${p.known.join(', ')}`),
});

export const MissingField = error<{ field: string; kind: string }>({
  code: 'missing-field',
  title: 'A required field is missing',
  message: (p) => `required field "${p.field}" is missing`,
  hint: (p) => `add ${p.field}: ${p.kind}`,
});

export const WrongKind = error<{ kind: string; found: string }>({
  code: 'wrong-kind',
  title: 'A value of the wrong kind (text, number, list...)',
  message: (p) => `must be ${p.kind}, not ${p.found}`,
  hint: (p) => `write ${p.kind}`,
});

export const EmptyText = error<{ text: string }>({
  code: 'empty-text',
  title: 'A text left empty',
  message: (p) => p.text,
  hint: () => 'write the text, or leave the field out if it is optional',
});

export const TextTooLong = error<{ length: number; limit: number }>({
  code: 'text-too-long',
  title: 'A text over its length limit',
  message: (p) => `is ${p.length} characters long: at most ${p.limit} are allowed`,
  hint: (p) => `shorten it by ${plural(p.length - p.limit, 'character')}`,
});

export const ListSize = error<{ items: number; allowed: string; why?: string }>({
  code: 'list-size',
  title: 'A list with too many or too few items',
  message: (p) => `has ${plural(p.items, 'item')}: ${p.allowed} are allowed`,
  hint: (p) => p.why ?? `keep ${p.allowed} items in the list`,
});

export const NumberOutOfRange = error<{
  value: string;
  bound: 'at most' | 'at least' | 'less than' | 'more than';
  limit: number;
}>({
  code: 'number-out-of-range',
  title: 'A number outside its range',
  message: (p) => `is ${p.value}: must be ${p.bound} ${p.limit}`,
  hint: (p) => `write a number ${p.bound} ${p.limit}`,
});

export const NotAWebAddress = error<{ value: string }>({
  code: 'not-a-web-address',
  title: 'A web address that is not one',
  message: (p) => `"${p.value}" is not a web address`,
  hint: () => 'write the full address, starting with https://',
});

export const WrongFormat = error<{ value: string; rule: string; example?: string }>({
  code: 'wrong-format',
  title: 'A value that breaks the form its field asks for (route, slug, number, colour)',
  message: (p) => `"${p.value}" ${p.rule}`,
  hint: (p) => p.example ?? 'write it in the form the message names',
});

export const WrongKey = error<{ key: string; rule: string; example: string }>({
  code: 'wrong-key',
  title: 'A key of images in the wrong form',
  message: (p) => `"${p.key}": ${p.rule}`,
  hint: (p) => `for example "${p.example}"`,
});

export const NotAllowed = error<{ value: string; allowed: string[] }>({
  code: 'not-allowed',
  title: 'A value outside the ones a field allows',
  message: (p) => `"${p.value}" is not allowed`,
  hint: (p) => `allowed values: ${p.allowed.join(', ')}`,
});

export const UnknownPlaceholder = error<{ allowed: string[]; used?: string[] }>({
  code: 'unknown-placeholder',
  title: 'A {placeholder} the text may not use',
  message: (p) => `may contain only the placeholders ${p.allowed.join(', ')}`,
  hint: (p) =>
    (p.used ?? [])
      .filter((u) => !p.allowed.includes(u))
      .map((u) => `${u}: ${didYouMean(u, p.allowed, false) ?? `not a placeholder; use ${p.allowed.join(', ')}`}`)
      .join('; '),
});

export const MissingPlaceholder = error<{ needed: string[]; once?: boolean }>({
  code: 'missing-placeholder',
  title: 'A text without the {placeholder} it needs (or with it more than once)',
  message: (p) => `must contain ${p.needed.join(' or ')}${p.once ? ' once' : ''}`,
  hint: (p) => (p.once ? `keep ${p.needed.join(' or ')} in the text once` : `add ${p.needed.join(', ')} to the text`),
});

export const NamedTwice = error({
  code: 'named-twice',
  title: 'A list that names the same field twice',
  message: () => 'names a field twice',
  hint: () => 'name each field once',
});

export const WrongShape = error<{ text: string }>({
  code: 'wrong-shape',
  title: 'A value the manifest cannot take',
  message: (p) => p.text,
  hint: () => 'compare it with the same field of another entry',
});

// Routes and the site map (validate.ts).

export const RouteTaken = error<{ route: string; owner: string }>({
  code: 'route-taken',
  title: 'Two pages with one route',
  message: (p) => `route "${p.route}" is already used by ${p.owner}`,
  hint: () => 'give each page its own route',
});

export const RouteReserved = error<{ route: string; why: string }>({
  code: 'route-reserved',
  title: "A route the site's own files take",
  message: (p) => `route "${p.route}" is reserved: ${p.why} is there`,
  hint: () => 'choose another route',
});

/** How many pages link to a missing required route, said after its message. */
const linkedFrom = (n: number) => (n ? ` (${n} page${n === 1 ? ' links' : 's link'} to it)` : '');

export const RequiredPageMissing = error<{ route: string; links: number; renamed?: string }>({
  code: 'required-page-missing',
  title: 'A content page the site must keep is missing',
  message: (p) => `the page "${p.route}" that ${REQUIRED_ROUTES_FILE} requires is missing${linkedFrom(p.links)}`,
  hint: (p) =>
    p.renamed
      ? `did you mean ${p.renamed}? The route is fixed: put it back`
      : 'put its entry back in pages, with its Markdown body and its site-map group',
});

export const RequiredStoneMissing = error<{ slug: string; route: string; links: number }>({
  code: 'required-stone-missing',
  title: 'A stone the site must keep is missing',
  message: (p) =>
    `the stone "${p.slug}" (${p.route}) that ${REQUIRED_ROUTES_FILE} requires is missing${linkedFrom(p.links)}`,
  hint: () => 'put its entry back in stones',
});

export const RequiredStoneMoved = error<{ route: string; current: string; links: number; override?: string }>({
  code: 'required-stone-moved',
  title: 'A stone the site must keep is at another route',
  message: (p) => `${REQUIRED_ROUTES_FILE} puts this stone at "${p.route}", not "${p.current}"${linkedFrom(p.links)}`,
  hint: (p) => (p.override ? `set route: '${p.override}'` : 'remove its route override'),
});

export const SlugTaken = error<{ slug: string; owner: string }>({
  code: 'slug-taken',
  title: 'Two stones with one slug',
  message: (p) => `"${p.slug}" is already used by ${p.owner}`,
  hint: () => 'give each stone its own slug',
});

export const UnknownRoute = error<{ route: string; routes: Iterable<string>; siteMap?: boolean }>({
  code: 'unknown-route',
  title: 'A link or site-map entry to a route no page has',
  message: (p) => `"${p.route}" is not a route in the manifest`,
  hint: (p) =>
    didYouMean(p.route, p.routes, false) ??
    (p.siteMap ? 'list the route of a content page' : 'use the route of a page of the manifest'),
});

export const LinkToItself = error({
  code: 'link-to-itself',
  title: 'A page that links to itself',
  message: () => 'a page must not link to itself',
  hint: () => 'link to another page',
});

export const UnknownImage = error<{ key: string; keys: string[] }>({
  code: 'unknown-image',
  title: 'A photo key that is not in images',
  message: (p) => `image "${p.key}" is not in images`,
  hint: (p) => didYouMean(p.key, p.keys) ?? 'add it to images, or use one of its keys',
});

export const StoneGroupCount = error<{ found: number }>({
  code: 'stone-group-count',
  title: 'Not exactly one site-map group lists the stones',
  message: (p) => `exactly one group must have includeStones: true (found ${p.found})`,
  hint: () => 'set includeStones: true on the group that lists the stones (Joias por Pedra), and on no other',
});

export const NotAContentPage = error<{ route: string }>({
  code: 'not-a-content-page',
  title: 'A site-map entry that is not a content or stone page',
  message: (p) => `"${p.route}" is not a content page`,
  hint: () => 'the site map lists content and stone pages only: remove it',
});

export const ListedInTwoGroups = error<{ route: string; other: string }>({
  code: 'listed-in-two-groups',
  title: 'A page listed in two site-map groups',
  message: (p) => `"${p.route}" is already listed in ${p.other}`,
  hint: () => 'list each page in one group only: remove one of the two',
});

export const NotInSiteMap = error<{ route: string; groups: string[] }>({
  code: 'not-in-site-map',
  title: 'A page in no site-map group',
  message: (p) => `"${p.route}" is in no site-map group`,
  hint: (p) => `add it to the routes of one siteMap group: ${p.groups.join(', ')}`,
});

// What must differ from page to page (validate-unique.ts).

const duplicate = (what: string, code: string, title: string, hint: string) =>
  error<{ value: string; owner: string }>({
    code,
    title,
    message: (p) => `"${p.value}" is already the ${what} of ${p.owner}`,
    hint: () => hint,
  });

export const DuplicateName = duplicate(
  'name',
  'duplicate-name',
  'Two stones with one name',
  'give each stone its own name: the site map and the page titles show it',
);
export const DuplicateTitle = duplicate(
  'title',
  'duplicate-title',
  'Two pages with one title',
  'give every page its own title: search results show it',
);
export const DuplicateDescription = duplicate(
  'description',
  'duplicate-description',
  'Two pages with one description',
  'give every page its own description: search results show it under the title',
);
export const DuplicateHeading = duplicate(
  'heading',
  'duplicate-heading',
  'Two pages with one heading',
  'give every page its own heading',
);

export const DuplicateCta = duplicate(
  'call to action',
  'duplicate-cta',
  'Two pages with one sentence above their button',
  'write each page the sentence that fits its reader',
);

export const LinkListedTwice = error<{ route: string; first: number }>({
  code: 'link-listed-twice',
  title: 'A page that lists the same link twice',
  message: (p) => `"${p.route}" is already listed at internalLinks[${p.first}]`,
  hint: () => 'list each page once: remove this link or point it to another page',
});

// The Markdown an editor writes (validate-bodies.ts).

export const BodyFileMissing = error<{ file: string; files: string[] }>({
  code: 'body-file-missing',
  title: 'A Markdown body file that does not exist',
  message: (p) => `Markdown file content/${p.file} does not exist`,
  hint: (p) => didYouMean(p.file, p.files) ?? `create content/${p.file}, or name an existing file of content/`,
});

export const BodyIsAFolder = error<{ file: string; inside: string[] }>({
  code: 'body-is-a-folder',
  title: 'A Markdown body that names a folder',
  message: (p) => `content/${p.file} is a folder, not a Markdown file`,
  hint: (p) =>
    p.inside.length ? `name a .md file inside it, for example "${p.inside[0]}"` : 'name a .md file of content/',
});

export const BodyFileEmpty = error<{ file: string }>({
  code: 'body-file-empty',
  title: 'An empty Markdown body file',
  message: (p) => `Markdown file content/${p.file} is empty`,
  hint: () => "write the page's text in it",
});

export const BodyLinkUnknownRoute = error<{ url: string; routes: Iterable<string> }>({
  code: 'body-link-unknown-route',
  title: 'A link in Markdown to a route no page has',
  message: (p) => `link "${p.url}" is not a route`,
  hint: (p) =>
    didYouMean(p.url.split(/[#?]/)[0], p.routes, false) ??
    "link to the route of a page of the manifest (a page's route, or a stone's)",
});

export const SecondMainTitle = error<{ text: string }>({
  code: 'second-main-title',
  title: 'A # heading in Markdown: a second main title on the page',
  message: (p) => `"# ${p.text}" makes a second main title (h1) on the page`,
  hint: () => 'use ## for a subheading: the page has one main title, its heroTitle',
});

export const RefusedAddress = error<{ url: string }>({
  code: 'refused-address',
  title: 'A link or image address the page refuses (javascript:, data:)',
  message: (p) => `the address "${p.url}" is refused: the link or image is removed with its text`,
  hint: () => 'link to a route (/...) or to a full https:// address',
});

export const NothingToRead = error<{ rawHtml: boolean }>({
  code: 'nothing-to-read',
  title: 'A Markdown text with nothing a visitor can read',
  message: () => 'has no text a visitor can read',
  hint: (p) =>
    p.rawHtml
      ? 'write the text in Markdown: raw HTML is removed'
      : "write the page's text (invisible characters such as zero-width spaces do not count)",
});

export const RawHtmlRemoved = problem<{ html: string }>({
  code: 'raw-html-removed',
  title: 'Raw HTML in Markdown, which the page leaves out',
  severity: 'warning',
  message: (p) => `raw HTML is removed from the page: ${p.html}`,
  hint: () => 'write it in Markdown (**bold**, *italics*, [text](/route), ## subheading)',
});

// What a search result shows of each page (validate-search.ts).

export const TitleTooLong = error<{ shown: string; suffixed: boolean; suffix: string; limit: number }>({
  code: 'title-too-long',
  title: 'A page title too long for search results',
  message: (p) =>
    `"${p.shown}" is ${p.shown.length} characters long as a search result shows it${p.suffixed ? ` (with "${p.suffix}" added)` : ''}: at most ${p.limit} fit`,
  hint: (p) =>
    `shorten it by ${plural(p.shown.length - p.limit, 'character')}${p.suffixed ? ', or the brand name' : ''}`,
});

export const DescriptionLength = error<{ length: number; min: number; max: number; branded: boolean }>({
  code: 'description-length',
  title: 'A description too short or too long for a search snippet',
  message: (p) =>
    `is ${p.length} characters long${p.branded ? ' with the brand filled in' : ''}: a description needs ${p.min} to ${p.max} characters`,
  hint: (p) =>
    p.length < p.min
      ? `add ${plural(p.min - p.length, 'character')}: say what the page offers a shop owner, or a search engine writes its own snippet`
      : `cut ${plural(p.length - p.max, 'character')}: search results stop at about ${p.max}`,
});

export const IntentTaken = error<{ intent: string; owner: string }>({
  code: 'intent-taken',
  title: 'Two pages aiming at one search',
  message: (p) => `"${p.intent}" is already the search intent of ${p.owner}`,
  hint: () =>
    'give each page its own search: two pages aiming at one search compete for it; change the angle of one and link the two',
});

// The company facts the pages depend on (validate-facts.ts).

export const AnsweredQuestions = error<{ answered: number }>({
  code: 'answered-questions',
  title: 'A page with too few or too many questions it answers itself',
  message: (p) => `answers ${p.answered} of its questions itself: a page needs 3 or 4`,
  hint: () =>
    'give 3 or 4 questions their answer; a question only the company can answer names its fact (fact) and waits for it',
});

export const UnknownStone = error<{ slug: string; slugs: string[] }>({
  code: 'unknown-stone',
  title: 'A stone the company works with that is not in stones',
  message: (p) => `"${p.slug}" is not the slug of a stone in stones`,
  hint: (p) => didYouMean(p.slug, p.slugs) ?? 'use the slug of a stone, as in its route: /joias-com-pedra-<slug>',
});

// The sales team's working hours (validate-team.ts).

export const ShiftTime = error<{ time: string }>({
  code: 'shift-time',
  title: 'A working hour that is not a time of day',
  message: (p) => `"${p.time}" is not a time of day`,
  hint: () => 'write each time from 00:00 to 24:00, as 09:00 or 13:30 (Brasília time)',
});

export const ShiftBackwards = error<{ shift: string }>({
  code: 'shift-backwards',
  title: 'A shift that does not end after it starts',
  message: (p) => `"${p.shift}" does not end after it starts`,
  hint: () =>
    'write the start first, as 09:00-18:00; a shift past midnight is two, 22:00-24:00 on one day and 00:00-02:00 on the next',
});

export const ShiftsOverlap = error<{ first: string; second: string; joined: string }>({
  code: 'shifts-overlap',
  title: 'Two shifts of one day that overlap',
  message: (p) => `"${p.first}" and "${p.second}" overlap`,
  hint: (p) => `write them as one shift, ${p.joined}`,
});

export const AgentWithoutHours = error({
  code: 'agent-without-hours',
  title: 'A salesperson with no working hours',
  message: () => 'has no working hours: no chat would ever find this agent on duty',
  hint: () => "give at least one weekday its hours, as mon: '09:00-18:00' (Brasília time), or remove the agent",
});

// The pictures of images (validate-images.ts): photos on other hosts, photo files of content/photos/, drawn stones.

const EXPORT_AS_JPEG =
  'export it as JPEG: on the iPhone, share the photo, tap Options and choose "Most Compatible", then "Save to Files" (and set Settings > Camera > Formats to "Most Compatible" for the next photos); on a Mac, open it in Preview and choose File > Export > JPEG';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const px = (n: number) => n.toLocaleString('en');

export const PictureKindTwice = error({
  code: 'picture-kind-twice',
  title: 'A picture that is both a photo and a drawn stone',
  message: () => 'has both "src" and "drawn"',
  hint: () => 'keep src for a photo, or drawn for a picture of a stone',
});

export const PictureWithoutSource = error<{ folder: string }>({
  code: 'picture-without-source',
  title: 'A picture with neither a photo nor a drawn stone',
  message: () => 'required field "src" is missing',
  hint: (p) =>
    `add src: the photo's https:// address or its file in content/${p.folder}/ ("${p.folder}/name.jpg"), or drawn: { stone: '<slug>' }`,
});

export const PhotoAddressNotHttps = error<{ src: string; folder: string }>({
  code: 'photo-address-not-https',
  title: 'A photo that is neither an https address nor a photo file',
  message: (p) => `"${p.src}" is neither an https address nor a file of content/${p.folder}/`,
  hint: (p) =>
    `write the photo's full https:// address, or put the file in content/${p.folder}/ and write "${p.folder}/<file name>"`,
});

export const PhotoSizeMissing = error<{ field: string }>({
  code: 'photo-size-missing',
  title: 'A photo on another host without its size',
  message: (p) => `required field "${p.field}" is missing: a photo on another host needs its size`,
  hint: (p) => `add ${p.field}: the photo's ${p.field} in pixels, as the host serves it`,
});

export const PhotoFileSizeTyped = error<{ field: string }>({
  code: 'photo-file-size-typed',
  title: 'A size typed for a photo file, whose size comes from the file',
  message: (p) =>
    p.field === 'resizable'
      ? 'a photo file is resized by the build, which makes every size itself'
      : `the ${p.field} of a photo file is read from the file`,
  hint: (p) => `remove ${p.field}`,
});

export const PhotoOutsideFolder = error<{ src: string; folder: string }>({
  code: 'photo-outside-folder',
  title: 'A photo file outside content/photos/',
  message: (p) => `"${p.src}" is not a file of content/${p.folder}/`,
  hint: (p) => `put the photo in content/${p.folder}/ and write "${p.folder}/${p.src.split('/').at(-1)}"`,
});

export const PhotoFileMissing = error<{ src: string; folder: string; files: string[]; isFolder: boolean }>({
  code: 'photo-file-missing',
  title: 'A photo file that is not there',
  message: (p) =>
    p.isFolder ? `content/${p.src} is a folder, not a photo` : `photo file content/${p.src} does not exist`,
  hint: (p) =>
    didYouMean(p.src, p.files) ??
    (p.files.length
      ? `put the photo there, or name one of the files of content/${p.folder}/: ${p.files.slice(0, 5).join(', ')}${p.files.length > 5 ? ', …' : ''}`
      : `put the photo in content/${p.folder}/ (JPEG, PNG, WebP or AVIF)`),
});

export const PhotoFileHeic = error<{ src: string }>({
  code: 'photo-file-heic',
  title: "An iPhone's HEIC photo, which browsers do not show",
  message: (p) => `content/${p.src} is an iPhone HEIC photo, which browsers do not show and the build cannot convert`,
  hint: () => EXPORT_AS_JPEG,
});

export const PhotoFileFormat = error<{ src: string; format: string }>({
  code: 'photo-file-format',
  title: 'A photo file in a format browsers do not show',
  message: (p) => `content/${p.src} is a ${p.format.toUpperCase()} file: photos must be JPEG, PNG, WebP or AVIF`,
  hint: () => 'export it as JPEG (or PNG for a picture with transparency)',
});

export const PhotoFileUnreadable = error<{ src: string; reason: string }>({
  code: 'photo-file-unreadable',
  title: 'A photo file that cannot be read as an image',
  message: (p) => `content/${p.src} cannot be read as an image (${p.reason.replace(/\s+/g, ' ').trim()})`,
  hint: () =>
    'open it in a photo editor and export it again as JPEG; a file cut short by a copy or a download must be copied again',
});

export const PhotoFileHeavy = problem<{ src: string; bytes: number; limit: number }>({
  code: 'photo-file-heavy',
  title: 'An original photo over 20 MB',
  severity: 'warning',
  message: (p) =>
    `content/${p.src} is ${mb(p.bytes)}: an original over ${mb(p.limit)} slows every build that reads it, and the pages never show more than 1,600 px of it`,
  hint: () => 'export it at 4,000 px on its longest side (JPEG quality 85 to 90): nothing visible is lost',
});

export const PhotoTooNarrow = problem<{ src: string; width: number; height: number; place: string; minWidth: number }>({
  code: 'photo-too-narrow',
  title: 'A photo file narrower than its place on the page',
  severity: 'warning',
  message: (p) =>
    `content/${p.src} is ${px(p.width)} x ${px(p.height)} px: ${p.place} should be at least ${px(p.minWidth)} px wide, or it looks blurred on large screens`,
  hint: (p) => `use a larger original (${px(p.minWidth * 2)} px wide or more), or show this photo in a smaller place`,
});

export const DrawnUnknownStone = error<{ slug: string; slugs: string[] }>({
  code: 'drawn-unknown-stone',
  title: 'A drawn picture of a stone that is not in stones',
  message: (p) => `"${p.slug}" is not the slug of a stone`,
  hint: (p) => didYouMean(p.slug, p.slugs) ?? `use the slug of one of the stones: ${p.slugs.join(', ')}`,
});

export const DrawnSizeTyped = error<{ field: string }>({
  code: 'drawn-size-typed',
  title: 'A size typed for a drawn picture, which has a fixed size',
  message: () => 'a drawn picture has a fixed size',
  hint: (p) => `remove ${p.field}`,
});

// Before going public (publish-check.ts): `npm run build` warns with these, `npm run check -- --publish` fails.

export const SampleValue = problem<{ field: string; value: string; what: string }>({
  code: 'sample-value',
  title: 'A contact value still marked as a sample',
  severity: 'warning',
  message: (p) => `sample "${p.value}"`,
  hint: (p) => `replace it with ${p.what}, then remove '${p.field}' from company.samples.`,
});

export const UnreachableValue = problem<{ value: string; reason: string; what: string }>({
  code: 'unreachable-value',
  title: 'A contact value that reaches nobody (a reserved domain, area code 00)',
  severity: 'warning',
  message: (p) => `"${p.value}" reaches nobody (${p.reason})`,
  hint: (p) => `replace it with ${p.what}.`,
});

export const SampleTestimonial = problem<{ author: string }>({
  code: 'sample-testimonial',
  title: 'A testimonial still marked as a sample',
  severity: 'warning',
  message: (p) => `sample testimonial ("${p.author}")`,
  hint: () =>
    "replace its text and author with a real customer's words, published with their permission, then delete its 'sample: true'.",
});

export const SampleAgent = problem<{ name: string }>({
  code: 'sample-agent',
  title: 'A salesperson still marked as a sample',
  severity: 'warning',
  message: (p) => `sample agent ("${p.name}")`,
  hint: () =>
    "replace the name, role, WhatsApp number and hours with a real salesperson's, then delete its 'sample: true'.",
});

export const OptionalFactEmpty = problem<{ what: string }>({
  code: 'optional-fact-empty',
  title: 'An optional company fact left empty (the site works without it)',
  severity: 'warning',
  message: () => 'not set',
  hint: (p) => `${p.what}.`,
});
