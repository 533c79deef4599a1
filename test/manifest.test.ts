import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../renderer/build/route-list';
import { stoneRoute } from '../renderer/shared/routes';
import type { ContentPageData, SiteMapPageData } from '../renderer/shared/page-data';
import { compile, contentCopy, manifestCopy, problems, writeMarkdown } from './helpers';

describe('the real manifest', () => {
  const site = compile(manifestCopy());

  it('validates and yields 59 routes: home, 36 content pages, 21 stones and the site map', () => {
    expect(site.routes).toHaveLength(59);
    expect(site.routes.filter((r) => r.kind === 'content')).toHaveLength(36);
    expect(site.routes.filter((r) => r.kind === 'home').map((r) => r.path)).toEqual(['/']);
    expect(site.routes.filter((r) => r.kind === 'sitemap').map((r) => r.path)).toEqual(['/mapa-do-site']);
  });

  it('has exactly 21 stone routes, turquoise at its own route', () => {
    const stones = site.routes.filter((r) => r.kind === 'stone').map((r) => r.path);
    expect(stones).toHaveLength(21);
    expect(stones).toContain('/joias-com-pedra-turquesa-bali');
    expect(stones).not.toContain('/joias-com-pedra-turquesa');
    for (const slug of [
      'quartzo-rosa',
      'citrino',
      'jade',
      'lapis-lazuli',
      'turmalina',
      'ametista',
      'amazonita',
      'olho-de-tigre',
      'granada',
      'agata',
      'coral-vermelho',
      'topazio',
      'sodalita',
      'peridoto',
      'cristal-de-rocha',
      'labradorita',
      'ambar',
      'esmeralda',
      'rubi',
      'onix',
    ]) {
      expect(stones).toContain(`/joias-com-pedra-${slug}`);
    }
  });

  it('includes the four routes the spec leaves to us', () => {
    const paths = site.routes.map((r) => r.path);
    for (const p of [
      '/pulseiras-de-prata-bali-artesanais',
      '/fornecedor-de-joias-de-prata-bali',
      '/tendencias-de-joias-bali',
      '/joias-bali-para-presentear',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('gives every page a unique title, description and heading', () => {
    for (const field of ['title', 'description'] as const) {
      const values = [...site.pages.values()].map((p) => p.head[field]);
      expect(new Set(values).size).toBe(values.length);
    }
    const headings = [...site.pages.values()].map((p) => p.heroTitle);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('puts the site-map groups of the spec in order, linking every content and stone route once', () => {
    const map = site.pages.get('/mapa-do-site') as SiteMapPageData;
    expect(map.groups.map((g) => g.title)).toEqual([
      'Joias por Tipo',
      'Joias por Pedra',
      'Universo Bali',
      'Moda & Estilo',
      'Atacado e Revenda',
    ]);
    const linked = map.groups.flatMap((g) => g.links.map((l) => l.to)).sort();
    const expected = site.routes
      .filter((r) => r.kind === 'content' || r.kind === 'stone')
      .map((r) => r.path)
      .sort();
    expect(linked).toEqual(expected);
  });
});

describe('a broken manifest is rejected with the exact place', () => {
  it('duplicate route', () => {
    const m = manifestCopy();
    m.pages[5].route = m.pages[2].route;
    expect(problems(m)).toContainEqual(`pages[5].route: route "${m.pages[2].route}" is already used by pages[2].route`);
  });

  it('a stone whose route collides with a content page', () => {
    const m = manifestCopy();
    m.stones[0].route = '/joias-com-madreperola';
    expect(
      problems(m).some((p) =>
        p.startsWith('stones[0].route: route "/joias-com-madreperola" is already used by pages['),
      ),
    ).toBe(true);
  });

  it('bad route format', () => {
    const m = manifestCopy();
    m.pages[0].route = '/Anéis de prata/';
    expect(problems(m)).toContainEqual(
      expect.stringMatching(/^pages\[0\]\.route: must be "\/" followed by lowercase words/),
    );
  });

  it('internal link to a missing route', () => {
    const m = manifestCopy();
    m.pages[3].internalLinks![1].to = '/anel';
    expect(problems(m)).toContainEqual('pages[3].internalLinks[1].to: "/anel" is not a route in the manifest');
  });

  it('site-map entry to a missing route', () => {
    const m = manifestCopy();
    m.siteMap[2].routes.push('/pagina-que-nao-existe');
    const at = m.siteMap[2].routes.length - 1;
    expect(problems(m)).toContainEqual(
      `siteMap[2].routes[${at}]: "/pagina-que-nao-existe" is not a route in the manifest`,
    );
  });

  it('a route in no site-map group, and a route in two', () => {
    const m = manifestCopy();
    const route = m.siteMap[0].routes.shift()!;
    m.siteMap[4].routes.push('/joias-com-madreperola');
    const issues = problems(m);
    const index = m.pages.findIndex((p) => p.route === route);
    expect(issues).toContainEqual(`pages[${index}].route: "${route}" is in no site-map group`);
    expect(issues).toContainEqual(
      expect.stringMatching(
        /^siteMap\[4\]\.routes\[\d+\]: "\/joias-com-madreperola" is already listed in siteMap\[1\]\.routes\[0\]$/,
      ),
    );
  });

  it('missing and empty Markdown files', () => {
    const dir = contentCopy();
    writeMarkdown(dir, 'pages/joias-bali-minimalistas.md', '  \n\n');
    const m = manifestCopy();
    m.pages[1].body = 'pages/nao-existe.md';
    const minimal = m.pages.findIndex((p) => p.route === '/joias-bali-minimalistas');
    const issues = problems(m, dir);
    expect(issues).toContainEqual('pages[1].body: Markdown file content/pages/nao-existe.md does not exist');
    expect(issues).toContainEqual(
      `pages[${minimal}].body: Markdown file content/pages/joias-bali-minimalistas.md is empty`,
    );
  });

  it('bad WhatsApp number', () => {
    const m = manifestCopy();
    m.company.whatsapp = '+55 (11) 9999-9999';
    expect(problems(m)).toContainEqual(expect.stringMatching(/^company\.whatsapp: must be 12 or 13 digits/));
  });

  it('an unknown image and an empty title, all problems listed at once', () => {
    const m = manifestCopy();
    m.stones[4].heroImage = 'foto-inexistente';
    m.pages[7].title = '   ';
    expect(problems(m)).toContainEqual('pages[7].title: must not be empty');
    // Shape errors come first; once fixed, the cross-reference errors are listed.
    m.pages[7].title = 'Outro título';
    expect(problems(m)).toContainEqual('stones[4].heroImage: image "foto-inexistente" is not in images');
  });

  it('placeholders: only the ones a field names, and the required one present', () => {
    const m = manifestCopy();
    m.siteMapPage.description = 'Todas as páginas de {marca}.';
    m.stonePage.linkTitle = 'Joias com pedra {nome}';
    const issues = problems(m);
    expect(issues).toContainEqual('siteMapPage.description: may contain only the placeholders {brand}');
    expect(issues).toContainEqual(
      'stonePage.linkTitle: may contain only the placeholders {Name}, {name}, {the}, {The}, {of}',
    );
    expect(issues).toContainEqual('stonePage.linkTitle: must contain {name} or {Name}');
  });

  it('the error message names the file and lists each problem', () => {
    const m = manifestCopy();
    m.pages[3].internalLinks![1].to = '/anel';
    expect(() => compile(m)).toThrowError(
      /site\.manifest\.ts is invalid \(1 problem\):\n {2}- pages\[3\]\.internalLinks\[1\]\.to: "\/anel" is not a route in the manifest/,
    );
  });
});

describe('words of the shared layout come from the manifest', () => {
  it('stone link titles, site-map description, breadcrumbs and the content call to action', () => {
    const m = manifestCopy();
    m.stonePage.linkTitle = 'Peças com {Name}';
    m.siteMapPage.description = 'O índice de {brand}: todas as páginas do site em um só lugar, por assunto.';
    m.layout.homeLinkText = 'Página inicial';
    m.layout.contentCta.title = 'Peça o catálogo';
    const site = compile(m);
    const map = site.pages.get('/mapa-do-site') as SiteMapPageData;
    expect(map.groups.flatMap((g) => g.links)).toContainEqual({ to: '/joias-com-pedra-jade', title: 'Peças com Jade' });
    expect(map.head.description).toBe(
      `O índice de ${site.manifest.company.brandName}: todas as páginas do site em um só lugar, por assunto.`,
    );
    const page = site.pages.get('/joias-com-pedra-jade') as ContentPageData;
    expect(page.breadcrumbs[0]).toEqual({ to: '/', title: 'Página inicial' });
    expect(page.cta?.title).toBe('Peça o catálogo');
    expect(site.shell.footer.homeLinkText).toBe('Página inicial');
  });
});

describe('the not-found page', () => {
  it('is compiled from the manifest like every other page, noindex and linking home and to the site map', () => {
    const m = manifestCopy();
    m.notFound.title = 'Endereço não encontrado';
    m.notFound.homeLinkText = 'Ir para o início';
    const { notFound, manifest } = compile(m);
    expect(notFound.heroTitle).toBe('Endereço não encontrado');
    expect(notFound.head.title).toBe(`Endereço não encontrado | ${manifest.company.brandName}`);
    expect(notFound.head.robots).toBe('noindex');
    expect(notFound.links).toEqual([
      { to: '/', title: 'Ir para o início' },
      { to: '/mapa-do-site', title: m.notFound.siteMapLinkText },
    ]);
  });
});

describe('adding a stone is one array entry', () => {
  it('gives the new stone a route, a complete page and a site-map link', () => {
    const m = manifestCopy();
    const base = m.stones.find((s) => s.slug === 'jade')!;
    m.stones.push({
      ...structuredClone(base),
      slug: 'pedra-da-lua',
      name: 'Pedra da lua',
      title: 'Joias com Pedra da Lua em Prata Bali',
      description:
        'Anéis, brincos e pingentes de prata Bali com pedra da lua, com brilho leitoso e reflexos azulados que encantam quem procura delicadeza.',
      heroTitle: 'Pedra da lua na prata Bali envelhecida',
      intro: 'A pedra da lua tem um brilho leitoso que muda com a luz e combina com a prata escurecida.',
    });
    const site = compile(m);
    const route = stoneRoute({ slug: 'pedra-da-lua' });
    expect(route).toBe('/joias-com-pedra-pedra-da-lua');
    expect(buildRoutes(site.manifest).map((r) => r.path)).toContain(route);
    const page = site.pages.get(route) as ContentPageData;
    expect(page.heroTitle).toBe('Pedra da lua na prata Bali envelhecida');
    expect(page.head.title).toContain('Joias com Pedra da Lua em Prata Bali');
    expect(page.bodyHtml).toContain('<h2>Cor e brilho da pedra da lua</h2>');
    expect(page.bodyHtml).toContain('brilho leitoso');
    const map = site.pages.get('/mapa-do-site') as SiteMapPageData;
    expect(map.groups.find((g) => g.title === 'Joias por Pedra')!.links).toContainEqual({
      to: route,
      title: 'Joias com pedra da lua',
    });
    expect(site.shell.paths).toContain(route);
  });
});
