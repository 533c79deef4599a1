// Build-only: the site-map page, every content and stone page grouped as the manifest's siteMap says.
import type { SiteMapPageData } from '../../shared/page-data';
import { pageCta, type SiteContext } from './context';
import { pageHead } from './head';

export function siteMapPage(site: SiteContext, path: string): SiteMapPageData {
  const title = 'Mapa do Site';
  return {
    kind: 'sitemap',
    path,
    head: pageHead(site, path, {
      title,
      description: `Todas as páginas de ${site.manifest.company.brandName}: joias de prata Bali por tipo e por pedra, universo Bali, moda e estilo, atacado e revenda.`,
      keywords: ['mapa do site', 'joias de prata bali', 'atacado de prata'],
      image: site.manifest.home.heroImage,
    }),
    heroTitle: title,
    intro:
      'Todas as páginas do site, organizadas por assunto. Escolha um tema e, quando quiser, peça o catálogo pelo WhatsApp.',
    groups: site.siteMap.groups,
    cta: pageCta(site, { path, name: title, title }, 'Pedir o catálogo pelo WhatsApp'),
  };
}
