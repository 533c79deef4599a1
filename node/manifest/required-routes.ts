// The routes the site must keep: the product's 36 content pages and 21 stones, in the product's order. The
// validator pins them and the tests count from them: the list is the minimum, so an editor may add pages and
// stones, never lose one of these.
import { fileURLToPath } from 'node:url';
import { HOME_ROUTE, SITE_MAP_ROUTE, stoneRoute } from '../../renderer/shared/routes';
import { shownPath } from '../project-folders';

/** This file, as the messages about a missing route name it: the editor finds the list here. */
export const REQUIRED_ROUTES_FILE = shownPath(fileURLToPath(import.meta.url));

/** The 36 content pages, in the product's order; its list leaves four routes open, named here as marked. */
export const SPEC_CONTENT_ROUTES = [
  '/aneis-de-prata-bali-artesanais',
  '/pulseiras-de-prata-bali-artesanais', // named here
  '/brincos-de-prata-bali-com-pedra-natural',
  '/colares-e-pingentes-prata-bali',
  '/conjuntos-de-prata-bali-artesanais',
  '/joias-de-prata-bali-no-atacado',
  '/historia-e-significado-da-prata-bali',
  '/como-cuidar-de-joias-de-prata-bali',
  '/prata-bali-vs-prata-italiana',
  '/joias-de-prata-bali-masculinas',
  '/tradicao-balinesa-na-joalheria',
  '/significado-espiritual-da-prata-bali',
  '/processo-artesanal-prata-bali',
  '/joias-prata-bali-estilo-boho',
  '/joias-de-bali-e-espiritualidade',
  '/prata-bali-na-cultura-indiana',
  '/valor-da-joalheria-artesanal',
  '/tornozeleiras-de-prata-bali',
  '/pingentes-com-simbolos-espirituais',
  '/joias-com-madreperola',
  '/joias-bali-design-floral',
  '/como-revender-prata-bali',
  '/vantagens-de-comprar-no-atacado',
  '/fornecedor-de-joias-de-prata-bali', // named here
  '/certificado-de-autenticidade-prata-bali',
  '/joias-bali-direto-da-fabrica',
  '/catalogo-de-joias-bali',
  '/joias-personalizadas-bali',
  '/envio-e-entrega-de-joias-bali',
  '/joias-bali-na-moda-feminina',
  '/tendencias-de-joias-bali', // named here
  '/joias-bali-para-noivas',
  '/joias-bali-masculinas-modernas',
  '/joias-bali-para-presentear', // named here
  '/joias-bali-minimalistas',
  '/joias-bali-luxo-e-exclusividade',
] as const;

/** The 21 stones, each with its route: /joias-com-pedra-<slug>, turquoise excepted. */
export const SPEC_STONES: ReadonlyArray<{ slug: string; route?: string }> = [
  ...[
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
  ].map((slug) => ({ slug })),
  { slug: 'turquesa', route: '/joias-com-pedra-turquesa-bali' },
];

export const SPEC_STONE_ROUTES = SPEC_STONES.map(stoneRoute);

/** Every route the site must keep: the home page, the content pages, the stone pages and the site map. */
export const SPEC_ROUTES = [HOME_ROUTE, ...SPEC_CONTENT_ROUTES, ...SPEC_STONE_ROUTES, SITE_MAP_ROUTE];
