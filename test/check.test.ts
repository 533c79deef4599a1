// The editor's safety net: every mistake an editor can make in the manifest or a Markdown body is caught by the
// check (the same validation `npm run check` and the build run), with its file, its place and what to do.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../node/manifest/problem-catalogue';
import type { Problem } from '../node/manifest/problems';
import type { ManifestInput } from '../node/manifest/types';
import { contentCopy, manifestCopy, problemsOf, writeMarkdown } from './helpers';

interface Mistake {
  /** Breaks a copy of the manifest (and of content/, given as a folder). */
  make: (m: ManifestInput, content: string) => void;
  /** The problem the check must report (fields compared exactly; a RegExp matches). */
  expected: Partial<Record<keyof Problem, string | number | RegExp>>;
  /** A public/ folder other than the real one. */
  publicDir?: () => string;
}

const pageIndex = (m: ManifestInput, route: string) => m.pages.findIndex((p) => p.route === route);
const stoneIndex = (m: ManifestInput, slug: string) => m.stones.findIndex((s) => s.slug === slug);
const MINIMAL = 'content/pages/joias-bali-minimalistas.md';
/** A salesperson of company.team, on duty on weekdays from 9h to 18h unless `changes` say otherwise. */
const salesperson = (changes: Partial<NonNullable<ManifestInput['company']['team']>[number]> = {}) => ({
  name: 'Ana',
  role: 'consultora de vendas',
  whatsapp: '5511911110001',
  hours: { mon: '09:00-18:00', tue: '09:00-18:00', wed: '09:00-18:00', thu: '09:00-18:00', fri: '09:00-18:00' },
  ...changes,
});

