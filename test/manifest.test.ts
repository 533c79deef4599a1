import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../node/compile/route-list';
import {
  OUR_NAMED_ROUTES,
  SPEC_CONTENT_ROUTES,
  SPEC_ROUTES,
  SPEC_STONE_ROUTES,
} from '../node/manifest/required-routes';
import { stoneRoute } from '../renderer/shared/routes';
import type { ContentPageData, SiteMapPageData } from '../renderer/shared/page-data';
import { compile, manifestCopy } from './helpers';

describe('the real manifest', () => {
  const site = compile(manifestCopy());

  it('has the home page, every content page and stone page the spec names, the site map and the privacy page', () => {
    const paths = site.routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(SPEC_ROUTES));
    expect(site.routes).toHaveLength(3 + site.manifest.pages.length + site.manifest.stones.length);
    expect(site.routes.filter((r) => r.kind === 'content').map((r) => r.path)).toEqual(
      expect.arrayContaining([...SPEC_CONTENT_ROUTES]),
    );
    expect(site.routes.filter((r) => r.kind === 'home').map((r) => r.path)).toEqual(['/']);
    expect(site.routes.filter((r) => r.kind === 'sitemap').map((r) => r.path)).toEqual(['/mapa-do-site']);
    expect(site.routes.filter((r) => r.kind === 'privacy').map((r) => r.path)).toEqual(['/privacidade']);
  });

  it('puts every stone the spec names at its route, turquoise at its own', () => {
    const stones = site.routes.filter((r) => r.kind === 'stone').map((r) => r.path);
    expect(stones).toEqual(expect.arrayContaining(SPEC_STONE_ROUTES));
    // The spec's own counts: 21 stones and 36 content pages, each route once.
    expect(new Set(SPEC_STONE_ROUTES).size).toBe(21);
    expect(new Set(SPEC_CONTENT_ROUTES).size).toBe(36);
    expect(stones).toContain('/joias-com-pedra-turquesa-bali');
    expect(stones).not.toContain('/joias-com-pedra-turquesa');
  });

  it('includes the four routes the spec leaves to us', () => {
    const paths = site.routes.map((r) => r.path);
    expect(OUR_NAMED_ROUTES.every((p) => (SPEC_CONTENT_ROUTES as readonly string[]).includes(p))).toBe(true);
    for (const p of OUR_NAMED_ROUTES) expect(paths).toContain(p);
  });

  it('compiles without a warning', () => {
    expect(site.warnings).toEqual([]);
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

describe('words of the shared layout come from the manifest', () => {
  it('stone link titles, site-map description, breadcrumbs and the content call to action', () => {
    const m = manifestCopy();
    m.stonePage.linkTitle = 'Peças com {Name}';
    m.siteMapPage.description =
      'O índice de {brand}: todas as páginas do site em um só lugar, por assunto, do atacado às pedras e à cultura de Bali.';
    m.layout.homeLinkText = 'Página inicial';
    m.layout.contentCta.title = 'Peça o catálogo';
    const site = compile(m);
    const map = site.pages.get('/mapa-do-site') as SiteMapPageData;
    expect(map.groups.flatMap((g) => g.links)).toContainEqual({ to: '/joias-com-pedra-jade', title: 'Peças com Jade' });
    expect(map.head.description).toBe(
      `O índice de ${site.manifest.company.brandName}: todas as páginas do site em um só lugar, por assunto, do atacado às pedras e à cultura de Bali.`,
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
      intent: 'joias com pedra da lua para revenda',
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
