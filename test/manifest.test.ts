import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../node/compile/route-list';
import { dataFileFor, pageDataFile, stoneRoute } from '../renderer/shared/routes';
import type { ContentPageData, SiteMapPageData } from '../renderer/shared/page-data';
import { compile, manifestCopy } from './helpers';
import { bodyHtml } from '../node/compile/content-page';

describe('the real manifest', () => {
  const site = compile(manifestCopy());

  it('compiles one page per route, of the kind its route calls for (a stone page is a content page)', () => {
    expect(site.routes.map((r) => r.kind)).toEqual([
      'home',
      ...site.manifest.pages.map(() => 'content'),
      ...site.manifest.stones.map(() => 'stone'),
      'sitemap',
      'privacy',
    ]);
    expect(site.pages.size).toBe(site.routes.length);
    for (const { path, kind } of site.routes)
      expect(site.pages.get(path), path).toMatchObject({ path, kind: kind === 'stone' ? 'content' : kind });
  });

  it('compiles without a warning', () => {
    expect(site.warnings).toEqual([]);
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
      cta: { text: 'Veja as peças com pedra da lua no catálogo.' },
    });
    const site = compile(m);
    const route = stoneRoute({ slug: 'pedra-da-lua' });
    expect(route).toBe('/joias-com-pedra-pedra-da-lua');
    expect(buildRoutes(site.manifest).map((r) => r.path)).toContain(route);
    const page = site.pages.get(route) as ContentPageData;
    expect(page.heroTitle).toBe('Pedra da lua na prata Bali envelhecida');
    expect(page.head.title).toContain('Joias com Pedra da Lua em Prata Bali');
    expect(bodyHtml(page)).toContain('<h2>Cor e brilho da pedra da lua</h2>');
    expect(bodyHtml(page)).toContain('brilho leitoso');
    const map = site.pages.get('/mapa-do-site') as SiteMapPageData;
    expect(map.groups.find((g) => g.title === 'Joias por Pedra')!.links).toContainEqual({
      to: route,
      title: 'Joias com pedra da lua',
    });
    // The browser asks for the file the build writes for it.
    expect(dataFileFor(route, site.pages)).toBe(pageDataFile(route));
    expect(pageDataFile(route)).toBe('joias-com-pedra-pedra-da-lua.json');
  });
});