const MISTAKES: Record<string, Mistake> = {
  'a broken link inside a Markdown body': {
    make: (_, dir) =>
      writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', 'Peças leves.\n\nVeja [nossos anéis](/aneis).\n'),
    expected: {
      code: 'body-link-unknown-route',
      file: MINIMAL,
      line: 3,
      message: 'link "/aneis" is not a route',
      hint: 'did you mean /aneis-de-prata-bali-artesanais?',
    },
  },
  'a broken link inside a stone field': {
    make: (m) => (m.stones[stoneIndex(m, 'jade')].origin += ' Veja os [anéis](/anel-de-jade).'),
    expected: {
      code: 'body-link-unknown-route',
      place: 'stones[2] (jade).origin',
      message: 'link "/anel-de-jade" is not a route',
    },
  },
  'a body holding only a zero-width space': {
    make: (_, dir) => writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', '\u200b\n'),
    expected: {
      code: 'nothing-to-read',
      file: MINIMAL,
      message: 'has no text a visitor can read',
      hint: /zero-width/,
    },
  },
  'a body holding only raw HTML': {
    make: (_, dir) => writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', '<div>\nTexto em HTML\n</div>\n'),
    expected: {
      code: 'nothing-to-read',
      file: MINIMAL,
      message: 'has no text a visitor can read',
      hint: /raw HTML is removed/,
    },
  },
  'raw HTML inside a normal body (a warning)': {
    make: (_, dir) =>
      writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', 'Peças leves.\n\nCom <span class="x">destaque</span>.\n'),
    expected: {
      code: 'raw-html-removed',
      severity: 'warning',
      file: MINIMAL,
      line: 3,
      message: 'raw HTML is removed from the page: <span class="x">',
      hint: /write it in Markdown/,
    },
  },
  'a # heading in a body (a second h1)': {
    make: (_, dir) =>
      writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', 'Peças leves.\n\n# Minimalismo\n\nTexto.\n'),
    expected: {
      code: 'second-main-title',
      file: MINIMAL,
      line: 3,
      message: /second main title \(h1\)/,
      hint: /use ## for a subheading/,
    },
  },
  'a javascript: link in a body': {
    make: (_, dir) => writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', 'Peças [leves](javascript:alert(1)).\n'),
    expected: {
      code: 'refused-address',
      file: MINIMAL,
      line: 1,
      message: /"javascript:alert\(1\)" is refused/,
      hint: /https:\/\//,
    },
  },
  'two stones with the same name': {
    make: (m) => (m.stones[5].name = m.stones[1].name),
    expected: {
      code: 'duplicate-name',
      place: 'stones[5] (ametista).name',
      message: '"Citrino" is already the name of stones[1] (citrino)',
      hint: /give each stone its own name/,
    },
  },
  'two pages with the same title': {
    make: (m) => (m.pages[5].title = m.pages[2].title),
    expected: {
      code: 'duplicate-title',
      place: 'pages[5] (/joias-de-prata-bali-no-atacado).title',
      message: /is already the title of pages\[2\] \(\/brincos-de-prata-bali-com-pedra-natural\)$/,
      hint: /its own title/,
    },
  },
  'two pages with the same description': {
    make: (m) => (m.stones[3].description = m.pages[0].description),
    expected: {
      code: 'duplicate-description',
      place: 'stones[3] (lapis-lazuli).description',
      message: /is already the description of pages\[0\] \(\/aneis-de-prata-bali-artesanais\)$/,
      hint: /its own description/,
    },
  },
  'the same internal link listed twice on one page': {
    make: (m) => (m.pages[3].internalLinks![2].to = m.pages[3].internalLinks![0].to),
    expected: {
      code: 'link-listed-twice',
      place: 'pages[3] (/colares-e-pingentes-prata-bali).internalLinks[2].to',
      message: /is already listed at internalLinks\[0\]$/,
      hint: /list each page once/,
    },
  },
  'a body naming a folder': {
    make: (m, dir) => {
      mkdirSync(join(dir, 'pages/rascunhos.md'));
      m.pages[1].body = 'pages/rascunhos.md';
    },
    expected: {
      code: 'body-is-a-folder',
      place: 'pages[1] (/pulseiras-de-prata-bali-artesanais).body',
      message: 'content/pages/rascunhos.md is a folder, not a Markdown file',
      hint: /\.md file/,
    },
  },
  'a missing Markdown file': {
    make: (m) => (m.pages[1].body = 'pages/pulseiras-de-prata-bali-artesanal.md'),
    expected: {
      code: 'body-file-missing',
      place: 'pages[1] (/pulseiras-de-prata-bali-artesanais).body',
      message: 'Markdown file content/pages/pulseiras-de-prata-bali-artesanal.md does not exist',
      hint: 'did you mean "pages/pulseiras-de-prata-bali-artesanais.md"?',
    },
  },
  'an empty Markdown file': {
    make: (_, dir) => writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', '  \n\n'),
    expected: {
      code: 'body-file-empty',
      message: 'Markdown file content/pages/joias-bali-minimalistas.md is empty',
    },
  },
  'a missing field': {
    make: (m) => delete (m.stones[0] as Partial<ManifestInput['stones'][number]>).origin,
    expected: {
      code: 'missing-field',
      place: 'stones[0] (quartzo-rosa)',
      message: 'required field "origin" is missing',
      hint: "add origin: text ('...')",
    },
  },
  'a misspelt field, reported once as unknown': {
    make: (m) => {
      const stone = m.stones[2] as unknown as Record<string, unknown>;
      stone.subtitle = stone.title;
      delete stone.title;
    },
    expected: {
      code: 'unknown-field',
      place: 'stones[2] (jade).subtitle',
      message: 'unknown field "subtitle"',
      hint: 'did you mean "title"?',
    },
  },
  'a title over its limit': {
    make: (m) => (m.pages[7].title = 'Como cuidar de joias de prata Bali envelhecida em casa e na vitrine da loja'),
    expected: {
      code: 'text-too-long',
      place: 'pages[7] (/como-cuidar-de-joias-de-prata-bali).title',
      message: 'is 75 characters long: at most 65 are allowed',
      hint: 'shorten it by 10 characters',
    },
  },
  'two pages aiming at the same search (case and accents aside)': {
    make: (m) => (m.pages[5].intent = m.pages[0].intent.toUpperCase().replace('ANÉIS', 'ANEIS')),
    expected: {
      code: 'intent-taken',
      place: 'pages[5] (/joias-de-prata-bali-no-atacado).intent',
      message:
        '"ANEIS DE PRATA BALI NO ATACADO" is already the search intent of pages[0] (/aneis-de-prata-bali-artesanais)',
      hint: /give each page its own search.*link the two$/,
    },
  },
  'a stone aiming at the search of a content page': {
    make: (m) => (m.stones[stoneIndex(m, 'jade')].intent = m.home.intent),
    expected: {
      code: 'intent-taken',
      place: 'stones[2] (jade).intent',
      message: `"joias de prata bali no atacado" is already the search intent of home`,
    },
  },
  'a title too long for a search result once the brand is added': {
    make: (m) => (m.pages[7].title = 'Como cuidar da prata Bali envelhecida em casa'),
    expected: {
      code: 'title-too-long',
      place: 'pages[7] (/como-cuidar-de-joias-de-prata-bali).title',
      message:
        '"Como cuidar da prata Bali envelhecida em casa | Ateliê Prata Bali" is 65 characters long as a search result shows it (with " | Ateliê Prata Bali" added): at most 60 fit',
      hint: 'shorten it by 5 characters, or the brand name',
    },
  },
  'a home title too long for a search result (it goes out without the brand)': {
    make: (m) => (m.home.title = 'Joias artesanais de prata 925 Bali no atacado, direto da fábrica'),
    expected: {
      code: 'title-too-long',
      place: 'home.title',
      message:
        '"Joias artesanais de prata 925 Bali no atacado, direto da fábrica" is 64 characters long as a search result shows it: at most 60 fit',
      hint: 'shorten it by 4 characters',
    },
  },
  'a description too short for a search snippet': {
    make: (m) => (m.stones[stoneIndex(m, 'jade')].description = 'Jade em prata Bali envelhecida.'),
    expected: {
      code: 'description-length',
      place: 'stones[2] (jade).description',
      message: 'is 31 characters long: a description needs 110 to 160 characters',
      hint: /^add 79 characters/,
    },
  },
  'a description a search result would cut': {
    make: (m) => (m.pages[7].description = `${m.pages[7].description} Com um cartão de cuidados.`),
    expected: {
      code: 'description-length',
      place: 'pages[7] (/como-cuidar-de-joias-de-prata-bali).description',
      message: /^is 1[67]\d characters long: a description needs 110 to 160 characters$/,
      hint: /^cut \d+ characters: search results stop at about 160$/,
    },
  },
  'the site map description too short once the brand is filled in': {
    make: (m) => (m.siteMapPage.description = 'Todas as páginas do site {brand}.'),
    expected: {
      code: 'description-length',
      place: 'siteMapPage.description',
      message: 'is 43 characters long with the brand filled in: a description needs 110 to 160 characters',
    },
  },
  'a question with its own answer and a company fact too': {
    make: (m) => {
      const question = m.pages[pageIndex(m, '/envio-e-entrega-de-joias-bali')].questions![0];
      question.answer = 'O frete é grátis.';
    },
    expected: {
      place: 'pages[28] (/envio-e-entrega-de-joias-bali).questions[0]',
      message: /needs its answer, or the company fact that answers it \(fact\), one of the two/,
    },
  },
  'a page left with two questions it answers itself': {
    make: (m) => {
      const shipping = m.pages[pageIndex(m, '/envio-e-entrega-de-joias-bali')];
      shipping.questions = shipping.questions!.filter((q) => !/rastreio|acompanho/i.test(q.question));
    },
    expected: {
      code: 'answered-questions',
      place: 'pages[28] (/envio-e-entrega-de-joias-bali).questions',
      message: 'answers 2 of its questions itself: a page needs 3 or 4',
      hint: /a question only the company can answer names its fact/,
    },
  },
  'five answered questions on one page': {
    make: (m) => {
      const shipping = m.pages[pageIndex(m, '/envio-e-entrega-de-joias-bali')];
      shipping.questions!.push(
        { question: 'Posso retirar?', answer: 'Os pedidos seguem pelo correio.' },
        { question: 'Entregam no sábado?', answer: 'Depende da transportadora.' },
      );
    },
    expected: {
      code: 'answered-questions',
      place: 'pages[28] (/envio-e-entrega-de-joias-bali).questions',
      message: 'answers 5 of its questions itself: a page needs 3 or 4',
    },
  },
  'a stone the company works with that is not in stones': {
    make: (m) => (m.company.stonesWorkedWith = ['turquesa', 'ametysta']),
    expected: {
      code: 'unknown-stone',
      place: 'company.stonesWorkedWith[1]',
      message: '"ametysta" is not the slug of a stone in stones',
      hint: 'did you mean "ametista"?',
    },
  },
  'the wholesale-only line linking nowhere': {
    make: (m) => (m.layout.wholesaleOnly.to = '/atacado'),
    expected: {
      code: 'unknown-route',
      place: 'layout.wholesaleOnly.to',
      message: '"/atacado" is not a route in the manifest',
    },
  },
  'an empty title': {
    make: (m) => (m.pages[7].title = '   '),
    expected: {
      code: 'empty-text',
      place: 'pages[7] (/como-cuidar-de-joias-de-prata-bali).title',
      message: 'must not be empty',
    },
  },
  'a wrong kind of value': {
    make: (m) => ((m.company as Record<string, unknown>).floatingWhatsApp = 'sim'),
    expected: {
      code: 'wrong-kind',
      place: 'company.floatingWhatsApp',
      message: 'must be true or false, not text',
      hint: 'write true or false',
    },
  },
  'an unknown image, with the nearest key': {
    make: (m) => (m.stones[15].heroImage = m.stones[15].heroImage.slice(0, -1)),
    expected: {
      code: 'unknown-image',
      place: 'stones[15] (labradorita).heroImage',
      message: /is not in images$/,
      hint: /^did you mean "/,
    },
  },
  'a link to a route that does not exist, with the nearest route': {
    make: (m) => (m.pages[3].internalLinks![1].to = '/aneis'),
    expected: {
      code: 'unknown-route',
      place: 'pages[3] (/colares-e-pingentes-prata-bali).internalLinks[1].to',
      message: '"/aneis" is not a route in the manifest',
      hint: 'did you mean /aneis-de-prata-bali-artesanais?',
    },
  },
  'a duplicate route': {
    make: (m) => (m.pages[5].route = m.pages[2].route),
    expected: {
      code: 'route-taken',
      place: 'pages[5] (/brincos-de-prata-bali-com-pedra-natural).route',
      message:
        'route "/brincos-de-prata-bali-com-pedra-natural" is already used by pages[2] (/brincos-de-prata-bali-com-pedra-natural).route',
    },
  },
  'a stone route that collides with a content page': {
    make: (m) => (m.stones[0].route = '/joias-com-madreperola'),
    expected: {
      code: 'route-taken',
      place: 'stones[0] (quartzo-rosa).route',
      message: /^route "\/joias-com-madreperola" is already used by pages\[/,
    },
  },
  'a route in the wrong format': {
    make: (m) => (m.pages[0].route = '/Anéis de prata/'),
    expected: {
      code: 'wrong-format',
      place: 'pages[0] (/Anéis de prata/).route',
      message: /^"\/Anéis de prata\/" must be "\/" followed by lowercase words/,
      hint: 'for example "/aneis-de-prata"',
    },
  },
  'a route reserved for the scripts and style sheets': {
    make: (m) => m.pages.push({ ...structuredClone(m.pages[0]), route: '/assets' }),
    expected: {
      code: 'route-reserved',
      message: /^route "\/assets" is reserved: the build's folder of scripts and style sheets/,
    },
  },
  'the not-found page as a route': {
    make: (m) => (m.stones[0].route = '/404'),
    expected: {
      code: 'route-reserved',
      place: 'stones[0] (quartzo-rosa).route',
      message: /^route "\/404" is reserved: the not-found page/,
    },
  },
  'a route taken by a folder of public/': {
    publicDir: () => {
      const dir = mkdtempSync(join(tmpdir(), 'public-'));
      mkdirSync(join(dir, 'fotos'));
      return dir;
    },
    make: (m) => (m.stones[0].route = '/fotos'),
    expected: {
      code: 'route-reserved',
      place: 'stones[0] (quartzo-rosa).route',
      message: /^route "\/fotos" is reserved: public\/fotos/,
    },
  },
  "turquoise without its route override (the spec's route pinned)": {
    make: (m) => delete m.stones[stoneIndex(m, 'turquesa')].route,
    expected: {
      code: 'required-stone-moved',
      place: 'stones[20] (turquesa).route',
      message: /^node\/manifest\/required-routes\.ts puts this stone at "\/joias-com-pedra-turquesa-bali"/,
      hint: "set route: '/joias-com-pedra-turquesa-bali'",
    },
  },
  'a content page of the spec removed': {
    make: (m) => {
      const route = '/joias-bali-minimalistas';
      m.pages.splice(pageIndex(m, route), 1);
      m.siteMap.forEach((g) => (g.routes = g.routes.filter((r) => r !== route)));
    },
    expected: {
      code: 'required-page-missing',
      place: 'pages',
      message: /^the page "\/joias-bali-minimalistas" that node\/manifest\/required-routes\.ts requires is missing/,
    },
  },
  'a site-map entry to a missing route': {
    make: (m) => m.siteMap[2].routes.push('/pagina-que-nao-existe'),
    expected: {
      code: 'unknown-route',
      message: '"/pagina-que-nao-existe" is not a route in the manifest',
    },
  },
  'a route in no site-map group': {
    make: (m) => m.siteMap[0].routes.shift(),
    expected: {
      code: 'not-in-site-map',
      place: 'pages[0] (/aneis-de-prata-bali-artesanais).route',
      message: '"/aneis-de-prata-bali-artesanais" is in no site-map group',
      hint: /^add it to the routes of one siteMap group: Joias por Tipo, Joias por Pedra/,
    },
  },
  'a route in two site-map groups': {
    make: (m) => m.siteMap[4].routes.push('/joias-com-madreperola'),
    expected: {
      code: 'listed-in-two-groups',
      message: '"/joias-com-madreperola" is already listed in siteMap[1] (Joias por Pedra).routes[0]',
    },
  },
  'a bad WhatsApp number': {
    make: (m) => (m.company.whatsapp = '+55 (11) 9999-9999'),
    expected: {
      code: 'wrong-format',
      place: 'company.whatsapp',
      message: /must be 12 or 13 digits/,
    },
  },
  "a salesperson's WhatsApp number with spaces and signs": {
    make: (m) => (m.company.team = [salesperson({ whatsapp: '+55 (11) 91111-0001' })]),
    expected: {
      code: 'wrong-format',
      place: 'company.team[0] (Ana).whatsapp',
      message: /must be 12 or 13 digits/,
    },
  },
  'working hours not written as a time range': {
    make: (m) => (m.company.team = [salesperson({ hours: { mon: '9h às 18h' } })]),
    expected: {
      code: 'wrong-format',
      place: 'company.team[0] (Ana).hours.mon',
      message: /must be written as 09:00-18:00/,
    },
  },
  'a working hour no clock shows': {
    make: (m) => (m.company.team = [salesperson({ hours: { tue: '09:00-25:00' } })]),
    expected: {
      code: 'shift-time',
      place: 'company.team[0] (Ana).hours.tue',
      message: '"25:00" is not a time of day',
      hint: /from 00:00 to 24:00/,
    },
  },
  'a shift that ends before it starts': {
    make: (m) => (m.company.team = [salesperson({ hours: { fri: '18:00-09:00' } })]),
    expected: {
      code: 'shift-backwards',
      place: 'company.team[0] (Ana).hours.fri',
      message: '"18:00-09:00" does not end after it starts',
      hint: /22:00-24:00 on one day and 00:00-02:00 on the next/,
    },
  },
  'two shifts of a day that overlap': {
    make: (m) =>
      (m.company.team = [salesperson(), salesperson({ name: 'Bruno', hours: { sat: '09:00-13:00, 12:00-14:00' } })]),
    expected: {
      code: 'shifts-overlap',
      place: 'company.team[1] (Bruno).hours.sat',
      message: '"09:00-13:00" and "12:00-14:00" overlap',
      hint: 'write them as one shift, 09:00-14:00',
    },
  },
  'a salesperson with no working hours': {
    make: (m) => (m.company.team = [salesperson({ hours: {} })]),
    expected: {
      code: 'agent-without-hours',
      place: 'company.team[0] (Ana).hours',
      message: /no chat would ever find this agent on duty/,
    },
  },
  'an unknown placeholder and a required one missing': {
    make: (m) => (m.stonePage.linkTitle = 'Joias com pedra {nome}'),
    expected: {
      code: 'missing-placeholder',
      place: 'stonePage.linkTitle',
      message: 'must contain {name} or {Name}',
    },
  },
  'a list with too few items': {
    make: (m) => (m.pages[0].keywords = []),
    expected: {
      code: 'list-size',
      place: 'pages[0] (/aneis-de-prata-bali-artesanais).keywords',
      message: 'has 0 items: at least 1 are allowed',
      hint: 'needs at least one keyword',
    },
  },
  'a year out of its range': {
    make: (m) => (m.company.foundedYear = 1800),
    expected: { code: 'number-out-of-range', place: 'company.foundedYear', message: 'is 1800: must be at least 1900' },
  },
  'a photo width of zero': {
    make: (m) => (Object.values(m.images)[0].width = 0),
    expected: { code: 'number-out-of-range', message: 'is 0: must be more than 0', hint: 'write a number more than 0' },
  },
  'a year that is not a whole number': {
    make: (m) => (m.company.foundedYear = 2006.5),
    expected: { code: 'wrong-kind', place: 'company.foundedYear', message: 'must be a whole number, not 2006.5' },
  },
  'a course address that is not one': {
    make: (m) => (m.company.courseUrl = 'curso.pratabali'),
    expected: {
      code: 'not-a-web-address',
      place: 'company.courseUrl',
      message: '"curso.pratabali" is not a web address',
      hint: 'write the full address, starting with https://',
    },
  },
  'an image key with capitals and spaces': {
    make: (m) => (m.images['Foto Nova'] = Object.values(m.images)[0]),
    expected: {
      code: 'wrong-key',
      message: '"Foto Nova": image keys are lowercase words joined by hyphens',
      hint: 'for example "foto-nova"',
    },
  },
  'a sample name that is not a field': {
    make: (m) => (m.company.samples as string[]).push('telefone'),
    expected: { code: 'not-allowed', place: 'company.samples[4]', message: '"telefone" is not allowed' },
  },
  'a sample field named twice': {
    make: (m) => m.company.samples!.push('email'),
    expected: { code: 'named-twice', place: 'company.samples', message: 'names a field twice' },
  },
  'a placeholder the text may not use': {
    make: (m) => (m.stonePage.linkTitle = 'Joias com {Nome}, {name}'),
    expected: {
      code: 'unknown-placeholder',
      place: 'stonePage.linkTitle',
      message: 'may contain only the placeholders {Name}, {name}, {the}, {The}, {of}',
      hint: '{Nome}: did you mean {Name}?',
    },
  },
  'the e-mail placeholder twice in the privacy page': {
    make: (m) => (m.privacyPage.contact = 'Escreva para {email} ou {email}.'),
    expected: {
      code: 'missing-placeholder',
      place: 'privacyPage.contact',
      message: 'must contain {email} once',
      hint: 'keep {email} in the text once',
    },
  },
  'a stone the site must keep removed': {
    make: (m) => m.stones.splice(stoneIndex(m, 'jade'), 1),
    expected: {
      code: 'required-stone-missing',
      place: 'stones',
      message: /^the stone "jade" \(\/joias-com-pedra-jade\) that node\/manifest\/required-routes\.ts requires/,
    },
  },
  'two stones with one slug': {
    make: (m) => (m.stones[4].slug = m.stones[3].slug),
    expected: {
      code: 'slug-taken',
      place: 'stones[4] (lapis-lazuli).slug',
      message: '"lapis-lazuli" is already used by stones[3] (lapis-lazuli)',
    },
  },
  'a page that links to itself': {
    make: (m) => (m.pages[3].internalLinks![0].to = m.pages[3].route),
    expected: {
      code: 'link-to-itself',
      place: 'pages[3] (/colares-e-pingentes-prata-bali).internalLinks[0].to',
      message: 'a page must not link to itself',
    },
  },
  'the stones listed by two site-map groups': {
    make: (m) => (m.siteMap[0].includeStones = true),
    expected: {
      code: 'stone-group-count',
      place: 'siteMap',
      message: 'exactly one group must have includeStones: true (found 2)',
    },
  },
  'the privacy page in the site map': {
    make: (m) => m.siteMap[0].routes.push('/privacidade'),
    expected: { code: 'not-a-content-page', message: '"/privacidade" is not a content page' },
  },
  'two pages with the same heading': {
    make: (m) => (m.pages[5].heroTitle = m.pages[2].heroTitle),
    expected: {
      code: 'duplicate-heading',
      place: 'pages[5] (/joias-de-prata-bali-no-atacado).heroTitle',
      message: /is already the heading of pages\[2\] \(\/brincos-de-prata-bali-com-pedra-natural\)$/,
    },
  },
  'a stone with the sentence above the button of a page': {
    make: (m) => (m.stones[1].cta.text = m.pages[2].cta.text),
    expected: {
      code: 'duplicate-cta',
      place: 'stones[1] (citrino).cta.text',
      message: /is already the call to action of pages\[2\] \(\/brincos-de-prata-bali-com-pedra-natural\)$/,
    },
  },
  'a sentence above the button longer than 12 words': {
    make: (m) => (m.pages[0].cta.text = 'Escolha os anéis da sua vitrine com o peso de cada modelo e o preço.'),
    expected: {
      place: 'pages[0] (/aneis-de-prata-bali-artesanais).cta.text',
      message: /at most 12 words, made for this page/,
    },
  },
};

describe('every mistake is caught with its place and what to do (every problem with a hint)', () => {
  it.each(Object.entries(MISTAKES))('%s', (_, { make, expected, publicDir }) => {
    const m = manifestCopy();
    const dir = contentCopy();
    make(m, dir);
    const problems = problemsOf(m, dir, publicDir?.());
    const matchers = Object.fromEntries(
      Object.entries(expected).map(([k, v]) => [k, v instanceof RegExp ? expect.stringMatching(v) : v]),
    );
    for (const p of problems) expect(p.hint, `${p.file} ${p.place ?? ''}: ${p.message}`).toBeTruthy();
    expect(problems).toContainEqual(
      expect.objectContaining({ severity: 'error', file: 'site.manifest.ts', ...matchers }),
    );
  });

  it('reports a misspelt field once, not also as missing', () => {
    const m = manifestCopy();
    const stone = m.stones[2] as unknown as Record<string, unknown>;
    stone.orign = stone.origin;
    delete stone.origin;
    expect(problemsOf(m).map((p) => `${p.place}: ${p.message}`)).toEqual([
      'stones[2] (jade).orign: unknown field "orign"',
    ]);
  });

  it('a spec route removed is one message, not one per link to it', () => {
    const m = manifestCopy();
    delete m.stones[stoneIndex(m, 'turquesa')].route;
    const problems = problemsOf(m);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/\(\d+ pages link to it\)$/);
  });

  it('a warning alone lets the site compile', () => {
    const dir = contentCopy();
    writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', 'Peças <b>leves</b> e discretas.\n');
    expect(problemsOf(manifestCopy(), dir).map((p) => p.severity)).toEqual(['warning']);
  });
});

/** The problems of the catalogue no mistake above shows, and where each is shown instead. */
const SHOWN_ELSEWHERE: Record<string, string> = {
  'syntax-error': 'check-command.test.ts: a manifest that does not parse',
  'runtime-error': 'check-command.test.ts: a manifest that fails while it runs',
  'sample-value': 'publish.test.ts',
  'unreachable-value': 'publish.test.ts',
  'sample-testimonial': 'publish.test.ts',
  'sample-agent': 'publish.test.ts',
  'optional-fact-empty': 'publish.test.ts',
  'wrong-shape': 'nowhere yet: what the check says about a rule of a later schema it has no words for',
  'picture-kind-twice': 'photo-check.test.ts: photo files it makes, read before the check',
  'picture-without-source': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-address-not-https': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-size-missing': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-file-size-typed': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-outside-folder': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-file-missing': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-file-heic': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-file-format': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-file-unreadable': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-file-heavy': 'photo-check.test.ts: photo files it makes, read before the check',
  'photo-too-narrow': 'photo-check.test.ts: photo files it makes, read before the check',
  'drawn-unknown-stone': 'photo-check.test.ts: photo files it makes, read before the check',
  'drawn-size-typed': 'photo-check.test.ts: photo files it makes, read before the check',
};

describe('the catalogue of problems', () => {
  const all = Object.values(catalogue);

  it('gives every problem a code of its own, a title and a hint', () => {
    const codes = all.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of all) {
      expect(p.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(p.title.length, p.code).toBeGreaterThan(10);
    }
  });

  it('is what the check reports: every problem in it is shown by a mistake above, or by the test named here', () => {
    const shown = new Set(Object.values(MISTAKES).map((m) => m.expected.code));
    expect(all.map((p) => p.code).filter((code) => !shown.has(code) && !(code in SHOWN_ELSEWHERE))).toEqual([]);
  });
});
