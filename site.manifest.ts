// The single source of truth of the site: company constants, landing-page copy, photos, site-map groups,
// the content pages and the gemstone pages. `npm run check` validates it (node/manifest/validate.ts).
//
// To add a stone: append one entry to `stones` below. Its page, its route (/joias-com-pedra-<slug>) and its
// site-map link are generated from it. To edit a page's text: edit its Markdown file in content/ (named by `body`).
import type { ManifestInput } from './node/manifest/types';

/**
 * Company constants. The contact values are samples that reach nobody (area code 00 does not exist, .example is a
 * reserved domain). Replace each one before publishing and remove its name from `samples`: until then
 * `npm run build` warns and `npm run check -- --publish` fails. `cnpj`, `city` (as 'São Paulo (SP)'),
 * `instagram` (the profile address), `openingHours` and `paymentMethods` are optional facts: add them when the
 * company has them. So are the terms only the company can state, each one sentence as it would say it:
 * `shippingCost` (who pays the shipping), `defectiveExchange` (a piece that arrives with a defect),
 * `repeatOrderMinimum` (whether the minimum applies to repeat orders), `invoice` (nota fiscal), `certificate` (the
 * document that vouches for the silver), `stonePricing` (how a stone or a piece made to order changes the price
 * beyond the gram). Until each is set, the question it answers is left out of its page (a question without its
 * answer is no FAQ entry). `stonesWorkedWith` (the slugs of the stones it works with) makes each stone page say
 * whether the company works with its stone; until then it says to confirm on WhatsApp.
 */
const company = {
  brandName: 'Ateliê Prata Bali',
  whatsapp: '5500000000000',
  email: 'contato@pratabali.example',
  siteUrl: 'https://www.pratabali.example',
  courseUrl: 'https://curso.pratabali.example',
  foundedYear: 2006,
  pricePerGram: 14.9,
  minimumOrder: 800,
  suggestedMargins: [100, 200, 300],
  monthlyPurchaseOptions: ['R$ 1.000', 'R$ 5.000', 'Acima de R$ 10.000'],
  preferenceOptions: ['Prata Bali', 'Prata Lisa', 'Prata com Pedras', 'Correntaria'],
  floatingWhatsApp: true,
  themeColor: '#1f5c57',
  samples: ['whatsapp', 'email', 'siteUrl', 'courseUrl'],
} satisfies ManifestInput['company'];

/**
 * Every picture of the site, each with what it shows. Three kinds (README, "Use your own photos"):
 * - the company's own photos: a file of content/photos/, `src: 'photos/oficina.jpg'`, with `alt` and `shows`; the
 *   build reads its size and makes every size and format the pages need;
 * - photos seen in public code (noted in the comment), on a host that `resizable` says takes a width parameter;
 * - `drawn: { stone }`: a picture the build draws from a stone, for the stone pages no true photo shows yet.
 */
const images: ManifestInput['images'] = {
  // Seen in public code (silver jewellery collection, editorial (public code, const silverCollectionFrontImg)).
  'home-hero': {
    src: 'https://images.unsplash.com/photo-1758391929001-55983449a84c?auto=format&fit=crop&q=70',
    alt: 'Coleção de joias de prata em fotografia editorial',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'silver jewellery laid out in an editorial photo (named silverCollectionFrontImg where it was seen)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A jeweler’s hands hammering a silver band on a steel bench block').
  'ourives-martelando-prata': {
    src: 'https://images.unsplash.com/photo-1624588057318-5f1b2eb81012?auto=format&fit=crop&q=70',
    alt: 'Mãos de um ourives martelando um aro de prata na bancada',
    width: 1200,
    height: 900,
    resizable: true,
    shows: "a jeweller's hands hammering a silver band on a steel bench block",
  },
  // Seen in public code: a sample-sites media file whose header says every image was "picked by eye, not by keyword"
  // and that its alt text "describes what is actually in the frame" (coachingMedia.group: 'Students collaborating over
  // laptops and notes'); elsewhere 'Team collaboration', 'People collaborating', a prep course's card. Replaces a photo
  // another public file describes as 'Ornate silver coffee pot and cup on display'.
  'grupo-estudando': {
    src: 'https://images.unsplash.com/photo-1522202176988-66273c2fd55f?auto=format&fit=crop&q=70',
    alt: 'Grupo de pessoas estudando juntas à mesa, com notebooks e anotações',
    width: 1200,
    height: 900,
    resizable: true,
    shows: "students collaborating over laptops and notes at a table (for the resellers' course, not a piece)",
  },
  // Seen in public code (Anklets category image (two files)).
  tornozeleira: {
    src: 'https://images.unsplash.com/photo-1651395835317-d2868e8ebcac?auto=format&fit=crop&q=70',
    alt: 'Tornozeleira delicada no tornozelo',
    width: 1600,
    height: 900,
    resizable: true,
    shows:
      "a delicate chain anklet worn on the ankle (an anklets category image where it was seen; one public file names it a gold anklet, another silver jewellery: the company's own photo of a silver anklet belongs here)",
  },
  // Seen in public code: 'Heart Charm Silver Bracelet' ('A silver-tone bracelet with little heart charms and red
  // stones'), 'Pulsera Corazones' ('Pulsera con dijes de corazón en plata 925'), 'Onde Silver Bracelet' ('A hand-formed
  // sterling silver bracelet'), and under the search 'silver bracelet'.
  'pulseira-prata-coracoes-pedras': {
    src: 'https://images.unsplash.com/photo-1676291055501-286c48bb186f?auto=format&fit=crop&q=70',
    alt: 'Pulseira de prata com berloques de coração e pedras vermelhas',
    width: 640,
    height: 480,
    resizable: true,
    shows: 'a silver-tone bracelet with little heart charms and red stones',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A pair of
  // hammered silver hoop earrings on linen').
  'argolas-prata-martelada': {
    src: 'https://images.unsplash.com/photo-1599081753523-a20f731f42c9?auto=format&fit=crop&q=70',
    alt: 'Par de argolas de prata martelada sobre linho',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a pair of hammered silver hoop earrings on linen',
  },
  // Seen in public code ('Silver Ring': 'Sleek silver ring with minimalist design'; 'silverRingDetail'; 'Rings for
  // Her'; title 'Anéis').
  'aneis-prata': {
    src: 'https://images.unsplash.com/photo-1656010280162-772358d9f4ed?auto=format&fit=crop&q=70',
    alt: 'Anel de prata de desenho minimalista',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a sleek silver ring with a minimalist design',
  },
  // Seen in public code (brandonkorous/sparx gen-retail-jewelry-artisan.ts: 'A hand-forged chunky chain bracelet in silver').
  'pulseira-prata-forjada': {
    src: 'https://images.unsplash.com/photo-1605884878538-6468614df578?auto=format&fit=crop&q=70',
    alt: 'Pulseira de corrente grossa de prata forjada à mão',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a hand-forged chunky chain bracelet in silver',
  },
  // Seen in public code ('Delicate silver filigree earrings with intricate wirework. Handcrafted'). Also heads the
  // peridot page, which has no public photo of the stone yet.
  'brincos-filigrana': {
    src: 'https://images.unsplash.com/photo-1653227907864-560dce4c252d?auto=format&fit=crop&q=70',
    alt: 'Brincos de prata em filigrana feitos à mão',
    width: 1600,
    height: 900,
    resizable: true,
    shows:
      'delicate silver filigree earrings with intricate wirework, handcrafted (no peridot: it no longer heads that page)',
  },
  // Seen in public code ('Celestial Pendant Necklace … sterling silver … crescent moon and star pendant').
  'pingente-lua-estrela': {
    src: 'https://images.unsplash.com/photo-1616464858901-b3711c479429?auto=format&fit=crop&q=70',
    alt: 'Colar de prata com pingente de lua crescente e estrela',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a sterling silver necklace with a crescent moon and star pendant',
  },
  // Seen in public code (title 'Jewelry', ixid 'silver jewelry collection').
  'colecao-prata-joias': {
    src: 'https://images.unsplash.com/photo-1728120098020-a6007f209a03?auto=format&fit=crop&q=70',
    alt: 'Conjunto de joias de prata',
    width: 1600,
    height: 900,
    resizable: true,
    shows: "a set of silver jewellery (titled 'Jewelry', searched as 'silver jewelry collection')",
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A hand-carved
  // signet ring with a textured face'). Also heads the onyx page, which has no public photo of onyx in silver yet.
  'anel-sinete-entalhado': {
    src: 'https://images.unsplash.com/photo-1630524250640-97602e7324cc?auto=format&fit=crop&q=70',
    alt: 'Anel de sinete entalhado à mão com face texturizada',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a hand-carved silver signet ring with a textured face (no onyx in it)',
  },
  // Seen in public code ('Collier Wave', 'Pendentif onde en argent sterling'). Also heads the amazonite page, which has
  // no public photo of the stone yet.
  'pingente-onda-prata': {
    src: 'https://images.unsplash.com/photo-1706196612848-0cd22cb6231e?auto=format&fit=crop&q=70',
    alt: 'Pingente de prata em forma de onda',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a sterling silver pendant in the shape of a wave (no amazonite in it)',
  },
  // Seen in public code ('Pearl Earrings … genuine pearls set in a fine silver backing').
  'brincos-perola-prata': {
    src: 'https://images.unsplash.com/photo-1606326608690-4e0281b1e588?auto=format&fit=crop&q=70',
    alt: 'Brincos de pérola com base de prata',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'pearl earrings set in a fine silver backing',
  },
  // Seen in public code ('Bali Temple & Rice Terraces Tour').
  'templo-bali': {
    src: 'https://images.unsplash.com/photo-1555400038-63f5ba517a47?auto=format&fit=crop&q=70',
    alt: 'Templo tradicional em Bali',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a traditional temple in Bali, with rice terraces (context for the history page, not a piece)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A cloth and a
  // small brush beside an oxidised silver ring'). Also heads the amber page, which has no public photo of amber in
  // silver yet.
  'anel-oxidado-cuidados': {
    src: 'https://images.unsplash.com/photo-1636286484290-cfde2456af97?auto=format&fit=crop&q=70',
    alt: 'Flanela e escovinha ao lado de um anel de prata oxidada',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a polishing cloth and a small brush beside an oxidised silver ring (no amber in it)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'Sterling silver
  // and bronze pieces laid side by side'). Also heads the topaz page, which has no public photo of the stone yet.
  'prata-e-bronze': {
    src: 'https://images.unsplash.com/photo-1567937926466-054ccbe7cc19?auto=format&fit=crop&q=70',
    alt: 'Peças de prata de lei e de bronze lado a lado',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'sterling silver and bronze pieces laid side by side (no topaz in them)',
  },
  // Seen in public code ("Arjuna's Mask", shop "Bali's Craft").
  'mascara-balinesa': {
    src: 'https://images.unsplash.com/photo-1654569420225-63a1858e3178?auto=format&fit=crop&q=70',
    alt: 'Máscara balinesa esculpida à mão',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a hand-carved Balinese mask (context for the tradition page, not a piece)',
  },
  // Seen in public code ({ name: 'Ubud' }, ixid 'ubud bali temple').
  'templo-ubud': {
    src: 'https://images.unsplash.com/photo-1643346173514-74a489cedccf?auto=format&fit=crop&q=70',
    alt: 'Templo em Ubud, Bali',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a temple in Ubud, Bali (context, not a piece)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A silver band
  // being shaped on a mandrel with a mallet'). Also heads the garnet page, which has no public photo of the stone yet.
  'aro-prata-triblet': {
    src: 'https://images.unsplash.com/photo-1586789509531-c7886b9d9023?auto=format&fit=crop&q=70',
    alt: 'Aro de prata sendo moldado no tribulet com um macete',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a silver band being shaped on a mandrel with a mallet (no garnet in it)',
  },
  // Seen in public code ({ name: 'Seminyak' }, ixid 'bali temple indonesia').
  'templo-bali-indonesia': {
    src: 'https://images.unsplash.com/photo-1604394089666-6d365c060c6c?auto=format&fit=crop&q=70',
    alt: 'Templo balinês na Indonésia',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a Balinese temple in Indonesia (context, not a piece)',
  },
  // Seen in public code ('Oxidised Silver Jhumka Set … Handcrafted oxidised silver … filigree and pearl drops').
  'brincos-prata-oxidada': {
    src: 'https://images.unsplash.com/photo-1535632787350-4e68ef0ac584?auto=format&fit=crop&q=70',
    alt: 'Brincos de prata oxidada com filigrana e gotas de pérola',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'an oxidised silver jhumka earring set with filigree and pearl drops',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A maker at the
  // bench filing a piece under a work lamp'). Also heads the tiger's-eye page, which has no public photo of the stone
  // yet.
  'ourives-na-bancada': {
    src: 'https://images.unsplash.com/photo-1685022515813-c42e8348639b?auto=format&fit=crop&q=70',
    alt: 'Artesão limando uma peça na bancada sob a luz da luminária',
    width: 1600,
    height: 900,
    resizable: true,
    shows: "a maker at the bench filing a piece under a work lamp (no tiger's eye in it)",
  },
  // Seen in public code ('Boho Printed Dress').
  'vestido-boho': {
    src: 'https://images.unsplash.com/photo-1759992878772-e83a691a6d8f?auto=format&fit=crop&q=70',
    alt: 'Vestido estampado de estilo boho',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a printed boho-style dress (context for the boho style page, not a piece)',
  },
  // Seen in public code (const silverCollectionImg, ixid 'close up silver jewelry').
  'joias-prata-close': {
    src: 'https://images.unsplash.com/photo-1524324625284-39263f7046aa?auto=format&fit=crop&q=70',
    alt: 'Joias de prata vistas de perto',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'silver jewellery seen close up',
  },
  // Seen in public code ('Silver Drop Earrings').
  'brincos-gota-prata': {
    src: 'https://images.unsplash.com/photo-1721206625396-708fa98dff27?auto=format&fit=crop&q=70',
    alt: 'Brincos de prata em gota',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'silver drop earrings',
  },
  // Seen in public code ('Gümüş Takılar' (silver jewellery) category).
  'joias-prata-categoria': {
    src: 'https://images.unsplash.com/photo-1506629905607-d5ffdd8ba375?auto=format&fit=crop&q=70',
    alt: 'Seleção de joias de prata',
    width: 1600,
    height: 900,
    resizable: true,
    shows: "a selection of silver jewellery (a 'silver jewellery' category image)",
  },
  // Seen in public code (MadeshwaranAppsmith/Photography-Portfolio src/data/photos.js: 'Bridal jewelry details').
  'joias-noiva': {
    src: 'https://images.unsplash.com/photo-1525258116470-e742c83c93ba?auto=format&fit=crop&q=70',
    alt: 'Detalhes de joias de noiva',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'bridal jewellery details (the metal is not named where it was seen)',
  },
  // Seen in public code (brandonkorous/sparx gen-retail-jewelry-artisan.ts: 'A rough-cut stone set in a hand-built silver bezel ring').
  'anel-pedra-bruta': {
    src: 'https://images.unsplash.com/photo-1717867191656-6f063593c23b?auto=format&fit=crop&q=70',
    alt: 'Pedra bruta cravada em anel de prata feito à mão',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a rough-cut stone set in a hand-built silver bezel ring',
  },
  // Seen in public code (brandonkorous/sparx gen-retail-jewelry-fine.ts: 'A piece of jewelry nested in a cream gift box with a ribbon').
  'caixa-presente': {
    src: 'https://images.unsplash.com/photo-1674620213535-9b2a2553ef40?auto=format&fit=crop&q=70',
    alt: 'Joia em caixa de presente creme com laço',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a piece of jewellery nested in a cream gift box with a ribbon',
  },
  // Seen in public code ('Минималистичные серьги-кольца … серебряные').
  'argolas-minimalistas': {
    src: 'https://images.unsplash.com/photo-1557019494-94d421fc6653?auto=format&fit=crop&q=70',
    alt: 'Brincos de argola de prata minimalistas',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'minimalist silver hoop earrings',
  },
  // Seen in public code ('Vintage Amethyst Pendant': 'An ornate silver pendant featuring a deep violet amethyst
  // gemstone', 'Sterling Silver, Natural Amethyst'), picked from the results of a search for 'amethyst necklace'.
  'pingente-ametista-prata': {
    src: 'https://images.unsplash.com/photo-1611119641753-f725a3a2a091?auto=format&fit=crop&q=70',
    alt: 'Pingente de prata trabalhado com ametista violeta',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'an ornate sterling silver pendant set with a deep violet amethyst',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-fine.ts: 'A jeweler setting a
  // stone at the bench under a loupe'). Also heads the turquoise page, which has no public photo of turquoise in silver
  // yet.
  'cravacao-de-pedra': {
    src: 'https://images.unsplash.com/photo-1623365545467-d0f2c7ecd677?auto=format&fit=crop&q=70',
    alt: 'Joalheiro cravando uma pedra na bancada com lupa',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a jeweller setting a stone at the bench under a loupe (no turquoise in it)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'Hammered silver
  // hoop earrings catching the light'). Shows no sodalite: it heads the sodalite page until the company's own photo of
  // the stone.
  'argolas-prata-brilho': {
    src: 'https://images.unsplash.com/photo-1684616289742-2e48aff416bf?auto=format&fit=crop&q=70',
    alt: 'Argolas de prata martelada refletindo a luz',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'hammered silver hoop earrings catching the light (no sodalite in them)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A mixed-metal
  // pendant lying on a leather bench mat'). Shows no jade: it heads the jade page until the company's own photo of the
  // stone.
  'pingente-metais-bancada': {
    src: 'https://images.unsplash.com/photo-1564842505181-8862a3b9b173?auto=format&fit=crop&q=70',
    alt: 'Pingente de metais combinados sobre uma manta de couro na bancada',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a mixed-metal pendant lying on a leather bench mat (no jade in it)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A mixed-metal
  // pendant of silver and bronze on a chain'). Shows no lapis lazuli: it heads the lapis-lazuli page until the
  // company's own photo of the stone.
  'pingente-prata-bronze': {
    src: 'https://images.unsplash.com/photo-1749475469147-64c905baae9f?auto=format&fit=crop&q=70',
    alt: 'Pingente de prata e bronze em uma corrente',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a mixed-metal pendant of silver and bronze on a chain (no lapis lazuli in it)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'Raw metal
  // offcuts, a hammer and stamps laid out on a workbench'). Shows no agate: it heads the agate page until the company's
  // own photo of the stone.
  'bancada-martelo-puncoes': {
    src: 'https://images.unsplash.com/photo-1575839127405-acda7759a2e8?auto=format&fit=crop&q=70',
    alt: 'Retalhos de metal, martelo e punções dispostos na bancada',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'raw metal offcuts, a hammer and stamps laid out on a workbench (no agate)',
  },
  // Seen in public code (brandonkorous/sparx marketplace-catalog/_gen/gen-retail-jewelry-artisan.ts: 'A pair of
  // textured pebble stud earrings'). Shows no coral: it heads the red-coral page until the company's own photo of the
  // stone.
  'brincos-textura-seixo': {
    src: 'https://images.unsplash.com/photo-1727990864585-e2aee3197eeb?auto=format&fit=crop&q=70',
    alt: 'Par de brincos de pino texturizados, em formato de seixo',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a pair of textured pebble-shaped stud earrings (no coral in them)',
  },
  // Seen in public code ('Silver Rings Close Up').
  'aneis-prata-close': {
    src: 'https://images.unsplash.com/photo-1562249004-1f7289c19c49?auto=format&fit=crop&q=70',
    alt: 'Anéis de prata em close',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'silver rings seen close up',
  },
  // Seen in public code ('Silver Charm Bracelet').
  'pulseira-berloques-prata': {
    src: 'https://images.unsplash.com/photo-1520517601544-10ed980ae789?auto=format&fit=crop&q=70',
    alt: 'Pulseira de prata com berloques',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a silver charm bracelet',
  },
  // Seen in public code ('Modern Silver Ring').
  'anel-prata-moderno': {
    src: 'https://images.unsplash.com/photo-1611652022419-a9419f74343d?auto=format&fit=crop&q=70',
    alt: 'Anel de prata moderno',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a modern silver ring',
  },
  // Seen in public code (alt 'Master Jeweler', ixid 'jeweler crafting custom ring workshop').
  'ourives-criando-anel': {
    src: 'https://images.unsplash.com/photo-1706955008775-c00874bb4d4b?auto=format&fit=crop&q=70',
    alt: 'Ourives criando um anel na oficina',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a master jeweller crafting a ring in the workshop',
  },
  // Seen in public code (About craftImage, ixid 'jewelry making craftsmanship hands').
  'maos-artesas': {
    src: 'https://images.unsplash.com/photo-1608112169461-48616144c894?auto=format&fit=crop&q=70',
    alt: 'Mãos de artesão confeccionando uma joia',
    width: 1600,
    height: 900,
    resizable: true,
    shows: "a craftsman's hands making a piece of jewellery",
  },
  // Seen in public code ('Lumina Letter', ixid 'silver necklace pendant luxury').
  'colar-pingente-prata': {
    src: 'https://images.unsplash.com/photo-1772571092191-eb7010126fd1?auto=format&fit=crop&q=70',
    alt: 'Colar de prata com pingente',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a silver necklace with a pendant',
  },
  // Seen in public code (giftBox, ixid 'jewelry gift box packaging elegant').
  'embalagem-joias': {
    src: 'https://images.unsplash.com/photo-1759563874745-47e35c0a9572?auto=format&fit=crop&q=70',
    alt: 'Caixa de presente para joias',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'an elegant gift box for jewellery',
  },
  // Seen in public code (brandonkorous/sparx gen-retail-jewelry-artisan.ts: 'A raw birthstone set in a rustic silver bezel pendant').
  'pedra-bruta-pingente': {
    src: 'https://images.unsplash.com/photo-1726136947386-17d7b718aef0?auto=format&fit=crop&q=70',
    alt: 'Pedra bruta cravada em pingente rústico de prata',
    width: 1600,
    height: 900,
    resizable: true,
    shows: 'a raw birthstone set in a rustic silver bezel pendant',
  },
  // Drawn by the build (node/images/drawn.ts) on the stone pages that have no public photo of their stone
  // set in silver. What these pages showed before was not what the company sells (noted in each `shows`); the
  // company's own photo of each stone in its silver replaces the drawing: `src: 'photos/<file>'`.
  'desenho-citrino': {
    drawn: { stone: 'citrino' },
    alt: 'Ilustração de um citrino em cabochão cravado em prata envelhecida, com granulação ao redor',
    shows:
      "drawn at build time: the stone's colour as a cabochon in an aged-silver bezel ringed with granulation, the brand mark and the stone's name (replaces a loose citrine crystal)",
  },
  'desenho-quartzo-rosa': {
    drawn: { stone: 'quartzo-rosa' },
    alt: 'Ilustração de um quartzo-rosa em cabochão cravado em prata envelhecida, com granulação ao redor',
    shows:
      "drawn at build time: the stone's colour as a cabochon in an aged-silver bezel ringed with granulation, the brand mark and the stone's name (replaces a loose polished rose quartz palm stone)",
  },
  'desenho-turmalina': {
    drawn: { stone: 'turmalina' },
    alt: 'Ilustração de uma turmalina em cabochão cravada em prata envelhecida, com granulação ao redor',
    shows:
      "drawn at build time: the stone's colour as a cabochon in an aged-silver bezel ringed with granulation, the brand mark and the stone's name (replaces a raw black tourmaline)",
  },
  'desenho-cristal-de-rocha': {
    drawn: { stone: 'cristal-de-rocha' },
    alt: 'Ilustração de um cristal de rocha em cabochão cravado em prata envelhecida, com granulação ao redor',
    shows:
      "drawn at build time: the stone's colour as a cabochon in an aged-silver bezel ringed with granulation, the brand mark and the stone's name (replaces a loose clear quartz point)",
  },
  'desenho-labradorita': {
    drawn: { stone: 'labradorita' },
    alt: 'Ilustração de uma labradorita em cabochão cravada em prata envelhecida, com granulação ao redor',
    shows:
      "drawn at build time: the stone's colour as a cabochon in an aged-silver bezel ringed with granulation, the brand mark and the stone's name (replaces a polished labradorite sphere)",
  },
  'desenho-esmeralda': {
    drawn: { stone: 'esmeralda' },
    alt: 'Ilustração de uma esmeralda em cabochão cravada em prata envelhecida, com granulação ao redor',
    shows:
      "drawn at build time: the stone's colour as a cabochon in an aged-silver bezel ringed with granulation, the brand mark and the stone's name (replaces an emerald piece in 18k white gold)",
  },
  'desenho-rubi': {
    drawn: { stone: 'rubi' },
    alt: 'Ilustração de um rubi em cabochão cravado em prata envelhecida, com granulação ao redor',
    shows:
      "drawn at build time: the stone's colour as a cabochon in an aged-silver bezel ringed with granulation, the brand mark and the stone's name (replaces a ruby cocktail ring in gold with a halo of diamonds)",
  },
};

const home: ManifestInput['home'] = {
  title: 'Joias artesanais de prata 925 Bali no atacado de fábrica',
  description:
    'Fábrica de joias artesanais de prata 925 envelhecida em estilo Bali desde 2006. Atacado para lojistas e revendedores: R$ 14,90 o grama e envio ao Brasil todo.',
  keywords: [
    'joias de prata bali no atacado',
    'joias de prata 925 no atacado',
    'joias artesanais de prata para revenda',
    'prata envelhecida no atacado',
    'joias de prata para lojistas',
  ],
  intent: 'joias de prata bali no atacado',
  heroImage: 'home-hero',
  hero: {
    kicker: 'Fabricante desde 2006',
    title: 'Joias de prata Bali artesanais no atacado, direto da fábrica',
    lead: 'Prata 925 envelhecida, feita à mão, para lojistas e revendedores.',
    ctaText: 'Solicitar Catálogo Exclusivo',
    highlights: [
      'R$ 14,90 o grama',
      'Pedido mínimo de R$ 800,00',
      'Compra com CPF ou CNPJ',
      'Envio para todo o Brasil',
    ],
  },
  howToBuy: {
    title: 'Como comprar',
    steps: [
      {
        title: 'Peça o catálogo',
        text: 'Você recebe pelo WhatsApp os modelos do momento e as condições.',
      },
      {
        title: 'Escolha as peças',
        text: 'Pedido a partir de R$ 800,00, a R$ 14,90 o grama, com CPF ou CNPJ.',
      },
      {
        title: 'Pague e receba',
        text: 'Pagamento e frete são confirmados na conversa; o envio tem rastreio.',
      },
    ],
  },
  history: {
    title: 'Nossa história e inspiração',
    paragraphs: [
      'Desde 2006, fabricamos joias de prata 925 envelhecida inspiradas na ourivesaria de Bali, uma tradição de peças trabalhadas com paciência, detalhe a detalhe. Ao longo desses anos, transformamos essa inspiração em um trabalho de atacado pensado para quem vive do varejo: lojistas e revendedores que procuram joias com alma artesanal, acabamento cuidadoso e um estilo que não se confunde com o das peças produzidas em série.',
      'Na tradição balinesa, a ourivesaria é um ofício transmitido de geração em geração e ligado à arte dos templos, dos ornamentos e das cerimônias. Dela vêm as técnicas que dão identidade à prata Bali: a granulação, em que minúsculas esferas de metal são aplicadas uma a uma sobre a peça; a filigrana, com fios finíssimos torcidos e soldados em desenhos delicados; e o acabamento oxidado, que escurece os vãos e as reentrâncias enquanto o polimento faz brilhar as partes altas, realçando cada detalhe.',
      'É dessa herança que nasce o nosso trabalho. Flores, espirais, folhagens e motivos geométricos inspirados na arte balinesa ganham forma em peças feitas à mão, e por isso dois exemplares do mesmo modelo podem ter pequenas variações, que o seu cliente percebe de perto. O resultado é uma prata de aparência envelhecida, textura rica e presença marcante, que combina tanto com o estilo boho quanto com produções mais clássicas.',
    ],
    facts: ['Desde 2006', 'Feito à mão', 'Prata 925'],
    moreText: 'Ler a história',
    image: 'ourives-martelando-prata',
  },
  categories: {
    title: 'Seis categorias de joias em prata Bali',
    intro:
      'Conheça as principais categorias do nosso catálogo, todas produzidas artesanalmente em prata 925 envelhecida no estilo balinês.',
    items: [
      {
        name: 'Anéis Bali',
        description:
          'Aros com granulação, filigrana e acabamento oxidado, do modelo delicado ao anel largo, com ou sem pedras naturais.',
        image: 'anel-pedra-bruta',
        to: '/aneis-de-prata-bali-artesanais',
      },
      {
        name: 'Brincos Bali',
        description:
          'Argolas, gotas e pendentes com desenhos florais e filigrana, leves para o dia a dia e cheios de presença.',
        image: 'argolas-prata-martelada',
        to: '/brincos-de-prata-bali-com-pedra-natural',
      },
      {
        name: 'Pulseiras Bali',
        description:
          'Braceletes rígidos, pulseiras de elos e modelos articulados em prata envelhecida, para usar sozinhos ou em composição.',
        image: 'pulseira-prata-forjada',
        to: '/pulseiras-de-prata-bali-artesanais',
      },
      {
        name: 'Pulseiras Bali com pedras',
        description:
          'Prata Bali com pedras naturais, que dão cor ao contraste do oxidado. As pedras dos modelos do momento estão no catálogo.',
        image: 'pulseira-prata-coracoes-pedras',
        to: '/pulseiras-de-prata-bali-artesanais',
      },
      {
        name: 'Pingentes Bali',
        description:
          'Medalhas, símbolos e formas da natureza, com ou sem pedras, para colares com personalidade e significado.',
        image: 'pedra-bruta-pingente',
        to: '/colares-e-pingentes-prata-bali',
      },
      {
        name: 'Tornozeleiras Bali',
        description:
          'Correntes finas e modelos com pequenos pingentes, ideais para o verão, a moda praia e o estilo boho.',
        image: 'tornozeleira',
        to: '/tornozeleiras-de-prata-bali',
      },
    ],
    ctaText: 'Receber Catálogo Atualizado',
  },
  pricing: {
    title: 'Preços e condições para lojistas',
    intro:
      'Condições claras para você planejar suas compras. No atacado, o valor de cada joia é calculado pelo seu peso em prata.',
    items: [
      {
        label: 'Preço por grama',
        value: 'R$ 14,90/g',
        text: 'O catálogo traz o peso e o preço de cada peça, o que deixa a compra transparente e facilita a formação do seu preço de venda.',
      },
      {
        label: 'Pedido mínimo',
        value: 'R$ 800,00',
        text: 'Valor mínimo por compra, suficiente para montar um primeiro estoque variado ou renovar a vitrine da sua loja.',
      },
      {
        label: 'Quem pode comprar',
        value: 'CPF ou CNPJ',
        text: 'Atendemos tanto revendedores autônomos quanto lojas estabelecidas: a compra pode ser feita com CPF ou CNPJ.',
      },
      {
        label: 'Entrega',
        value: 'Todo o Brasil',
        text: 'Enviamos para todas as regiões. O prazo varia conforme a localidade e é informado na compra, e todo pedido segue com código de rastreio.',
      },
    ],
  },
  differentiators: {
    title: 'Por que comprar direto da fábrica',
    items: [
      {
        title: 'Feitas à mão',
        text: 'No estilo da ourivesaria balinesa, com relevos e acabamento envelhecido. Dois exemplares do mesmo modelo podem ter pequenas diferenças.',
      },
      {
        title: 'Prata 925 legítima',
        text: '92,5% de prata pura e 7,5% de outros metais, como o cobre, que dão às peças a resistência do uso diário.',
      },
      {
        title: 'Garantia vitalícia do metal',
        text: 'A prata das nossas peças tem garantia vitalícia, que não cobre quebra ou mau uso.',
      },
      {
        title: 'Margem para a sua loja',
        text: 'A margem sugerida para revenda vai de 100% a 300% sobre o custo, conforme o seu público e o seu canal de venda.',
      },
      {
        title: 'Fabricante desde 2006',
        text: 'Produzimos joias de prata Bali desde 2006 para lojistas e revendedores de todo o Brasil.',
      },
      {
        title: 'Encomendas com rastreio',
        text: 'Peças sob encomenda são entregues em poucas semanas, e todo envio segue com código de rastreio.',
      },
    ],
  },
  leadForm: {
    title: 'Solicite o catálogo pelo WhatsApp',
    intro:
      'Preencha os dados abaixo e continue a conversa no WhatsApp com a sua solicitação já pronta. É só revisar a mensagem e enviar.',
    noScriptText:
      'Neste navegador, o formulário não consegue incluir seus dados na mensagem: o botão abre a conversa no WhatsApp com o pedido de catálogo, e você informa por lá seu nome e sua cidade.',
    privacyNote: 'Seus dados não ficam armazenados no site: eles servem apenas para preencher a mensagem do WhatsApp.',
    greeting: 'Olá! Gostaria de receber o catálogo de atacado de joias de prata Bali.',
    receives: {
      title: 'O que você recebe',
      items: [
        'O catálogo com os modelos do momento, direto no seu WhatsApp.',
        'O preço por grama e o pedido mínimo, para planejar a compra.',
        'Atendimento de quem fabrica as peças desde 2006.',
        'O prazo de entrega para a sua cidade, informado na compra.',
      ],
    },
    directText: 'Prefere não preencher? Peça direto pelo WhatsApp e conte na conversa sobre a sua loja.',
  },
  // Sample testimonials, as the spec asks: replace them with real customers' words (with their permission), their
  // name in `author`, their `shop` and `city` ('Recife (PE)') when they agree, and delete `sample: true`; the
  // publish check lists every one still marked.
  testimonials: {
    title: 'O que dizem lojistas e revendedores',
    items: [
      {
        text: 'O acabamento envelhecido é o que as clientes mais elogiam. Comprar por grama me ajudou a entender meu custo e a montar os preços com segurança. Os anéis e as pulseiras com pedras são os que mais saem na minha loja.',
        author: 'Lojista de acessórios, Sudeste',
        sample: true,
      },
      {
        text: 'Comecei a revender com o pedido mínimo e fui aumentando aos poucos. O que mais me agrada é o trabalho feito à mão: cada brinco tem um detalhe diferente, e as clientes percebem. Acompanhar o pedido pelo código de rastreio também me deixa tranquila.',
        author: 'Revendedora autônoma, Nordeste',
        sample: true,
      },
    ],
  },
  course: {
    title: 'Curso para revendedores de prata',
    text: 'Se você quer começar a revender joias de prata ou fazer a sua revenda crescer, conheça o curso voltado a revendedores. O conteúdo, disponível em um site externo, mostra como dar os primeiros passos nesse mercado e como ampliar as vendas de forma organizada.',
    ctaText: 'Acessar Curso',
    image: 'grupo-estudando',
  },
  faq: {
    title: 'Perguntas frequentes',
    whatsappMessage: 'Olá! Li as perguntas frequentes do site e ainda tenho uma dúvida.',
    items: [
      {
        question: 'Qual é o pedido mínimo?',
        answer:
          'O pedido mínimo é de R$ 800,00 por compra. Esse valor permite montar um estoque inicial variado ou repor os modelos que mais vendem na sua loja. Para conhecer as opções disponíveis, solicite o catálogo atualizado pelo WhatsApp.',
      },
      {
        question: 'Como funciona o preço por grama?',
        answer:
          'No atacado, a prata custa R$ 14,90 o grama, e o catálogo mostra o peso e o preço de cada modelo. Isso torna o custo transparente e facilita o cálculo da sua margem na hora de definir o preço de venda.',
      },
      {
        question: 'Posso comprar com CPF ou preciso de CNPJ?',
        answer:
          'Você pode comprar com CPF ou com CNPJ. Atendemos tanto lojas estabelecidas quanto revendedores autônomos que estão começando, sem exigir empresa aberta. Basta respeitar o pedido mínimo de R$ 800,00 e solicitar o catálogo pelo WhatsApp.',
      },
      {
        question: 'Vocês enviam para todo o Brasil? Como acompanho a entrega?',
        answer:
          'Sim, enviamos para todo o Brasil. O prazo de entrega varia de acordo com a sua localidade e é informado no momento da compra. Todos os pedidos seguem com código de rastreio, para que você acompanhe o trajeto da encomenda até a chegada.',
      },
      {
        question: 'As joias têm garantia?',
        answer:
          'Sim. Oferecemos garantia vitalícia do metal, que assegura a qualidade da prata 925 usada nas peças. A garantia não cobre quebra ou mau uso, por isso vale orientar seus clientes sobre os cuidados básicos, como guardar as joias separadamente e evitar o contato com produtos químicos.',
      },
      {
        question: 'O que é prata 925?',
        answer:
          'Prata 925 é a liga composta por 92,5% de prata pura e 7,5% de outros metais, como o cobre. A prata pura é macia demais para joias de uso diário, e essa pequena proporção de outros metais garante a resistência necessária. É o padrão conhecido no Brasil como prata de lei.',
      },
      {
        question: 'Qual margem posso aplicar na revenda?',
        answer:
          'A margem sugerida é de 100% a 300% sobre o custo. O percentual mais adequado depende do seu público, do canal de venda e do posicionamento da sua loja. Como o preço é calculado por grama, fica mais simples saber o custo de cada peça e definir o valor final.',
      },
      {
        question: 'Como recebo o catálogo? Vocês fazem peças sob encomenda?',
        answer:
          'O catálogo é enviado pelo WhatsApp: basta preencher o formulário desta página ou usar o botão do WhatsApp e fazer a solicitação. Também produzimos peças sob encomenda, que são entregues em poucas semanas. Conte na conversa o que você procura para receber as orientações.',
      },
    ],
  },
  footer: {
    linksTitle: 'Conteúdos para lojistas e revendedores',
    about:
      'Fabricante de joias artesanais de prata 925 envelhecida em estilo Bali desde 2006, com venda no atacado para lojistas e revendedores de todo o Brasil.',
    moreText: 'Mais sobre as joias de prata Bali',
    seoText: [
      'As joias de prata Bali se destacam pelo trabalho manual e pelo acabamento envelhecido, que escurece os vãos e valoriza cada relevo. Inspiradas na ourivesaria tradicional de Bali, com técnicas como a granulação e a filigrana, essas peças unem herança cultural e estilo contemporâneo. Para lojistas e revendedores, comprar joias de prata Bali no atacado, direto da fábrica, é uma forma de oferecer aos clientes um produto artesanal, com personalidade e preço de custo calculado por grama.',
      'O catálogo reúne anéis, brincos, pulseiras, braceletes, pingentes e tornozeleiras, além de peças que combinam a prata com pedras naturais. Na joalheria balinesa, pedras como ametista, quartzo-rosa, turquesa, citrino, olho-de-tigre, ônix e lápis-lazúli dão cor às peças, do boho ao clássico; quais delas estão nos modelos do momento, o catálogo mostra. Na tradição de diversas culturas, muitas dessas pedras são associadas a significados simbólicos, um atrativo a mais para quem procura uma joia para presentear ou para usar no dia a dia.',
      'Todas as joias são produzidas em prata 925, com 92,5% de prata pura, e contam com garantia vitalícia do metal, exceto em casos de quebra ou mau uso. Quem revende encontra pedido mínimo de R$ 800,00, compra com CPF ou CNPJ, envio para todo o Brasil com código de rastreio e margem sugerida de 100% a 300% sobre o custo. Solicite o catálogo pelo WhatsApp e conheça os modelos disponíveis para a sua loja.',
    ],
  },
};

/** The site-map groups. Every content page sits in exactly one; the stone pages join the group with includeStones. */
const siteMap: ManifestInput['siteMap'] = [
  {
    title: 'Joias por Tipo',
    routes: [
      '/aneis-de-prata-bali-artesanais',
      '/pulseiras-de-prata-bali-artesanais',
      '/brincos-de-prata-bali-com-pedra-natural',
      '/colares-e-pingentes-prata-bali',
      '/conjuntos-de-prata-bali-artesanais',
      '/tornozeleiras-de-prata-bali',
      '/joias-de-prata-bali-masculinas',
      '/pingentes-com-simbolos-espirituais',
      '/correntaria-de-prata-925',
      '/joias-de-prata-lisa',
    ],
  },
  {
    title: 'Joias por Pedra',
    routes: ['/joias-com-madreperola'],
    includeStones: true,
  },
  {
    title: 'Universo Bali',
    routes: [
      '/historia-e-significado-da-prata-bali',
      '/como-cuidar-de-joias-de-prata-bali',
      '/prata-bali-vs-prata-italiana',
      '/tradicao-balinesa-na-joalheria',
      '/significado-espiritual-da-prata-bali',
      '/processo-artesanal-prata-bali',
      '/joias-de-bali-e-espiritualidade',
      '/prata-bali-na-cultura-indiana',
      '/valor-da-joalheria-artesanal',
      '/certificado-de-autenticidade-prata-bali',
    ],
  },
  {
    title: 'Moda & Estilo',
    routes: [
      '/joias-prata-bali-estilo-boho',
      '/joias-bali-design-floral',
      '/joias-bali-na-moda-feminina',
      '/tendencias-de-joias-bali',
      '/joias-bali-para-noivas',
      '/joias-bali-masculinas-modernas',
      '/joias-bali-para-presentear',
      '/joias-bali-minimalistas',
      '/joias-bali-luxo-e-exclusividade',
      '/joias-personalizadas-bali',
    ],
  },
  {
    title: 'Atacado e Revenda',
    routes: [
      '/joias-de-prata-bali-no-atacado',
      '/como-revender-prata-bali',
      '/vantagens-de-comprar-no-atacado',
      '/fornecedor-de-joias-de-prata-bali',
      '/joias-bali-direto-da-fabrica',
      '/catalogo-de-joias-bali',
      '/envio-e-entrega-de-joias-bali',
    ],
  },
];

/** The content pages, in the order of the spec. `body` is a Markdown file inside content/. */
const pages: ManifestInput['pages'] = [
  {
    route: '/aneis-de-prata-bali-artesanais',
    title: 'Anéis de prata Bali no atacado',
    description:
      'Como montar uma bandeja de anéis de prata Bali 925 para revenda, com modelos que se completam, uma grade de numeração certa e respostas para o balcão.',
    keywords: [
      'anéis de prata bali no atacado',
      'anel de prata 925 para revenda',
      'anéis artesanais de prata no atacado',
      'grade de numeração de anéis',
      'anel de prata com pedra para revenda',
    ],
    intent: 'anéis de prata bali no atacado',
    heroTitle: 'Anéis de prata Bali feitos à mão para a sua vitrine',
    heroImage: 'aneis-prata',
    sectionImage: 'anel-pedra-bruta',
    body: 'pages/aneis-de-prata-bali-artesanais.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de anéis de prata Bali para a minha loja.',
    drawsConsumers: true,
    cta: { text: 'Escolha os anéis da sua vitrine com o peso de cada modelo.' },
    internalLinks: [
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'O brinco e o pingente que repetem o desenho de cada anel, para vender a produção inteira.',
      },
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas de prata',
        description: 'Anéis largos e de sinete, numerações maiores e o orçamento da linha masculina.',
      },
      {
        to: '/joias-com-pedra-ametista',
        title: 'Joias com ametista',
        description: 'Do lilás ao violeta intenso: uma pedra frequente em anéis de prata artesanais.',
      },
      {
        to: '/joias-de-prata-lisa',
        title: 'Joias de prata lisa',
        description: 'Aros lisos para empilhar ao lado dos anéis trabalhados.',
      },
    ],
  },
  {
    route: '/pulseiras-de-prata-bali-artesanais',
    title: 'Pulseiras de prata Bali no atacado',
    description:
      'Braceletes rígidos, pulseiras de elos e modelos com pedra em prata Bali 925. Veja o público de cada tipo, como medir o pulso e como expor para combinar.',
    keywords: [
      'pulseiras de prata bali no atacado',
      'bracelete de prata 925 para revenda',
      'pulseira de prata artesanal no atacado',
      'como medir pulseira',
      'bracelete de prata envelhecida',
    ],
    intent: 'pulseiras e braceletes de prata bali no atacado',
    heroTitle: 'Pulseiras de prata Bali artesanais para vender em composição',
    heroImage: 'pulseira-prata-forjada',
    sectionImage: 'pulseira-prata-coracoes-pedras',
    body: 'pages/pulseiras-de-prata-bali-artesanais.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de pulseiras e braceletes de prata Bali.',
    drawsConsumers: true,
    cta: { text: 'Monte composições de pulseiras a partir do catálogo atualizado.' },
    internalLinks: [
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis de prata Bali',
        description: 'Anéis na mesma pedra ou textura para completar a composição do pulso.',
      },
      {
        to: '/tornozeleiras-de-prata-bali',
        title: 'Tornozeleiras de prata Bali',
        description: 'Peças leves de verão que acompanham as pulseiras finas.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali no estilo boho',
        description: 'Ideias para sobrepor pulseiras e montar composições com tecidos naturais.',
      },
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas de prata',
        description: 'Pulseiras de elos grossos e braceletes para o público masculino.',
      },
    ],
  },
  {
    route: '/brincos-de-prata-bali-com-pedra-natural',
    title: 'Brincos de prata Bali com pedra natural',
    description:
      'Brincos de prata Bali com pedra natural pedem explicação no balcão. Saiba o que dizer sobre tratamentos, como escolher os fechos e como expor por cor.',
    keywords: [
      'brincos de prata com pedra natural para revenda',
      'brinco de prata 925 no atacado',
      'brincos artesanais de prata bali',
      'brinco de prata com turquesa no atacado',
      'expositor de brincos',
    ],
    intent: 'brincos de prata com pedra natural para revenda',
    heroTitle: 'Brincos de prata Bali com pedras naturais de cor única',
    heroImage: 'brincos-filigrana',
    sectionImage: 'argolas-prata-martelada',
    body: 'pages/brincos-de-prata-bali-com-pedra-natural.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de brincos de prata Bali com pedras.',
    drawsConsumers: true,
    cta: { text: 'Escolha pelo catálogo os brincos com pedra para a sua loja.' },
    internalLinks: [
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'O azul que mais se associa à prata Bali, com os tratamentos que convém conhecer.',
      },
      {
        to: '/joias-com-pedra-ametista',
        title: 'Joias com ametista',
        description: 'Tons de lilás a roxo intenso para brincos delicados ou marcantes.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Pingentes com a mesma pedra para completar o visual da cliente.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Brinco, colar e anel no mesmo desenho, vendidos de uma vez.',
      },
    ],
  },
  {
    route: '/colares-e-pingentes-prata-bali',
    title: 'Colares e pingentes de prata Bali',
    description:
      'Pingente e corrente são duas vendas que se completam. Veja os comprimentos de colar, o efeito de cada um e os modelos de pingente de prata Bali para a vitrine.',
    keywords: [
      'colares e pingentes de prata bali no atacado',
      'pingente de prata 925 para revenda',
      'comprimento de colar',
      'pingente com pedra natural no atacado',
      'colar de prata artesanal para revenda',
    ],
    intent: 'colares e pingentes de prata bali no atacado',
    heroTitle: 'Colares e pingentes de prata Bali com pedras naturais',
    heroImage: 'pingente-lua-estrela',
    sectionImage: 'pedra-bruta-pingente',
    body: 'pages/colares-e-pingentes-prata-bali.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de colares e pingentes de prata Bali.',
    drawsConsumers: true,
    cta: { text: 'Compare colares e pingentes pelo peso antes de fechar o pedido.' },
    internalLinks: [
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos espirituais',
        description: 'Mandala, lótus e árvore da vida: pingentes que o cliente escolhe pelo significado.',
      },
      {
        to: '/correntaria-de-prata-925',
        title: 'Correntaria de prata 925',
        description: 'Tipos de elo, espessuras e comprimentos para vender a corrente certa com cada pingente.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Pares que repetem a pedra do pingente e completam a produção.',
      },
      {
        to: '/joias-com-madreperola',
        title: 'Joias com madrepérola',
        description: 'Pingentes de brilho suave e iridescente, com apelo de presente.',
      },
    ],
  },
  {
    route: '/conjuntos-de-prata-bali-artesanais',
    title: 'Conjuntos de prata Bali no atacado',
    description:
      'Brinco, colar e anel no mesmo desenho fazem uma venda completa. Entenda o que define um bom conjunto de prata Bali, para quem vendê-lo e como dar preço.',
    keywords: [
      'conjuntos de prata bali no atacado',
      'conjunto de brinco e colar de prata para revenda',
      'joias combinando para revenda',
      'conjunto de prata com pedra natural',
      'preço de conjunto de joias',
    ],
    intent: 'conjuntos de joias de prata para revenda',
    heroTitle: 'Conjuntos de prata Bali: a produção completa em uma só venda',
    heroImage: 'colecao-prata-joias',
    body: 'pages/conjuntos-de-prata-bali-artesanais.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo com os conjuntos de prata Bali.',
    drawsConsumers: true,
    cta: { text: 'Monte conjuntos de colar, brinco e anel a partir do catálogo.' },
    internalLinks: [
      {
        to: '/joias-bali-para-noivas',
        title: 'Joias Bali para noivas',
        description: 'Conjuntos coordenados para noivas e madrinhas no dia da cerimônia.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para datas comemorativas',
        description: 'O calendário de datas e o estoque que cada uma pede.',
      },
      {
        to: '/joias-bali-direto-da-fabrica',
        title: 'Joias Bali direto da fábrica',
        description: 'A conta de um trio, do peso de cada peça ao preço de venda.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Comprimentos, correntes e pingentes para montar o colar do conjunto.',
      },
    ],
  },
  {
    route: '/joias-de-prata-bali-no-atacado',
    title: 'Prata Bali no atacado: R$ 14,90 o grama',
    description:
      'Joias de prata Bali 925 no atacado a R$ 14,90 o grama, pedido mínimo de R$ 800,00, CPF ou CNPJ, envio com rastreio e exemplo de primeiro pedido.',
    keywords: [
      'prata bali no atacado',
      'preço da prata 925 por grama',
      'pedido mínimo de joias no atacado',
      'atacado de joias de prata com cpf',
      'primeiro pedido de joias de prata',
    ],
    intent: 'preço da prata bali no atacado',
    heroTitle: 'Prata Bali no atacado: as condições para lojistas e revendedores',
    heroImage: 'aneis-prata-close',
    body: 'pages/joias-de-prata-bali-no-atacado.md',
    whatsappMessage: 'Olá! Quero comprar prata Bali no atacado e gostaria de receber o catálogo.',
    cta: { text: 'Planeje o primeiro pedido da sua loja com o catálogo em mãos.' },
    questions: [
      {
        question: 'Quem pode comprar no atacado?',
        answer: 'Lojistas e revendedores de todo o Brasil, com CPF ou CNPJ. O pedido mínimo é de R$ 800,00 por compra.',
      },
      {
        question: 'Como é calculado o preço de cada peça?',
        answer:
          'Pelo peso em prata, a R$ 14,90 o grama. O catálogo traz o peso e o preço de cada modelo, e o valor do pedido é confirmado na conversa pelo WhatsApp.',
      },
      {
        question: 'Qual margem aplicar na revenda?',
        answer:
          'A margem sugerida vai de 100% a 300% sobre o custo. Onde a sua loja fica nessa faixa depende do seu público e do trabalho de cada peça.',
      },
      { question: 'Peças com pedra custam o mesmo por grama?', fact: 'stonePricing' },
      { question: 'O pedido mínimo vale também para as reposições?', fact: 'repeatOrderMinimum' },
      { question: 'Quais são as formas de pagamento?', fact: 'paymentMethods' },
      { question: 'Vocês emitem nota fiscal?', fact: 'invoice' },
    ],
    internalLinks: [
      {
        to: '/como-revender-prata-bali',
        title: 'Como revender prata Bali',
        description: 'Público, exposição e formação de preço para quem está começando a revender.',
      },
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Como pedir o catálogo pelo WhatsApp e transformar as marcações em lista de compras.',
      },
      {
        to: '/vantagens-de-comprar-no-atacado',
        title: 'Vantagens de comprar no atacado',
        description: 'Preço por grama contra preço por peça: a conta que mostra a diferença.',
      },
      {
        to: '/envio-e-entrega-de-joias-bali',
        title: 'Envio e entrega',
        description: 'Prazo informado na compra, rastreio e o que conferir ao receber o pacote.',
      },
    ],
  },
  {
    route: '/historia-e-significado-da-prata-bali',
    title: 'O que é prata Bali: origem do nome',
    description:
      'De onde vem o nome prata Bali, como o estilo da ilha indonésia chegou a outros países e como contar essa história no atendimento da sua loja.',
    keywords: [
      'o que é prata bali',
      'origem da prata bali',
      'história da prata bali',
      'prata bali é de bali',
      'celuk prata balinesa',
    ],
    intent: 'o que é prata bali',
    heroTitle: 'A história por trás de cada peça de prata Bali',
    heroImage: 'templo-bali',
    body: 'pages/historia-e-significado-da-prata-bali.md',
    whatsappMessage: 'Olá! Li sobre a história da prata Bali e gostaria de conhecer o catálogo de atacado.',
    drawsConsumers: true,
    cta: { text: 'Conheça no catálogo as peças que continuam essa história.' },
    internalLinks: [
      {
        to: '/tradicao-balinesa-na-joalheria',
        title: 'Tradição balinesa na joalheria',
        description: 'Os motivos e as técnicas que fazem uma peça ser reconhecida como balinesa.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'Da liga ao polimento: as etapas de uma joia de prata no estilo Bali.',
      },
      {
        to: '/prata-bali-na-cultura-indiana',
        title: 'Prata Bali e a cultura indiana',
        description: 'Como o hinduísmo chegou a Bali e deixou símbolos nas joias.',
      },
    ],
  },
  {
    route: '/como-cuidar-de-joias-de-prata-bali',
    title: 'Como cuidar da prata Bali envelhecida',
    description:
      'Limpeza, armazenamento e uso da prata Bali: o guia para conservar o estoque e repassar ao cliente sem apagar o acabamento envelhecido das peças.',
    keywords: [
      'como cuidar de prata envelhecida',
      'limpeza de prata oxidada',
      'cartão de cuidados com joias',
      'como guardar joias de prata',
      'cuidados com prata bali',
    ],
    intent: 'como cuidar de prata envelhecida',
    heroTitle: 'Cuidados que mantêm a prata Bali bonita por anos',
    heroImage: 'anel-oxidado-cuidados',
    body: 'pages/como-cuidar-de-joias-de-prata-bali.md',
    whatsappMessage: 'Olá! Vim pelo guia de cuidados com a prata Bali e gostaria de receber o catálogo de atacado.',
    drawsConsumers: true,
    cta: { text: 'Repasse estes cuidados ao cliente junto com as peças do catálogo.' },
    internalLinks: [
      {
        to: '/certificado-de-autenticidade-prata-bali',
        title: 'Certificado e autenticidade',
        description: 'Como reconhecer a prata 925 e o que um certificado prova.',
      },
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'Uma das pedras mais sensíveis da prata Bali, com cuidados próprios.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'Como nasce o acabamento envelhecido que a limpeza deve preservar.',
      },
      {
        to: '/joias-com-madreperola',
        title: 'Joias com madrepérola',
        description: 'Um material delicado, que pede limpeza só com flanela seca.',
      },
    ],
  },
  {
    route: '/prata-bali-vs-prata-italiana',
    title: 'Prata Bali ou italiana: qual revender?',
    description:
      'Prata Bali e prata italiana comparadas em design, acabamento, técnica e público ideal, com ideias para vender os dois estilos na mesma loja.',
    keywords: [
      'diferença entre prata bali e prata italiana',
      'prata bali ou prata italiana',
      'prata italiana para revenda',
      'qual prata revender',
      'prata 925 artesanal ou industrial',
    ],
    intent: 'diferença entre prata bali e prata italiana',
    heroTitle: 'Prata Bali x prata italiana: diferenças que importam na revenda',
    heroImage: 'prata-e-bronze',
    body: 'pages/prata-bali-vs-prata-italiana.md',
    whatsappMessage: 'Olá! Estou comparando prata Bali e prata italiana e gostaria de ver o catálogo de prata Bali.',
    drawsConsumers: true,
    cta: { text: 'Compare as duas pratas e veja qual combina com a sua loja.' },
    internalLinks: [
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'O que o cliente paga numa peça feita à mão, e como explicar o preço.',
      },
      {
        to: '/joias-de-prata-lisa',
        title: 'Joias de prata lisa',
        description: 'Peças de superfície lisa para compor com o estilo Bali.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali no estilo boho',
        description: 'O público e as combinações que mais valorizam a prata envelhecida.',
      },
    ],
  },
  {
    route: '/joias-de-prata-bali-masculinas',
    title: 'Joias masculinas de prata no atacado',
    description:
      'Que anéis, pulseiras e correntes de prata Bali estocar para o público masculino, em que numerações, com que orçamento e em que lojas oferecer.',
    keywords: [
      'joias masculinas de prata no atacado',
      'anel masculino de prata para revenda',
      'pulseira masculina de prata no atacado',
      'numeração de anel masculino',
      'linha masculina de joias',
    ],
    intent: 'joias masculinas de prata no atacado',
    heroTitle: 'Prata Bali masculina: o que estocar, em que tamanhos',
    heroImage: 'anel-sinete-entalhado',
    body: 'pages/joias-de-prata-bali-masculinas.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo da linha masculina de prata Bali.',
    drawsConsumers: true,
    cta: { text: 'Escolha pelo catálogo as peças masculinas para abrir a seção.' },
    internalLinks: [
      {
        to: '/joias-bali-masculinas-modernas',
        title: 'Joias masculinas modernas',
        description: 'Quatro perfis de cliente masculino e o jeito de atender cada um.',
      },
      {
        to: '/correntaria-de-prata-925',
        title: 'Correntaria de prata 925',
        description: 'Correntes grumet, elo português e outras de elo grosso para a linha masculina.',
      },
      {
        to: '/joias-com-pedra-olho-de-tigre',
        title: 'Joias com olho-de-tigre',
        description: 'Tons dourados e terrosos que aparecem muito em peças masculinas.',
      },
      {
        to: '/pulseiras-de-prata-bali-artesanais',
        title: 'Pulseiras de prata Bali',
        description: 'Braceletes e pulseiras de elos que combinam com relógio.',
      },
    ],
  },
  {
    route: '/tradicao-balinesa-na-joalheria',
    title: 'Tradição balinesa: motivos e técnicas',
    description:
      'Frangipani, Barong, Garuda, filigrana, granulação: um guia dos motivos e das técnicas da joalheria balinesa para reconhecer e explicar cada desenho.',
    keywords: [
      'motivos da joalheria balinesa',
      'técnicas de ourivesaria de bali',
      'filigrana e granulação',
      'barong e garuda em joias',
      'arte balinesa em prata',
    ],
    intent: 'motivos e técnicas da joalheria balinesa',
    heroTitle: 'A tradição balinesa que dá forma às nossas joias',
    heroImage: 'mascara-balinesa',
    body: 'pages/tradicao-balinesa-na-joalheria.md',
    whatsappMessage: 'Olá! Gostaria de ver os modelos de prata Bali no catálogo de atacado.',
    drawsConsumers: true,
    cta: { text: 'Veja como a tradição balinesa aparece em cada peça do catálogo.' },
    internalLinks: [
      {
        to: '/historia-e-significado-da-prata-bali',
        title: 'O que é prata Bali',
        description: 'De onde vem o nome e como o estilo chegou a outros países.',
      },
      {
        to: '/joias-bali-design-floral',
        title: 'Joias Bali de design floral',
        description: 'Frangipani, lótus e ramagens em peças prontas para a vitrine.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'Em que ordem as técnicas entram numa joia, da liga ao polimento.',
      },
    ],
  },
  {
    route: '/significado-espiritual-da-prata-bali',
    title: 'Significado espiritual da prata Bali',
    description:
      'O que a prata, a flor de lótus, a espiral, o Om e algumas pedras representam na tradição, e como falar disso ao cliente sem prometer efeito.',
    keywords: [
      'significado espiritual da prata',
      'simbolismo da prata e da lua',
      'significado da flor de lótus',
      'significado do om',
      'joias com significado para revenda',
    ],
    intent: 'significado espiritual da prata',
    heroTitle: 'O que a prata e os símbolos de Bali representam',
    heroImage: 'templo-ubud',
    body: 'pages/significado-espiritual-da-prata-bali.md',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças com símbolos.',
    drawsConsumers: true,
    cta: { text: 'Encontre no catálogo os símbolos que o seu público procura.' },
    internalLinks: [
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos espirituais',
        description: 'Lótus, Om, mandala e árvore da vida em pingentes de prata 925.',
      },
      {
        to: '/joias-de-bali-e-espiritualidade',
        title: 'Joias de Bali e espiritualidade',
        description: 'Estúdios de ioga e lojas esotéricas: onde esse público compra.',
      },
      {
        to: '/joias-com-pedra-ametista',
        title: 'Joias com ametista',
        description: 'A pedra que a tradição liga à serenidade e à sobriedade.',
      },
      {
        to: '/prata-bali-na-cultura-indiana',
        title: 'Prata Bali e a cultura indiana',
        description: 'A origem hindu de vários símbolos da prata balinesa.',
      },
    ],
  },
  {
    route: '/processo-artesanal-prata-bali',
    title: 'Processo artesanal da prata Bali',
    description:
      'Liga, fundição, filigrana, granulação, cravação, oxidação e polimento: como uma joia de prata no estilo Bali é feita e como explicar isso ao cliente.',
    keywords: [
      'como é feita a prata bali',
      'processo artesanal de joias de prata',
      'granulação em prata',
      'filigrana de prata',
      'oxidação da prata',
    ],
    intent: 'como é feita a prata bali',
    heroTitle: 'Da prata bruta à joia pronta: as etapas do trabalho',
    heroImage: 'aro-prata-triblet',
    sectionImage: 'ourives-martelando-prata',
    body: 'pages/processo-artesanal-prata-bali.md',
    whatsappMessage: 'Olá! Gostaria de conhecer as peças artesanais no catálogo de atacado.',
    drawsConsumers: true,
    cta: { text: 'Veja no catálogo o resultado de cada etapa feita à mão.' },
    internalLinks: [
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Como o trabalho manual aparece no preço e no atendimento.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Como limpar a peça sem tirar a oxidação dos fundos.',
      },
      {
        to: '/joias-personalizadas-bali',
        title: 'Joias sob encomenda',
        description: 'Como consultar a produção de um modelo fora do catálogo.',
      },
    ],
  },
  {
    route: '/joias-prata-bali-estilo-boho',
    title: 'Joias boho de prata Bali para revenda',
    description:
      'Quem é a cliente boho, onde encontrá-la e como expor prata Bali envelhecida para quem compra em camadas, com uma divisão para a primeira compra.',
    keywords: [
      'joias boho de prata para revenda',
      'prata bali boho no atacado',
      'anéis boho de prata',
      'colares boho para revenda',
      'vitrine de joias boho',
    ],
    intent: 'joias boho de prata para revenda',
    heroTitle: 'Prata Bali e estilo boho: peças para usar em camadas',
    heroImage: 'vestido-boho',
    body: 'pages/joias-prata-bali-estilo-boho.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo com peças de prata Bali para o estilo boho.',
    drawsConsumers: true,
    cta: { text: 'Monte camadas de prata Bali com as peças do catálogo.' },
    internalLinks: [
      {
        to: '/tornozeleiras-de-prata-bali',
        title: 'Tornozeleiras de prata Bali',
        description: 'O complemento do visual boho, para vender com sandálias e vestidos.',
      },
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'O azul-celeste que contrasta com a prata envelhecida.',
      },
      {
        to: '/joias-bali-na-moda-feminina',
        title: 'Prata Bali na moda feminina',
        description: 'O roteiro por ocasião para lojas de roupa de vários estilos.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações para conservar o escurecido dos detalhes e repassar à cliente.',
      },
    ],
  },
  {
    route: '/joias-de-bali-e-espiritualidade',
    title: 'Joias de Bali e espiritualidade',
    description:
      'Por que as joias de inspiração balinesa interessam a quem pratica ioga e meditação, onde vendê-las e como falar de espiritualidade com responsabilidade.',
    keywords: [
      'joias para loja esotérica',
      'joias para estúdio de ioga',
      'joias espirituais no atacado',
      'espiritualidade balinesa',
      'joias de bem-estar para revenda',
    ],
    intent: 'joias para loja esotérica e estúdio de ioga',
    heroTitle: 'Espiritualidade balinesa em joias para estúdios e lojas de bem-estar',
    heroImage: 'templo-bali-indonesia',
    body: 'pages/joias-de-bali-e-espiritualidade.md',
    whatsappMessage: 'Olá! Atendo um público ligado ao bem-estar e gostaria de receber o catálogo de atacado.',
    drawsConsumers: true,
    cta: { text: 'Selecione peças para o seu estúdio ou loja de bem-estar.' },
    internalLinks: [
      {
        to: '/significado-espiritual-da-prata-bali',
        title: 'Significado espiritual da prata',
        description: 'O que a prata, os símbolos e as pedras representam na tradição.',
      },
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos',
        description: 'Peças leves e simbólicas para a vitrine de um estúdio ou loja esotérica.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Estilo boho',
        description: 'Composições livres e naturais para o mesmo público.',
      },
      {
        to: '/joias-com-pedra-quartzo-rosa',
        title: 'Joias com quartzo-rosa',
        description: 'A pedra que a tradição popular chama de pedra do amor.',
      },
    ],
  },
  {
    route: '/prata-bali-na-cultura-indiana',
    title: 'Prata Bali e a cultura indiana',
    description:
      'Como o hinduísmo chegou a Bali e quais símbolos a prata balinesa compartilha com a Índia, como Om, lótus, Ganesha e Garuda, com ideias para a vitrine.',
    keywords: [
      'símbolos hindus em joias',
      'prata bali e cultura indiana',
      'hinduísmo em bali',
      'joias com ganesha para revenda',
      'joias de inspiração indiana',
    ],
    intent: 'símbolos hindus nas joias de bali',
    heroTitle: 'Da Índia a Bali: os símbolos que a prata compartilha',
    heroImage: 'brincos-prata-oxidada',
    body: 'pages/prata-bali-na-cultura-indiana.md',
    whatsappMessage: 'Olá! Li sobre a prata Bali e a cultura indiana e gostaria de receber o catálogo de atacado.',
    drawsConsumers: true,
    cta: { text: 'Veja quais símbolos de origem indiana estão nas peças do catálogo.' },
    internalLinks: [
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos espirituais',
        description: 'Om, lótus, mandala e outros símbolos em prata 925 envelhecida.',
      },
      {
        to: '/historia-e-significado-da-prata-bali',
        title: 'O que é prata Bali',
        description: 'A origem do nome e do estilo da ilha indonésia.',
      },
      {
        to: '/joias-de-bali-e-espiritualidade',
        title: 'Joias de Bali e espiritualidade',
        description: 'Onde vender joias de inspiração oriental: estúdios, lojas esotéricas, retiros.',
      },
    ],
  },
  {
    route: '/valor-da-joalheria-artesanal',
    title: 'Valor da joalheria artesanal na revenda',
    description:
      'O que forma o valor de uma joia de prata feita à mão, onde posicionar cada peça na margem sugerida e quatro frases para explicar o preço ao cliente.',
    keywords: [
      'valor da joalheria artesanal',
      'como explicar o preço de joia artesanal',
      'joia de prata maciça ou banhada',
      'valor percebido de joias',
      'tabela de margem de joias',
    ],
    intent: 'como explicar o preço de joia artesanal',
    heroTitle: 'Por que uma joia feita à mão vale mais, e como dizer isso ao cliente',
    heroImage: 'ourives-na-bancada',
    body: 'pages/valor-da-joalheria-artesanal.md',
    whatsappMessage:
      'Olá! Quero montar meu pedido de prata Bali e gostaria de receber o catálogo para escolher os modelos.',
    cta: { text: 'Mostre ao cliente o trabalho manual com as peças do catálogo.' },
    internalLinks: [
      {
        to: '/como-revender-prata-bali',
        title: 'Como revender prata Bali',
        description: 'O passo a passo da formação de preço, com os custos que a margem cobre.',
      },
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Prata Bali no atacado',
        description: 'Preço por grama, pedido mínimo e exemplo de primeiro pedido.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'As etapas manuais que o cliente vê na peça.',
      },
      {
        to: '/certificado-de-autenticidade-prata-bali',
        title: 'Certificado e autenticidade',
        description: 'Como mostrar ao cliente que a prata é 925.',
      },
    ],
  },
  {
    route: '/tornozeleiras-de-prata-bali',
    title: 'Tornozeleiras de prata Bali no atacado',
    description:
      'A procura por tornozeleiras sobe no verão. Escolha modelos e tamanhos em prata Bali 925 e planeje a compra para ter as peças na loja antes da temporada.',
    keywords: [
      'tornozeleiras de prata no atacado',
      'tornozeleira de prata 925 para revenda',
      'tornozeleira com pingente',
      'tamanho de tornozeleira',
      'joias de verão para revenda',
    ],
    intent: 'tornozeleiras de prata no atacado',
    heroTitle: 'Tornozeleiras de prata Bali, leves e artesanais, para o verão',
    heroImage: 'tornozeleira',
    body: 'pages/tornozeleiras-de-prata-bali.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de tornozeleiras de prata Bali.',
    drawsConsumers: true,
    cta: { text: 'Prepare a vitrine de verão com as tornozeleiras do catálogo.' },
    internalLinks: [
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali no estilo boho',
        description: 'O visual despojado em que a tornozeleira se sente em casa.',
      },
      {
        to: '/pulseiras-de-prata-bali-artesanais',
        title: 'Pulseiras de prata Bali',
        description: 'Pulseiras finas que combinam com a tornozeleira na mesma produção.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Como proteger a peça do sal, do cloro e da areia depois da praia.',
      },
      {
        to: '/prata-bali-na-cultura-indiana',
        title: 'Prata Bali na cultura indiana',
        description: 'Os payal indianos e os símbolos hindus que chegaram à joalheria balinesa.',
      },
    ],
  },
  {
    route: '/pingentes-com-simbolos-espirituais',
    title: 'Pingentes com símbolos espirituais',
    description:
      'Om, lótus, mandala, árvore da vida e Hamsá em pingentes de prata Bali. O que cada símbolo representa na tradição e como expor e vender com respeito.',
    keywords: [
      'pingentes com símbolos espirituais para revenda',
      'pingente de mandala em prata',
      'pingente árvore da vida no atacado',
      'pingente om de prata',
      'pingente de lótus para revenda',
    ],
    intent: 'pingentes de símbolos espirituais para revenda',
    heroTitle: 'Mandala, lótus, om e árvore da vida em pingentes de prata Bali',
    heroImage: 'pingente-onda-prata',
    body: 'pages/pingentes-com-simbolos-espirituais.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de pingentes com símbolos espirituais.',
    drawsConsumers: true,
    cta: { text: 'Veja no catálogo quais pingentes com símbolos estão disponíveis.' },
    internalLinks: [
      {
        to: '/joias-de-bali-e-espiritualidade',
        title: 'Joias de Bali e espiritualidade',
        description: 'Estúdios de ioga, lojas esotéricas e retiros: onde esses pingentes encontram público.',
      },
      {
        to: '/significado-espiritual-da-prata-bali',
        title: 'Significado espiritual da prata',
        description: 'O que a prata representa nas tradições que deram origem a essas peças.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Correntes e comprimentos para apresentar cada símbolo da melhor forma.',
      },
      {
        to: '/tradicao-balinesa-na-joalheria',
        title: 'Tradição balinesa na joalheria',
        description: 'Os motivos e as técnicas do estilo, para explicar cada desenho ao cliente.',
      },
    ],
  },
  {
    route: '/joias-com-madreperola',
    title: 'Joias com madrepérola em prata Bali',
    description:
      'O nácar é uma gema orgânica, sensível a perfume e a limpadores. Saiba o que contar sobre a madrepérola em prata Bali, como cuidar dela e para quem oferecer.',
    keywords: [
      'joias de madrepérola para revenda',
      'madrepérola em prata 925',
      'brinco de madrepérola no atacado',
      'o que é nácar',
      'cuidados com madrepérola',
    ],
    intent: 'joias de madrepérola em prata para revenda',
    heroTitle: 'Madrepérola e prata Bali: o brilho do mar em joias artesanais',
    heroImage: 'brincos-perola-prata',
    body: 'pages/joias-com-madreperola.md',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças com madrepérola.',
    drawsConsumers: true,
    cta: { text: 'Pergunte pelas peças com madrepérola ao pedir o catálogo.' },
    questions: [
      {
        question: 'A madrepérola é uma pedra?',
        answer:
          'Não: é o nácar, a camada interna da concha de alguns moluscos. Por isso é leve e tem um brilho que muda com a luz.',
      },
      {
        question: 'Como cuidar de uma joia com madrepérola?',
        answer:
          'Longe de perfumes, cremes e produtos de limpeza, que tiram o brilho do nácar. Limpe só com pano macio e seco, sem mergulhar a peça na água.',
      },
      {
        question: 'A cor da madrepérola é natural?',
        answer:
          'O branco com reflexos de arco-íris é natural; azul, rosa ou preto muito intensos em geral vêm de tingimento, e vale contar isso ao cliente.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-bali-para-noivas',
        title: 'Joias Bali para noivas',
        description: 'Peças claras e delicadas para casamentos na praia e no campo.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Limpar a prata sem prejudicar materiais sensíveis como a madrepérola.',
      },
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'Outra pedra ligada ao mar, que combina com a madrepérola.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Pingentes em gota ou oval para destacar o brilho do nácar.',
      },
    ],
  },
  {
    route: '/joias-bali-design-floral',
    title: 'Joias Bali de design floral',
    description:
      'Frangipani, lótus e ramagens em prata envelhecida. De onde vêm as flores das joias Bali, para quem vendê-las e como montar uma vitrine floral.',
    keywords: [
      'joias florais de prata para revenda',
      'joias bali design floral',
      'brinco de flor de prata no atacado',
      'pingente flor de lótus em prata',
      'frangipani em joias',
    ],
    intent: 'joias florais de prata bali',
    heroTitle: 'Design floral na prata Bali: pétalas, lótus e ramagens feitas à mão',
    heroImage: 'joias-prata-close',
    body: 'pages/joias-bali-design-floral.md',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças de design floral.',
    drawsConsumers: true,
    cta: { text: 'Veja os desenhos florais do momento no catálogo.' },
    internalLinks: [
      {
        to: '/tradicao-balinesa-na-joalheria',
        title: 'Tradição balinesa na joalheria',
        description: 'De onde vêm os motivos florais e como contar essa história.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Brinco, anel e pingente no mesmo desenho floral.',
      },
      {
        to: '/joias-com-pedra-quartzo-rosa',
        title: 'Joias com quartzo-rosa',
        description: 'Pedra de tom suave que acompanha bem os desenhos de flor.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para datas comemorativas',
        description: 'O que preparar para cada data do calendário.',
      },
    ],
  },
  {
    route: '/como-revender-prata-bali',
    title: 'Como revender prata Bali: guia prático',
    description:
      'Para começar a revender prata Bali, defina o público, calcule o preço com a margem sugerida de 100% a 300% e prepare as respostas do balcão.',
    keywords: [
      'como revender prata bali',
      'como começar a revender joias de prata',
      'como calcular preço de joia para revenda',
      'revenda de prata 925 com cpf',
      'controle de vendas de joias',
    ],
    intent: 'como revender prata bali',
    heroTitle: 'Como revender prata Bali, do público ao preço final',
    heroImage: 'pulseira-berloques-prata',
    body: 'pages/como-revender-prata-bali.md',
    whatsappMessage: 'Olá! Quero começar a revender prata Bali e gostaria de receber o catálogo de atacado.',
    cta: { text: 'Comece a revender com o catálogo e o preço por grama.' },
    questions: [
      {
        question: 'Preciso de CNPJ para começar?',
        answer:
          'Não. Aceitamos compras com CPF ou CNPJ, e você pode começar como revendedora autônoma e formalizar o negócio quando o volume justificar.',
      },
      {
        question: 'Quanto preciso investir no primeiro pedido?',
        answer:
          'O pedido mínimo é de R$ 800,00 por compra, a R$ 14,90 o grama: cerca de 54 g de prata, que podem ser divididos entre anéis, brincos e pingentes.',
      },
      {
        question: 'Por quanto vendo uma peça?',
        answer:
          'A margem sugerida é de 100% a 300% sobre o custo. Um pingente de 3 g custa R$ 44,70 e pode ser vendido entre R$ 89,40 e R$ 178,80; o ponto exato depende do seu público e dos custos da sua venda.',
      },
      {
        question: 'O que digo quando o cliente pergunta pela garantia?',
        answer:
          'Que o metal tem garantia vitalícia e que ela não cobre quebra nem mau uso. Dizer as duas partes desde o início evita discussão depois.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Prata Bali no atacado',
        description: 'Preço por grama, pedido mínimo e as demais condições de compra.',
      },
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Quatro frases para explicar ao cliente o preço de uma peça feita à mão.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações para conservar o estoque e repassar aos seus clientes.',
      },
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Como ler o catálogo e transformar as marcações em lista de compras.',
      },
    ],
  },
  {
    route: '/vantagens-de-comprar-no-atacado',
    title: 'Vantagens de comprar joias no atacado',
    description:
      'Preço por grama ou por peça? A conta que mostra por que comprar joias de prata no atacado, com margem sob seu controle e pedido mínimo de R$ 800,00.',
    keywords: [
      'vantagens de comprar joias no atacado',
      'preço por grama ou por peça',
      'comprar joias para revender',
      'atacado ou varejo de joias',
      'capital de giro em joias',
    ],
    intent: 'vantagens de comprar joias no atacado',
    heroTitle: 'Por que comprar no atacado faz diferença para quem revende joias',
    heroImage: 'anel-prata-moderno',
    body: 'pages/vantagens-de-comprar-no-atacado.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de atacado de prata Bali.',
    cta: { text: 'Calcule a sua margem com o preço por grama em mãos.' },
    internalLinks: [
      {
        to: '/fornecedor-de-joias-de-prata-bali',
        title: 'Como escolher fornecedor',
        description: 'Critérios e sete perguntas para avaliar qualquer fabricante antes do primeiro pedido.',
      },
      {
        to: '/joias-bali-direto-da-fabrica',
        title: 'Direto da fábrica',
        description: 'O que muda quando você compra sem intermediários.',
      },
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Prata Bali no atacado',
        description: 'Todas as nossas condições numa página, com exemplo de pedido.',
      },
    ],
  },
  {
    route: '/fornecedor-de-joias-de-prata-bali',
    title: 'Como escolher fornecedor de prata Bali',
    description:
      'Antes do primeiro pedido, avalie teor do metal, preço por grama, garantia e envio. Sete perguntas para fazer a qualquer fabricante de prata Bali.',
    keywords: [
      'como escolher fornecedor de joias de prata',
      'fornecedor de prata bali',
      'fabricante de joias de prata 925',
      'perguntas para fornecedor de joias',
      'fornecedor de joias para revenda',
    ],
    intent: 'como escolher fornecedor de joias de prata',
    heroTitle: 'Fornecedor de prata Bali: o que avaliar antes de fechar o pedido',
    heroImage: 'ourives-criando-anel',
    body: 'pages/fornecedor-de-joias-de-prata-bali.md',
    whatsappMessage:
      'Olá! Estou avaliando fornecedores de prata Bali e tenho algumas perguntas antes do primeiro pedido.',
    cta: {
      title: 'Dúvidas antes do primeiro pedido?',
      text: 'Envie suas perguntas sobre preço, mínimo, garantia e envio.',
    },
    internalLinks: [
      {
        to: '/certificado-de-autenticidade-prata-bali',
        title: 'Certificado e autenticidade',
        description: 'O que observar para confirmar que está comprando prata 925 de verdade.',
      },
      {
        to: '/vantagens-de-comprar-no-atacado',
        title: 'Vantagens do atacado',
        description: 'Como converter preço por peça em preço por grama e comparar ofertas.',
      },
      {
        to: '/joias-bali-direto-da-fabrica',
        title: 'Joias Bali direto da fábrica',
        description: 'O que muda no custo e na informação sem intermediários.',
      },
      {
        to: '/prata-bali-vs-prata-italiana',
        title: 'Prata Bali ou prata italiana',
        description: 'Os dois estilos comparados, para decidir qual combina com o seu público.',
      },
    ],
  },
  {
    route: '/certificado-de-autenticidade-prata-bali',
    title: 'Certificado de autenticidade da prata',
    description:
      'O que um certificado de autenticidade de prata prova e o que não prova, como reconhecer prata 925 e o que pedir a quem vende antes de comprar.',
    keywords: [
      'certificado de autenticidade prata 925',
      'como saber se a prata é verdadeira',
      'marcação 925',
      'teste do ímã na prata',
      'prata 925 ou banhada',
    ],
    intent: 'certificado de autenticidade prata 925',
    heroTitle: 'Certificado de autenticidade e prata 925: o que vale de prova',
    heroImage: 'aneis-prata-close',
    body: 'pages/certificado-de-autenticidade-prata-bali.md',
    whatsappMessage: 'Olá! Tenho uma pergunta sobre a prata 925 e a garantia das peças.',
    cta: {
      title: 'Dúvidas sobre a prata 925?',
      text: 'Pergunte sobre a liga, a marcação ou a garantia do metal.',
    },
    drawsConsumers: true,
    questions: [
      { question: 'Vocês emitem certificado de autenticidade?', fact: 'certificate' },
      { question: 'O pedido vem com nota fiscal?', fact: 'invoice' },
      {
        question: 'As peças têm a marcação 925?',
        answer:
          'Peça fotos de perto da marcação do modelo que lhe interessa ao conversar pelo WhatsApp: em peças pequenas, a gravação pode ser minúscula ou ficar no fecho.',
      },
      {
        question: 'O que a garantia cobre?',
        answer: 'A garantia é vitalícia e vale para o metal, a prata 925 da peça. Quebra e mau uso ficam de fora.',
      },
      {
        question: 'Qual é a proporção de prata na liga 925?',
        answer: 'São 92,5% de prata pura; os outros 7,5% são metais que dão à liga a firmeza que a prata pura não tem.',
      },
    ],
    internalLinks: [
      {
        to: '/fornecedor-de-joias-de-prata-bali',
        title: 'Como escolher fornecedor',
        description: 'O que avaliar em quem vai abastecer a sua loja.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações de uso e limpeza para entregar com cada venda.',
      },
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Por que a prata maciça vale mais do que uma peça banhada.',
      },
    ],
  },
  {
    route: '/joias-bali-direto-da-fabrica',
    title: 'Joias Bali direto da fábrica',
    description:
      'Sem distribuidor nem representante entre a produção e a sua vitrine. O que muda no custo e nas encomendas ao comprar prata Bali do fabricante.',
    keywords: [
      'fabricante de joias de prata bali',
      'joias bali direto da fábrica',
      'fábrica de joias de prata',
      'joias de prata sem intermediários',
      'custo de conjunto de joias',
    ],
    intent: 'fabricante de joias de prata bali',
    heroTitle: 'Da bancada do fabricante para a sua vitrine, sem intermediários',
    heroImage: 'maos-artesas',
    body: 'pages/joias-bali-direto-da-fabrica.md',
    whatsappMessage: 'Olá! Tenho algumas perguntas para a fábrica sobre a compra de prata Bali no atacado.',
    cta: {
      title: 'Fale direto com a fábrica',
      text: 'Pergunte o peso dos modelos e o envio para a sua cidade.',
    },
    internalLinks: [
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'As etapas que transformam a prata 925 em joia de estilo Bali.',
      },
      {
        to: '/joias-personalizadas-bali',
        title: 'Joias sob encomenda',
        description: 'Como consultar a produção de uma peça que não está no catálogo.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos artesanais',
        description: 'Anel, brincos e pingente combinando, com apelo de presente.',
      },
      {
        to: '/vantagens-de-comprar-no-atacado',
        title: 'Vantagens do atacado',
        description: 'Preço por grama contra preço por peça, numa conta simples.',
      },
    ],
  },
  {
    route: '/catalogo-de-joias-bali',
    title: 'Catálogo de joias Bali: como pedir',
    description:
      'Peça o catálogo de joias Bali pelo WhatsApp e leia-o com olhar de lojista, convertendo peso em custo e marcando prioridades até a lista de compras.',
    keywords: [
      'catálogo de joias bali',
      'catálogo de prata bali pelo whatsapp',
      'catálogo de joias de prata no atacado',
      'como montar lista de compras de joias',
      'pedir catálogo de joias',
    ],
    intent: 'catálogo de joias bali',
    heroTitle: 'Catálogo de joias Bali: do pedido pelo WhatsApp à lista de compras',
    heroImage: 'colar-pingente-prata',
    body: 'pages/catalogo-de-joias-bali.md',
    whatsappMessage:
      'Olá! Gostaria de receber o catálogo de joias Bali. Conto um pouco sobre a minha loja na conversa.',
    cta: { text: 'Peça agora e receba o catálogo atualizado no seu WhatsApp.' },
    internalLinks: [
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Condições de atacado',
        description: 'Preço por grama, pedido mínimo e um primeiro pedido peça por peça.',
      },
      {
        to: '/tendencias-de-joias-bali',
        title: 'Tendências de joias Bali',
        description: 'Um método para decidir o que renovar a cada estação.',
      },
      {
        to: '/envio-e-entrega-de-joias-bali',
        title: 'Envio e entrega',
        description: 'Prazo informado na compra e código de rastreio do seu pedido.',
      },
      {
        to: '/joias-bali-minimalistas',
        title: 'Joias Bali minimalistas',
        description: 'Peças leves e discretas para variar a primeira compra.',
      },
    ],
  },
  {
    route: '/joias-personalizadas-bali',
    title: 'Joias Bali sob encomenda',
    description:
      'Peças de prata Bali sob encomenda são entregues em poucas semanas. Quando oferecer, como consultar pelo WhatsApp e como combinar prazo e preço.',
    keywords: [
      'joias de prata sob encomenda no atacado',
      'joias personalizadas para revenda',
      'anel de prata sob medida',
      'encomenda de joias para madrinhas',
      'prazo de joias sob encomenda',
    ],
    intent: 'joias de prata sob encomenda no atacado',
    heroTitle: 'Joias sob encomenda: a peça certa para o pedido especial do cliente',
    heroImage: 'cravacao-de-pedra',
    body: 'pages/joias-personalizadas-bali.md',
    whatsappMessage: 'Olá! Gostaria de consultar a produção de uma peça sob encomenda.',
    cta: {
      title: 'Quer uma peça sob encomenda?',
      text: 'Descreva o modelo que tem em mente e combine a produção.',
      button: 'Encomendar uma peça',
    },
    drawsConsumers: true,
    questions: [
      {
        question: 'Em quanto tempo a encomenda chega?',
        answer:
          'Peças sob encomenda são entregues em poucas semanas. Conte esse tempo, e alguns dias de folga, antes de combinar a data com o seu cliente.',
      },
      {
        question: 'O que dá para encomendar?',
        answer:
          'Os pedidos envolvem, em geral, pedra, tamanho e acabamento. O que é possível em cada caso depende do modelo: descreva o pedido e confirme no WhatsApp antes de prometer ao cliente.',
      },
      {
        question: 'Como fica o preço de uma encomenda?',
        answer:
          'O preço de uma peça encomendada é combinado na conversa pelo WhatsApp, a partir do peso estimado e do que o pedido envolve. Só passe o valor ao seu cliente depois disso.',
      },
      {
        question: 'A garantia vale para peças encomendadas?',
        answer:
          'A garantia vitalícia é do metal e não depende de a peça ser de catálogo ou encomendada; quebra e mau uso não estão cobertos.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-bali-para-noivas',
        title: 'Joias Bali para noivas',
        description: 'Peças iguais para madrinhas, um uso frequente das encomendas.',
      },
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Os modelos do catálogo como ponto de partida do pedido especial.',
      },
      {
        to: '/envio-e-entrega-de-joias-bali',
        title: 'Envio e entrega',
        description: 'Rastreio e prazo de envio, para planejar a data com o cliente.',
      },
      {
        to: '/joias-bali-luxo-e-exclusividade',
        title: 'Joias Bali de alto padrão',
        description: 'Encomendas para lojas que atendem um público exigente.',
      },
    ],
  },
  {
    route: '/envio-e-entrega-de-joias-bali',
    title: 'Envio e entrega de joias Bali',
    description:
      'Envio de joias de prata Bali para todo o Brasil, com rastreio e prazo informado na compra: como planejar a reposição e o que conferir ao receber o pacote.',
    keywords: [
      'prazo de entrega de joias no atacado',
      'envio de joias para todo o brasil',
      'rastreio de pedido de joias',
      'conferir pedido de joias',
      'frete de joias no atacado',
    ],
    intent: 'prazo de entrega de joias no atacado',
    heroTitle: 'Envio para todo o Brasil, com rastreio do despacho até a sua loja',
    heroImage: 'embalagem-joias',
    body: 'pages/envio-e-entrega-de-joias-bali.md',
    whatsappMessage: 'Olá! Gostaria de saber o prazo de entrega para a minha cidade.',
    cta: {
      title: 'Consulte o prazo para a sua cidade',
      text: 'Diga onde fica a sua loja e receba o prazo de entrega.',
      button: 'Consultar o prazo',
    },
    questions: [
      { question: 'Quem paga o frete?', fact: 'shippingCost' },
      {
        question: 'Qual é o prazo de entrega?',
        answer:
          'Depende da sua localidade: o prazo é informado no momento da compra, e o pacote segue com código de rastreio.',
      },
      { question: 'E se uma peça chegar com defeito?', fact: 'defectiveExchange' },
      {
        question: 'Vocês enviam para qualquer cidade?',
        answer:
          'Sim, enviamos para todo o Brasil, das capitais ao interior. Confira o CEP, o número e o complemento antes de fechar a compra.',
      },
      {
        question: 'Como acompanho a entrega?',
        answer:
          'Pelo código de rastreio do pacote: com ele você segue o pedido desde o despacho até a chegada à sua loja.',
      },
    ],
    internalLinks: [
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Escolha os modelos com antecedência e deixe a lista da reposição pronta.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata',
        description: 'Como guardar as peças recebidas sem estragar o acabamento.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para datas comemorativas',
        description: 'As datas que pedem estoque em dia e quando pedir para cada uma.',
      },
    ],
  },
  {
    route: '/joias-bali-na-moda-feminina',
    title: 'Prata Bali na moda feminina',
    description:
      'Um roteiro para boutiques de roupa feminina sugerirem joias de prata Bali por ocasião, do trabalho à festa, e exporem a joia junto com a roupa.',
    keywords: [
      'joias para loja de moda feminina',
      'como usar joias de prata',
      'joias de prata para boutique',
      'joias por ocasião',
      'acessórios de prata para revenda',
    ],
    intent: 'joias para loja de moda feminina',
    heroTitle: 'Prata Bali na moda feminina, do escritório à festa',
    heroImage: 'brincos-gota-prata',
    body: 'pages/joias-bali-na-moda-feminina.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de prata Bali para o público feminino.',
    drawsConsumers: true,
    cta: { text: 'Escolha peças que acompanham a cliente do trabalho à noite.' },
    internalLinks: [
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Pares de vários tamanhos, do dia a dia à festa.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Peças fáceis de sugerir em qualquer produção, do casual ao formal.',
      },
      {
        to: '/joias-bali-minimalistas',
        title: 'Joias Bali minimalistas',
        description: 'Uma linha discreta para quem usa joia todos os dias no trabalho.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali estilo boho',
        description: 'Sobreposições e pedras coloridas para a cliente boho.',
      },
    ],
  },
  {
    route: '/tendencias-de-joias-bali',
    title: 'Tendências de joias Bali sem encalhe',
    description:
      'Nem toda tendência chega ao balcão. Um método para testar temas de estilo em joias de prata na sua loja e dividir o estoque sem encalhe.',
    keywords: [
      'tendências de joias de prata para lojistas',
      'como escolher joias para a estação',
      'estoque de joias sem encalhe',
      'tendência prata bali',
      'planilha de vendas de joias',
    ],
    intent: 'tendências de joias de prata para lojistas',
    heroTitle: 'Tendências em joias Bali: o que testar e como medir',
    heroImage: 'joias-prata-categoria',
    body: 'pages/tendencias-de-joias-bali.md',
    whatsappMessage: 'Olá! Estou planejando a próxima estação e gostaria de receber o catálogo de prata Bali.',
    drawsConsumers: true,
    cta: { text: 'Teste as tendências com poucas peças e amplie o que vender.' },
    internalLinks: [
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Como explicar ao cliente o preço de uma peça feita à mão.',
      },
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos',
        description: 'Mandalas, luas e outros símbolos, e como expô-los por significado.',
      },
      {
        to: '/joias-bali-na-moda-feminina',
        title: 'Prata Bali na moda feminina',
        description: 'Como levar um tema de estilo para produções reais de cada cliente.',
      },
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Como ler o catálogo e montar a lista da próxima compra.',
      },
    ],
  },
  {
    route: '/joias-bali-para-noivas',
    title: 'Joias Bali para noivas e madrinhas',
    description:
      'Noivas, madrinhas, mães e noivos num casamento ao ar livre: quais peças de prata Bali oferecer, o "algo azul" e como vender para esse segmento.',
    keywords: [
      'joias para noivas e madrinhas no atacado',
      'joias para casamento boho',
      'presente para madrinhas para revenda',
      'algo azul para noiva',
      'acessórios de noiva em prata',
    ],
    intent: 'joias para noivas e madrinhas no atacado',
    heroTitle: 'Joias de prata Bali para noivas que fogem do óbvio',
    heroImage: 'joias-noiva',
    body: 'pages/joias-bali-para-noivas.md',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo as opções de prata Bali para noivas e madrinhas.',
    drawsConsumers: true,
    cta: { text: 'Monte uma seleção para noivas com as peças do catálogo.' },
    internalLinks: [
      {
        to: '/joias-com-madreperola',
        title: 'Joias com madrepérola',
        description: 'Brilho leitoso que harmoniza com vestidos claros, rendas e tecidos leves.',
      },
      {
        to: '/joias-personalizadas-bali',
        title: 'Joias sob encomenda',
        description: 'Peças iguais para madrinhas e pedidos especiais de casamento.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Conjuntos coordenados para o presente da noiva às madrinhas.',
      },
      {
        to: '/joias-com-pedra-cristal-de-rocha',
        title: 'Joias com cristal-de-rocha',
        description: 'Pedra transparente que acompanha o branco do vestido.',
      },
    ],
  },
  {
    route: '/joias-bali-masculinas-modernas',
    title: 'Estilos de joias masculinas modernas',
    description:
      'Quatro perfis do cliente masculino de hoje, as peças de prata Bali que combinam com cada um e como expor e atender o homem que compra joia.',
    keywords: [
      'como vender joias masculinas',
      'estilos de joias masculinas',
      'expositor de joias masculinas',
      'joias de prata para homens para revenda',
      'anel masculino moderno de prata',
    ],
    intent: 'como vender joias masculinas modernas',
    heroTitle: 'Prata Bali para o homem de hoje: quatro perfis de cliente',
    heroImage: 'anel-pedra-bruta',
    body: 'pages/joias-bali-masculinas-modernas.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo masculino de prata Bali.',
    drawsConsumers: true,
    cta: { text: 'Escolha peças para cada perfil de cliente masculino.' },
    internalLinks: [
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas de prata no atacado',
        description: 'O que estocar, em que numerações e com que orçamento.',
      },
      {
        to: '/joias-com-pedra-onix',
        title: 'Joias com ônix',
        description: 'Pedra preta de brilho sóbrio para anéis e pingentes masculinos.',
      },
      {
        to: '/joias-com-pedra-olho-de-tigre',
        title: 'Joias com olho-de-tigre',
        description: 'Tons dourados e marrons que dão caráter a anéis e pulseiras.',
      },
    ],
  },
  {
    route: '/joias-bali-para-presentear',
    title: 'Joias Bali para datas comemorativas',
    description:
      'Joias de prata Bali para Dia das Mães, Dia dos Namorados, Dia dos Pais e Natal: o que vender em cada data e como preparar o estoque com antecedência.',
    keywords: [
      'joias para datas comemorativas no atacado',
      'joias para dia das mães no atacado',
      'joias para dia dos namorados para revenda',
      'estoque de natal para loja de joias',
      'embalagem de presente para joias',
    ],
    intent: 'joias para datas comemorativas no atacado',
    heroTitle: 'Joias Bali para presente e uma loja pronta para cada data',
    heroImage: 'caixa-presente',
    body: 'pages/joias-bali-para-presentear.md',
    whatsappMessage:
      'Olá! Quero preparar a loja para as próximas datas comemorativas e gostaria de receber o catálogo.',
    drawsConsumers: true,
    cta: { text: 'Prepare a loja para a próxima data de presentes.' },
    internalLinks: [
      {
        to: '/como-revender-prata-bali',
        title: 'Como revender prata Bali',
        description: 'Estoque, preço e exposição antes da próxima data comemorativa.',
      },
      {
        to: '/envio-e-entrega-de-joias-bali',
        title: 'Envio e entrega',
        description: 'Como funciona o envio, para as peças chegarem a tempo.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Conjuntos prontos que resolvem o presente.',
      },
      {
        to: '/joias-bali-design-floral',
        title: 'Joias de design floral',
        description: 'Um tema fácil de sugerir a quem compra sem conhecer o gosto de quem recebe.',
      },
    ],
  },
  {
    route: '/joias-bali-minimalistas',
    title: 'Joias Bali minimalistas no atacado',
    description:
      'Joias Bali minimalistas em prata 925: aros finos, brincos pequenos e pedras solitárias. Peças leves, composições e uma vitrine enxuta para vender.',
    keywords: [
      'joias minimalistas de prata no atacado',
      'joias de prata delicadas para revenda',
      'anéis finos de prata para empilhar',
      'brincos pequenos de prata 925',
      'vitrine minimalista de joias',
    ],
    intent: 'joias minimalistas de prata no atacado',
    heroTitle: 'Desenho limpo e acabamento artesanal na prata Bali minimalista',
    heroImage: 'argolas-minimalistas',
    body: 'pages/joias-bali-minimalistas.md',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças minimalistas.',
    drawsConsumers: true,
    cta: { text: 'Veja as peças de desenho limpo do catálogo atual.' },
    internalLinks: [
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis de prata Bali',
        description: 'Aros finos e solitários para montar composições empilhadas.',
      },
      {
        to: '/joias-de-prata-lisa',
        title: 'Joias de prata lisa',
        description: 'Peças lisas, sem relevo, para quem quer ainda menos ornamento.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Modelos pequenos para orelhas com vários furos.',
      },
      {
        to: '/joias-bali-na-moda-feminina',
        title: 'Prata Bali na moda feminina',
        description: 'Produções para o trabalho e para o dia a dia.',
      },
    ],
  },
  {
    route: '/joias-bali-luxo-e-exclusividade',
    title: 'Joias Bali de alto padrão',
    description:
      'Lojas de alto padrão pedem ourivesaria detalhada e pedras explicadas com precisão. Veja como expor e atender um público exigente com prata Bali.',
    keywords: [
      'joias de prata de alto padrão para revenda',
      'joias exclusivas de prata',
      'joias artesanais de luxo no atacado',
      'pedras tratadas em joias',
      'vitrine de joias de alto padrão',
    ],
    intent: 'joias de prata de alto padrão para revenda',
    heroTitle: 'Luxo artesanal em prata Bali: peças de destaque para clientes exigentes',
    heroImage: 'pingente-ametista-prata',
    body: 'pages/joias-bali-luxo-e-exclusividade.md',
    whatsappMessage: 'Olá! Gostaria de conhecer no catálogo as peças de prata Bali de maior destaque.',
    drawsConsumers: true,
    cta: { text: 'Separe as peças de destaque para a sua cliente mais exigente.' },
    internalLinks: [
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Por que técnica e trabalho manual justificam o preço, e como dizer isso.',
      },
      {
        to: '/joias-com-pedra-esmeralda',
        title: 'Joias com esmeralda',
        description: 'O verde que o cliente associa ao alto padrão, e os tratamentos da pedra.',
      },
      {
        to: '/joias-personalizadas-bali',
        title: 'Joias sob encomenda',
        description: 'Peças feitas a partir do pedido de uma cliente.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'As etapas manuais que tornam cada peça diferente da outra.',
      },
    ],
  },
  {
    route: '/correntaria-de-prata-925',
    title: 'Correntaria de prata 925 no atacado',
    description:
      'Veneziana, cartier, grumet ou elo português? Como escolher correntes de prata 925 para revenda, na espessura certa para cada pingente.',
    keywords: [
      'correntes de prata 925 no atacado',
      'correntaria de prata para revenda',
      'tipos de corrente de prata',
      'corrente grumet de prata',
      'corrente para pingente no atacado',
    ],
    intent: 'correntes de prata 925 no atacado',
    heroTitle: 'Correntaria de prata 925: elos, espessuras e comprimentos',
    heroImage: 'colar-pingente-prata',
    body: 'pages/correntaria-de-prata-925.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de correntaria de prata 925 para a minha loja.',
    drawsConsumers: true,
    cta: { text: 'Peça o catálogo e veja a linha de correntaria.' },
    questions: [
      {
        question: 'Como pedir a linha de correntaria?',
        answer:
          'Marque Correntaria entre as linhas do formulário do catálogo, ou peça pelo WhatsApp: o catálogo traz os modelos do momento, com o peso e o preço de cada corrente.',
      },
      {
        question: 'As correntes também são de prata 925?',
        answer:
          'Sim. Como as demais peças, são de prata 925, com 92,5% de prata pura, e têm a mesma garantia vitalícia do metal.',
      },
      {
        question: 'Como é calculado o preço de uma corrente?',
        answer:
          'Pelo peso, a R$ 14,90 o grama, como toda a prata do atacado: quanto mais grossa e mais longa, mais a corrente pesa.',
      },
    ],
    internalLinks: [
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Pingentes de prata Bali para vender junto com a corrente.',
      },
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas de prata',
        description: 'Correntes grossas, pulseiras e anéis para a linha masculina.',
      },
      {
        to: '/joias-de-prata-lisa',
        title: 'Joias de prata lisa',
        description: 'Argolas, aros e chapinhas lisas para compor com as correntes.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata',
        description: 'Como guardar correntes sem nós e orientar o cliente.',
      },
    ],
  },
  {
    route: '/joias-de-prata-lisa',
    title: 'Joias de prata lisa no atacado',
    description:
      'Argolas, aros e chapinhas sem relevo ao lado da prata Bali. O papel da prata 925 lisa na vitrine, os cuidados que ela pede e a primeira compra.',
    keywords: [
      'joias de prata lisa no atacado',
      'argola de prata lisa para revenda',
      'anel liso de prata 925',
      'chapinha de prata lisa',
      'prata lisa ou prata bali',
    ],
    intent: 'joias de prata lisa no atacado',
    heroTitle: 'As peças de prata lisa que completam a vitrine de prata Bali',
    heroImage: 'argolas-minimalistas',
    body: 'pages/joias-de-prata-lisa.md',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de prata lisa para a minha loja.',
    drawsConsumers: true,
    cta: { text: 'Complete a vitrine com a linha de prata lisa.' },
    questions: [
      {
        question: 'O que entra na linha de prata lisa?',
        answer:
          'Peças de desenho simples, sem relevo nem envelhecido, na mesma prata 925 das peças Bali. Os modelos do momento estão no catálogo.',
      },
      {
        question: 'Posso juntar prata lisa e prata Bali no mesmo pedido?',
        answer: 'Sim. As linhas entram juntas na mesma compra, e o pedido mínimo de R$ 800,00 vale para o total.',
      },
      {
        question: 'Como peço o catálogo de prata lisa?',
        answer:
          'Marque Prata Lisa entre as linhas do formulário do catálogo, ou diga na conversa pelo WhatsApp que quer ver essa linha.',
      },
    ],
    internalLinks: [
      {
        to: '/prata-bali-vs-prata-italiana',
        title: 'Prata Bali ou prata italiana',
        description: 'Os estilos comparados em design, acabamento, técnica e público.',
      },
      {
        to: '/joias-bali-minimalistas',
        title: 'Joias Bali minimalistas',
        description: 'Peças leves de estilo Bali para combinar com as lisas.',
      },
      {
        to: '/correntaria-de-prata-925',
        title: 'Correntaria de prata 925',
        description: 'Tipos de elo e comprimentos de corrente para revenda.',
      },
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis de prata Bali',
        description: 'Anéis trabalhados para empilhar ao lado dos aros lisos.',
      },
    ],
  },
];

/**
 * The gemstone pages. One entry is a complete page: the template writes the headings and the body from these
 * fields. The route is /joias-com-pedra-<slug> unless `route` says otherwise.
 */
const stones: ManifestInput['stones'] = [
  {
    slug: 'quartzo-rosa',
    name: 'Quartzo-rosa',
    title: 'Joias com quartzo-rosa em prata Bali',
    description:
      'De onde vem o rosa do quartzo-rosa, por que ele pode desbotar ao sol e como reconhecer imitações, para apresentar a pedra em prata Bali envelhecida.',
    keywords: [
      'joias com quartzo-rosa para revenda',
      'anel de quartzo-rosa em prata para revenda',
      'brinco de quartzo-rosa prata bali para revenda',
      'pingente de quartzo-rosa para revenda',
      'quartzo-rosa no atacado',
    ],
    intent: 'joias com quartzo-rosa para revenda',
    heroTitle: 'O rosa leitoso do quartzo-rosa em moldura de prata Bali envelhecida',
    heroImage: 'desenho-quartzo-rosa',
    color: '#f0b8c0',
    intro:
      'O quartzo-rosa é uma daquelas pedras que o cliente reconhece de longe e pede pelo nome. O tom suave, quase de pétala, ganha profundidade quando cercado pela prata 925 de vãos escurecidos, e o contraste deixa a peça romântica sem cair no infantil. Na loja, atende várias idades, acompanha a roupa de trabalho e serve a muitos presentes.',
    look: 'A cor vai do rosa quase branco ao rosa-chá mais intenso, sempre com aspecto leitoso: exemplares totalmente límpidos são raros, e é justamente essa névoa interna que dá à pedra seu brilho macio. Em joias, ela aparece em cabochão liso ou com facetas discretas. Pequenas nuvens, fissuras internas e diferenças de tonalidade entre uma peça e outra são naturais e atestam a origem mineral.',
    origin:
      'Trata-se de uma variedade de quartzo, o mesmo mineral do [cristal-de-rocha](/joias-com-pedra-cristal-de-rocha) e da [ametista](/joias-com-pedra-ametista). A causa exata do tom rosado ainda é estudada: pesquisas recentes apontam inclusões microscópicas de fibras minerais, e não apenas traços de titânio ou manganês, como se pensava. O Brasil, em especial Minas Gerais, está entre os grandes produtores, ao lado de Madagascar, Índia e África do Sul. A pedra raramente passa por tratamento, mas existem imitações de vidro e quartzo tingido: um rosa muito uniforme, sem nenhuma névoa, é motivo para nos perguntar pelo WhatsApp.',
    meaning:
      'Na tradição popular, o quartzo-rosa é chamado de pedra do amor, num sentido mais amplo que o romântico: o esoterismo também o liga ao carinho consigo mesmo, às amizades e à reconciliação. Uma lenda inspirada na mitologia grega conta que Afrodite se feriu num espinheiro ao correr para salvar Adônis, e o sangue dos dois tingiu o cristal. Daí sua presença constante em datas afetivas.',
    pairing:
      'Sozinho, o rosa claro poderia parecer apagado; a prata oxidada lhe dá uma moldura escura e firme. Granulações em volta do cabochão e pequenas espirais de filigrana reforçam o ar delicado. É a pedra certa para clientes de estilo romântico, noivas em busca de algo diferente do ouro e mulheres que preferem joias discretas. Com roupas claras ou em tons pastel, o resultado fica ainda mais bonito.',
    care: 'A cor é o ponto frágil do quartzo-rosa, não a resistência: a pedra tem dureza 7 na escala de Mohs, mas pode desbotar se passar muito tempo sob sol forte. Oriente o cliente a não deixar a joia na janela ou no painel do carro. Na pedra, água morna e sabão neutro bastam; na prata, só flanela seca. Guarde cada peça em saquinho individual.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares', 'conjuntos'],
    typesText:
      'É comum em anéis de cabochão oval, brincos de gota, pingentes de coração, colares e conjuntos. Na vitrine, agrupe as peças do rosa mais claro ao mais vivo: o cliente compara melhor e muitas vezes leva mais de uma. Brincos leves, de custo menor, são uma forma acessível de apresentar a prata Bali a quem ainda não a conhece.',
    cta: { text: 'Peça o catálogo e veja o quartzo-rosa na prata envelhecida.' },
    questions: [
      {
        question: 'O quartzo-rosa desbota?',
        answer:
          'A cor pode clarear se a peça passar muito tempo sob sol forte; a dureza, 7 na escala de Mohs, aguenta bem o uso diário. Oriente o cliente a não deixar a joia na janela nem no painel do carro.',
      },
      {
        question: 'Como saber se é quartzo-rosa e não vidro?',
        answer:
          'O quartzo-rosa natural é leitoso, com pequenas nuvens e diferenças de tom entre uma peça e outra. Um rosa muito uniforme e límpido pode ser vidro ou quartzo tingido; numa peça nossa, pergunte-nos antes de responder ao cliente.',
      },
      {
        question: 'Para quem oferecer uma peça de quartzo-rosa?',
        answer:
          'Para datas afetivas, como Dia das Mães e Dia dos Namorados, e para clientes de estilo romântico. A tradição popular chama o quartzo-rosa de pedra do amor, uma história que cabe no cartão do presente.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-ametista',
        title: 'Joias com ametista',
        description: 'Outra variedade de quartzo, em tons de violeta, que faz par natural com o rosa.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para presentear',
        description: 'Ideias de peças em prata Bali para datas afetivas e presentes especiais.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Modelos de brincos em prata Bali com pedras naturais para a sua vitrine.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Como cuidar da prata Bali',
        description: 'Orientações de limpeza e armazenamento para repassar aos seus clientes.',
      },
    ],
  },
  {
    slug: 'citrino',
    name: 'Citrino',
    title: 'Joias com citrino em prata Bali',
    description:
      'A maior parte do citrino do mercado é ametista aquecida. Veja o que dizer ao cliente sobre a pedra em prata 925 oxidada, os cuidados e a vitrine.',
    keywords: [
      'joias com citrino para revenda',
      'anel de citrino em prata para revenda',
      'citrino prata bali',
      'pingente de citrino para revenda',
      'citrino no atacado para revenda',
    ],
    intent: 'joias com citrino para revenda',
    heroTitle: 'O amarelo-mel do citrino na prata Bali artesanal',
    heroImage: 'desenho-citrino',
    color: '#e3a21a',
    intro:
      'O citrino traz para a vitrine o amarelo do sol. O amarelo-dourado combina com a pele bronzeada, com o verão e com roupas em tons terrosos, e fica especialmente vivo ao lado do cinza escuro da prata envelhecida. Para quem revende, é uma alternativa colorida ao ouro: entrega o calor do dourado numa peça feita à mão, com valor bem mais acessível.',
    look: 'É um quartzo transparente, de brilho vítreo, cuja cor passa pelo amarelo-limão e pelo champanhe até chegar ao laranja-conhaque nos tons mais fechados. Por ser límpido, aceita bem a lapidação facetada, que multiplica os reflexos, mas também aparece em cabochão e em formatos livres. Leves diferenças de saturação entre duas pedras do mesmo lote são normais e não indicam defeito.',
    origin:
      'Quimicamente, o citrino é dióxido de silício, como qualquer quartzo, e deve a cor a traços de ferro na estrutura do cristal. Exemplares de coloração natural intensa são raros, e por isso a maior parte do citrino vendido no mundo é [ametista](/joias-com-pedra-ametista) aquecida, um tratamento estável e aceito no mercado; o citrino de cor natural costuma ser mais claro. Quando a diferença importa para o cliente, pergunte-nos qual é o caso. Entre as principais fontes mundiais de quartzo colorido está o Brasil, com depósitos no Rio Grande do Sul, em Minas Gerais e na Bahia; Bolívia, Madagascar e Rússia também figuram entre as origens conhecidas.',
    meaning:
      'Batizado a partir do latim *citrus*, por causa da cor de limão, o citrino carrega uma reputação antiga ligada à prosperidade. Na tradição popular, a pedra é conhecida como pedra do comerciante: existe o costume de guardar um cristal na gaveta do caixa para atrair bons negócios. Correntes esotéricas também o associam ao sol, à alegria e ao otimismo, uma história leve e simples de contar no atendimento.',
    pairing:
      'No metal oxidado, o amarelo salta aos olhos. Engastes com bolinhas de granulação e folhagens em relevo lembram os motivos florais balineses e emolduram a pedra como um pequeno sol. O citrino agrada a clientes de estilo *boho* e étnico e a quem deseja um tom dourado sem usar ouro. Combina com linho, couro e outras pedras quentes, como a [granada](/joias-com-pedra-granada) e o olho-de-tigre.',
    care: 'Dureza 7 na escala de Mohs e boa resistência ao uso diário tornam o citrino indicado até para anéis. Evite choques fortes e mudanças bruscas de temperatura, que podem trincar o cristal. Para limpar, use escova macia com água e algumas gotas de detergente neutro e seque bem. Na prata, dispense líquidos de limpeza por imersão, que tiram a oxidação dos vãos; uma flanela basta.',
    jewelryTypes: ['anéis', 'pingentes', 'brincos', 'colares'],
    typesText:
      'Anéis solitários com citrino facetado são o formato mais clássico, seguidos de pingentes em gota, colares e brincos com pedra pendente. Uma dica de exposição: coloque o citrino sobre fundo escuro, como veludo preto ou madeira, e perto de luz natural. Misturar na mesma bandeja citrino e ametista, dois quartzos de cores opostas, ajuda a vender os dois.',
    cta: { text: 'Veja no catálogo as peças com citrino para a vitrine.' },
    questions: [
      {
        question: 'O citrino das joias é natural?',
        answer:
          'Na maior parte do mercado, o citrino é ametista aquecida, um tratamento estável e aceito; o de cor natural é raro e costuma ser mais claro. Se a diferença importa para o seu cliente, confirme conosco a origem da pedra antes de informar.',
      },
      {
        question: 'Anel de citrino aguenta o uso diário?',
        answer:
          'Aguenta: com dureza 7 na escala de Mohs, o citrino resiste bem. Evite pancadas fortes e mudanças bruscas de temperatura, que podem trincar o cristal.',
      },
      {
        question: 'Como expor o citrino na vitrine?',
        answer:
          'Sobre fundo escuro e perto de luz natural, que acendem o amarelo. Ao lado da ametista, outro quartzo de cor oposta, as duas pedras se valorizam.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-ametista',
        title: 'Ametista em prata Bali',
        description: 'O quartzo violeta que forma com o citrino um contraste clássico na vitrine.',
      },
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis de prata Bali',
        description: 'Anéis artesanais em prata 925 envelhecida, com e sem pedras.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali no estilo boho',
        description: 'Como montar uma seleção boho com pedras quentes e prata oxidada.',
      },
    ],
  },
  {
    slug: 'jade',
    name: 'Jade',
    title: 'Joias com jade em prata Bali',
    description:
      'Nefrita ou jadeíta? Jade tingido e imitações, o simbolismo na China e os cuidados com o jade verde em joias de prata 925 envelhecida de estilo Bali.',
    keywords: [
      'joias com jade para revenda',
      'pingente de jade em prata para revenda',
      'anel de jade prata bali para revenda',
      'jade verde em prata 925',
      'jade no atacado',
    ],
    intent: 'joias com jade para revenda',
    heroTitle: 'O verde milenar do jade em peças artesanais de prata Bali',
    heroImage: 'pingente-metais-bancada',
    color: '#4f9a6e',
    intro:
      'Venerado na China durante milênios, o jade ainda desperta curiosidade no cliente brasileiro. Na prata Bali envelhecida, o verde sereno parece ainda mais antigo, como se a peça tivesse atravessado gerações. É uma boa aposta para lojas que atendem um público interessado em cultura oriental, meditação ou simplesmente em joias com uma história para contar.',
    look: 'O verde é o tom mais conhecido, do verde-maçã ao verde-espinafre, mas o jade também ocorre em branco, lavanda, amarelo e preto. A superfície polida tem brilho entre o gorduroso e o vítreo e uma translucidez suave. Como o material é muito tenaz, aceita entalhes, discos, argolas e cabochões. Manchas, veios e nuvens mais claras são comuns e fazem parte da pedra.',
    origin:
      'Jade não é um único mineral: o nome reúne a nefrita, um anfibólio, e a jadeíta, um piroxênio, que só foram diferenciadas no século XIX. A nefrita vem principalmente da China, do Canadá, da Rússia e da Nova Zelândia. Já a jadeíta de maior fama sai de Mianmar, e a Guatemala abriga jazidas exploradas desde os olmecas e os maias. O nome também é usado de forma solta: circulam no mercado jadeíta tingida ou impregnada de resina e pedras mais baratas vendidas como jade, como serpentina, aventurina e quartzo tingido. Ao falar da pedra com o cliente, repasse a identificação que lhe dermos para cada peça.',
    meaning:
      'Na tradição chinesa, o jade simboliza virtude, pureza e longevidade, e Confúcio comparou suas qualidades às de uma pessoa íntegra. Um ditado antigo diz que o ouro tem preço, mas o jade não tem. Entre os maoris da Nova Zelândia, pingentes de *pounamu*, a nefrita local, passam de geração em geração. Na cultura popular, a pedra é associada à sorte, à harmonia e à proteção.',
    pairing:
      'O verde do jade e o cinza da prata oxidada formam uma dupla discreta e elegante. Molduras de filigrana em volta de um disco de jade, ou granulação fina ao redor de um cabochão oval, reforçam esse clima oriental. Funciona para clientes maduros, para quem se interessa por espiritualidade e também para homens, já que o tom sóbrio cai bem em anéis mais pesados e pingentes de corrente grossa.',
    care: 'A jadeíta marca de 6,5 a 7 na escala de Mohs e a nefrita, de 6 a 6,5, mas ambas são extremamente tenazes e resistem a lascas. O maior risco está nos produtos químicos: perfume, cloro e cosméticos podem opacar o polimento. Limpe com pano úmido e seque em seguida. Quanto à prata, guarde a joia fechada em saquinho para evitar manchas e nunca use banhos de limpeza rápida.',
    jewelryTypes: ['pingentes', 'anéis', 'pulseiras', 'colares'],
    typesText:
      'O jade aparece sobretudo em pingentes, muitos com símbolos espirituais, além de colares, anéis masculinos e femininos e pulseiras com contas. Para o lojista, vale montar um expositor temático com peças de inspiração oriental, acompanhado de um pequeno cartão que explique o significado da pedra na China. Esse tipo de informação ajuda o cliente a justificar a compra para si mesmo.',
    cta: { text: 'Pergunte pelas peças com jade ao receber o catálogo.' },
    questions: [
      {
        question: 'Todo jade é igual?',
        answer:
          'Jade reúne dois minerais, a nefrita e a jadeíta, e o nome também é usado para pedras mais baratas, como serpentina e quartzo tingido. Peça-nos a identificação da pedra de cada peça antes de passar a informação ao cliente.',
      },
      {
        question: 'O jade quebra com facilidade?',
        answer:
          'É um material muito tenaz, que resiste a lascas. O risco maior são perfume, cloro e cosméticos, capazes de opacar o polimento.',
      },
      {
        question: 'Que história contar sobre o jade?',
        answer:
          'Na China, o jade simboliza virtude, pureza e longevidade; entre os maoris da Nova Zelândia, pingentes de nefrita passam de geração em geração. Um cartão com essa história ajuda o cliente a escolher.',
      },
    ],
    internalLinks: [
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos espirituais',
        description: 'Pingentes de prata Bali com símbolos de várias tradições, ótimos parceiros do jade.',
      },
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas em prata Bali',
        description: 'Anéis e pingentes de prata envelhecida pensados para o público masculino.',
      },
      {
        to: '/joias-com-pedra-amazonita',
        title: 'Joias com amazonita',
        description: 'Outra pedra verde, de tom mais azulado, para ampliar a paleta da vitrine.',
      },
    ],
  },
  {
    slug: 'lapis-lazuli',
    name: 'Lápis-lazúli',
    title: 'Joias com lápis-lazúli em prata Bali',
    description:
      'Pirita dourada, calcita branca e um azul disputado por faraós. Como reconhecer lápis-lazúli tingido e cuidar da pedra em joias de prata oxidada.',
    keywords: [
      'joias com lápis-lazúli para revenda',
      'anel de lápis-lazúli em prata para revenda',
      'pingente de lápis-lazúli prata bali para revenda',
      'colar de lápis-lazúli para revenda',
      'lápis-lazúli no atacado',
    ],
    intent: 'joias com lápis-lazúli para revenda',
    heroTitle: 'O azul profundo do lápis-lazúli em joias de prata Bali',
    heroImage: 'pingente-prata-bronze',
    color: '#26619c',
    intro:
      'Azul profundo, salpicado de pontinhos dourados: o lápis-lazúli chama atenção mesmo numa vitrine cheia. Essa cor intensa foi disputada por faraós, reis e pintores, e o cliente percebe na hora que está diante de algo com peso histórico. Engastado em prata Bali escurecida, o azul ganha ainda mais densidade. A pedra atende mulheres e homens e aparece bem em peças grandes.',
    look: 'Opaco, o lápis-lazúli vai de um azul vivo, quase cobalto, ao azul-marinho, às vezes com leve toque violeta. Os brilhos que parecem ouro são pirita, e as manchas ou veios brancos são calcita. Quanto mais uniforme e intenso o azul, e quanto menos calcita aparece, mais valorizada é a pedra. Como não é transparente, ele é trabalhado em cabochões, placas, contas e formas entalhadas, com polimento de brilho suave.',
    origin:
      'Mais do que um mineral, o lápis-lazúli é uma rocha, formada principalmente por lazurita, com calcita, pirita e outros minerais em menor quantidade. As minas de Badakhshan, no nordeste do Afeganistão, são exploradas há cerca de seis mil anos e continuam sendo a referência mundial. Há também depósitos importantes no Chile, na cordilheira dos Andes, e na Rússia, perto do lago Baikal. No comércio, é comum o lápis-lazúli ser tingido para uniformizar o azul ou receber cera para realçar o brilho, e há imitações de jaspe tingido e de pó de pedra reconstituído: um azul perfeitamente homogêneo, sem nenhum ponto de calcita, merece uma pergunta antes da venda.',
    meaning:
      'No Egito antigo, o lápis-lazúli representava o céu noturno e estava ligado à realeza: aparece, por exemplo, na máscara funerária de Tutancâmon. Moído, virou o pigmento azul-ultramar, que na Europa renascentista chegou a custar mais que o ouro e era reservado, em muitas pinturas, ao manto da Virgem. Na tradição esotérica, é chamado de pedra da sabedoria e da verdade, ligado à intuição e à expressão.',
    pairing:
      'Poucas combinações são tão clássicas quanto azul e prata. No metal envelhecido, o lápis ganha contraste máximo, e os pontinhos de pirita ecoam o brilho das partes polidas da peça. Bordas de granulação e arabescos de filigrana dão à peça um clima de tesouro antigo. Funciona para o público masculino em anéis de pedra grande, para mulheres de gosto clássico e para quem procura joias de inspiração egípcia ou mística.',
    care: 'Mais macio que o quartzo, o lápis-lazúli fica entre 5 e 5,5 na escala de Mohs e pode ganhar riscos com o tempo. A calcita presente na rocha reage a ácidos, então mantenha a joia longe de limão, vinagre, perfume e produtos de limpeza. Não deixe de molho em água e evite aparelhos ultrassônicos. Para a prata, flanela seca e armazenamento separado das demais peças, sem atrito.',
    jewelryTypes: ['anéis', 'pingentes', 'colares', 'brincos', 'conjuntos'],
    typesText:
      'É comum em anéis de cabochão grande, pingentes retangulares, colares, brincos e conjuntos de brinco e pingente. Uma estratégia que funciona: expor o conjunto completo reunido, em vez de espalhar as peças pela loja. O cliente visualiza a produção inteira e tende a levar mais de um item. Sugira também usar o pingente com cordão de couro, para um visual mais despojado. Para quem procura um azul profundo de preço menor, a [sodalita](/joias-com-pedra-sodalita) completa a vitrine.',
    cta: { text: 'Confira no catálogo os modelos com lápis-lazúli.' },
    questions: [
      {
        question: 'O lápis-lazúli pode ser tingido?',
        answer:
          'Pode: no comércio é comum tingir a pedra para uniformizar o azul ou aplicar cera para dar brilho. Pontinhos dourados de pirita e manchas claras de calcita são sinais de material natural.',
      },
      {
        question: 'Quais cuidados o lápis-lazúli pede?',
        answer:
          'É uma pedra macia, entre 5 e 5,5 na escala de Mohs, e a calcita da rocha reage a ácidos. Mantenha-a longe de limão, vinagre, perfume e produtos de limpeza, e nunca a deixe de molho.',
      },
      {
        question: 'Qual a diferença entre lápis-lazúli e sodalita?',
        answer:
          'A sodalita tem azul mais escuro, veios brancos marcados e quase nunca mostra pirita; o lápis-lazúli tem o azul intenso salpicado de dourado. As duas convivem bem na mesma vitrine.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-sodalita',
        title: 'Joias com sodalita',
        description: 'Pedra azul de preço mais acessível, muitas vezes comparada ao lápis-lazúli.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Brinco, anel e pingente combinando, para aumentar o valor de cada venda.',
      },
      {
        to: '/historia-e-significado-da-prata-bali',
        title: 'História da prata Bali',
        description: 'A origem da ourivesaria balinesa e o significado das peças em prata envelhecida.',
      },
    ],
  },
  {
    slug: 'turmalina',
    name: 'Turmalina',
    title: 'Joias com turmalina em prata Bali',
    description:
      'Turmalina rosa, verde e bicolor em prata 925 envelhecida, com acabamento artesanal balinês: cores, origem brasileira, tratamentos comuns e cuidados.',
    keywords: [
      'joias com turmalina para revenda',
      'anel de turmalina em prata para revenda',
      'turmalina melancia prata bali',
      'turmalina rosa e verde',
      'turmalina no atacado para revenda',
    ],
    intent: 'joias com turmalina para revenda',
    heroTitle: 'Turmalina, a pedra de muitas cores, em joias de prata Bali',
    heroImage: 'desenho-turmalina',
    color: '#c2507a',
    intro:
      'Para quem gosta de cor, a turmalina é a pedra brasileira por excelência. Ela aparece em mais tonalidades do que quase qualquer outra gema, e esse leque permite montar uma vitrine inteira só com ela. Na prata Bali oxidada, esses tons vivos ganham ainda mais força. Contar que o Brasil está entre as grandes origens da pedra desperta orgulho em quem compra.',
    look: 'Rosa, vermelha, verde, azul, amarela, preta e até duas ou três cores no mesmo cristal: a turmalina melancia, rosa por dentro e verde por fora, é a mais querida. A pedra é transparente a translúcida, com brilho vítreo, e em geral é lapidada em formatos alongados, que acompanham o cristal. Muitas exibem pleocroísmo, ou seja, mudam levemente de tom conforme o ângulo de observação.',
    origin:
      'A turmalina é, na verdade, um grupo de minerais silicatados com boro, de composição química complexa. O Brasil é um dos maiores produtores, sobretudo em Minas Gerais, e a Paraíba deu nome à famosa turmalina de azul neon descoberta ali nos anos 1980. Afeganistão, Nigéria, Moçambique, Madagascar e Estados Unidos completam a lista de origens conhecidas. Parte das turmalinas do mercado passa por aquecimento ou irradiação para clarear ou intensificar a cor, tratamentos em geral estáveis, e imitações de vidro aparecem sobretudo nas cores mais vivas.',
    meaning:
      'Uma lenda egípcia conta que a turmalina atravessou um arco-íris ao sair do centro da Terra e, por isso, guardou todas as cores. A palavra tem origem no cingalês, língua do Sri Lanka, em que designava pedras de cores variadas. Na tradição esotérica, cada cor tem um sentido: a preta é tida como pedra de proteção, a rosa como pedra do afeto e a verde como símbolo de vitalidade.',
    pairing:
      'O segredo está no contraste: cores vivas brilham mais quando cercadas de prata escura. Uma fatia de turmalina melancia, moldura de granulação e alguns fios de filigrana já resultam numa peça de forte impacto. O alvo natural são as clientes que gostam de joias coloridas, as colecionadoras de pedras brasileiras e o público jovem, que mistura vários anéis na mesma mão. A preta, mais sóbria, atende bem o público masculino.',
    care: 'A turmalina alcança de 7 a 7,5 na escala de Mohs e suporta o uso diário, mas inclusões internas podem deixá-la sensível a pancadas e ao calor forte. Curiosamente, quando aquecida ou friccionada, a pedra se carrega de eletricidade e atrai poeira; por isso, pede limpeza frequente com água morna e detergente suave. Na prata, nada de polidores agressivos: a oxidação dos detalhes faz parte do design.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares'],
    typesText:
      'Anéis com turmalina em barra, brincos com pedras de cores diferentes, colares e pingentes de fatia bicolor são os formatos mais comuns. Para expor, organize as peças como uma paleta, em degradê. Como o tamanho das pedras varia bastante, confira o peso de cada peça: no atacado, é ele que define o custo e, portanto, a sua faixa de preço. Para quem prefere um rosa mais suave, o [quartzo-rosa](/joias-com-pedra-quartzo-rosa) completa a paleta.',
    cta: { text: 'Pergunte quais cores de turmalina o catálogo traz agora.' },
    questions: [
      {
        question: 'Por que a turmalina tem tantas cores?',
        answer:
          'Turmalina é um grupo de minerais de composição complexa, e pequenas variações químicas mudam a cor: há turmalinas rosa, verdes, pretas e bicolores, como a melancia.',
      },
      {
        question: 'A turmalina passa por tratamento?',
        answer:
          'Parte das turmalinas do mercado é aquecida ou irradiada para clarear ou intensificar a cor, tratamentos em geral estáveis. Imitações de vidro aparecem sobretudo nas cores mais vivas.',
      },
      {
        question: 'É verdade que a turmalina atrai poeira?',
        answer:
          'É: aquecida ou friccionada, ela se carrega de eletricidade e atrai poeira. Por isso pede limpeza frequente com água morna e detergente suave.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-quartzo-rosa',
        title: 'Joias com quartzo-rosa',
        description: 'Tons rosados mais suaves para quem prefere delicadeza à cor intensa.',
      },
      {
        to: '/tendencias-de-joias-bali',
        title: 'Tendências de joias Bali',
        description: 'O que está em alta em prata Bali e como aproveitar isso na sua vitrine.',
      },
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Prata Bali no atacado',
        description: 'Como funciona a compra no atacado: preço por grama, pedido mínimo e envio.',
      },
    ],
  },
  {
    slug: 'ametista',
    name: 'Ametista',
    title: 'Joias com ametista em prata Bali',
    description:
      'O violeta da ametista pode clarear ao sol, e existe ametista de laboratório. O que saber para vender a pedra em joias de prata 925 envelhecida.',
    keywords: [
      'joias com ametista para revenda',
      'anel de ametista em prata para revenda',
      'brinco de ametista prata bali para revenda',
      'pingente de ametista para revenda',
      'ametista no atacado',
    ],
    intent: 'joias com ametista para revenda',
    heroTitle: 'O violeta da ametista em moldura de prata Bali envelhecida',
    heroImage: 'pingente-ametista-prata',
    color: '#8e5bb5',
    intro:
      'O brasileiro conhece a ametista de cor. Ela está em geodos de sala de estar, em lojas de cristais e em joias de todas as faixas de preço, e o cliente muitas vezes já chega sabendo o que quer. O diferencial da prata Bali está no contraste, porque o violeta ganha sofisticação ao lado dos vãos escurecidos e dos relevos feitos à mão.',
    look: 'O roxo da ametista vai do lilás claro, quase rosado, ao púrpura profundo com reflexos avermelhados, tom conhecido no comércio como siberiano. A pedra é transparente, de brilho vítreo, e a cor muitas vezes se distribui em faixas ou zonas dentro do cristal. Fica linda facetada, mas também tem charme em cabochão ou em pequenos cristais brutos, que dão à peça um aspecto mais natural.',
    origin:
      'A ametista é um quartzo cuja cor violeta nasce da combinação de traços de ferro com a radiação natural das rochas ao redor. O Rio Grande do Sul tem uma das jazidas mais conhecidas do mundo, na região de Ametista do Sul, onde geodos gigantes se formaram dentro de antigos derrames de basalto. Uruguai, Zâmbia, Madagascar e Bolívia também produzem a pedra. Existe ainda ametista sintética, cultivada em laboratório e difícil de distinguir a olho nu, e o calor transforma a ametista em [citrino](/joias-com-pedra-citrino), origem da maior parte do citrino do mercado. Ao repassar a procedência de uma peça, use a informação que confirmarmos pelo WhatsApp.',
    meaning:
      'Em grego, *amethystos* significa não embriagado: na Grécia antiga, acreditava-se que a pedra protegia contra a embriaguez, e havia quem levasse amuletos de ametista aos banquetes. Mais tarde, a Igreja adotou a pedra nos anéis de bispos, como símbolo de humildade e devoção. Na tradição esotérica, ela é vista como pedra da calma, da meditação e da espiritualidade.',
    pairing:
      'Violeta e cinza-chumbo são uma combinação refinada, e a oxidação da prata Bali cumpre exatamente esse papel de fundo. Em anéis com moldura de granulação, a ametista lembra joias de época; em brincos de filigrana vazada, fica leve e feminina. O público é amplo: vai do cliente místico, que procura o significado da pedra, ao consumidor de moda, que quer apenas uma cor marcante para usar com preto, branco ou jeans.',
    care: 'Para a ametista, a preocupação maior é a luz. Com 7 na escala de Mohs, ela aguenta o uso cotidiano, mas o violeta pode clarear após longos períodos sob sol intenso ou calor forte. Escova macia e sabonete suave limpam a pedra. A prata precisa ser seca depois de molhada e guardada longe da umidade do banheiro.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares', 'conjuntos'],
    typesText:
      'A ametista se adapta a praticamente qualquer peça: anéis solitários e de pedra grande, brincos curtos e longos, pingentes, colares e conjuntos. Por ser conhecida e procurada, a pedra é ótima para a vitrine junto da porta da loja. Ter a ametista em vários tamanhos, do brinco pequeno ao anel imponente, permite atender orçamentos diferentes com a mesma história.',
    cta: { text: 'Escolha no catálogo as peças com ametista para a sua vitrine.' },
    questions: [
      {
        question: 'A ametista perde a cor?',
        answer:
          'O violeta pode clarear depois de longos períodos sob sol intenso ou calor forte. Com dureza 7, a pedra aguenta o uso diário; o cuidado maior é com a luz.',
      },
      {
        question: 'Existe ametista sintética?',
        answer:
          'Existe, cultivada em laboratório e difícil de distinguir a olho nu. Antes de informar a procedência ao cliente, pergunte-nos sobre a pedra da peça que lhe interessa.',
      },
      {
        question: 'Como atender orçamentos diferentes com ametista?',
        answer:
          'Tenha a pedra em vários tamanhos, do brinco pequeno ao anel de pedra grande: a mesma história atende quem quer gastar pouco e quem procura uma peça de destaque.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-citrino',
        title: 'Joias com citrino',
        description: 'O quartzo amarelo que contrasta com a ametista e completa a vitrine de cores.',
      },
      {
        to: '/significado-espiritual-da-prata-bali',
        title: 'Significado espiritual da prata Bali',
        description: 'O que a tradição diz sobre a prata e as pedras usadas nas joias balinesas.',
      },
      {
        to: '/vantagens-de-comprar-no-atacado',
        title: 'Vantagens do atacado',
        description: 'Por que comprar no atacado faz sentido para quem está montando o estoque.',
      },
    ],
  },
  {
    slug: 'amazonita',
    name: 'Amazonita',
    title: 'Joias com amazonita em prata Bali',
    description:
      'Amazonita verde-água em joias artesanais de prata 925 envelhecida, no estilo Bali: cor, origem, cuidados com a clivagem e ideias para a vitrine de verão.',
    keywords: [
      'joias com amazonita para revenda',
      'anel de amazonita em prata para revenda',
      'brinco de amazonita para revenda',
      'amazonita prata bali',
      'pulseira de amazonita para revenda',
    ],
    intent: 'joias com amazonita para revenda',
    heroTitle: 'O verde-água da amazonita em joias de prata Bali',
    heroImage: 'pingente-onda-prata',
    color: '#5fc4b0',
    intro:
      'A amazonita tem um verde-azulado leitoso que remete à água de praia e a lagos de montanha, e essa cor fresca agrada a quem quer fugir do óbvio. Ela permite oferecer algo diferente do azul e do verde mais comuns sem recorrer a gemas caras. Na prata Bali escurecida, o tom suave fica mais nítido, e a joia ganha um charme natural, meio praiano, meio artesanal.',
    look: 'É uma pedra opaca ou levemente translúcida, com cor que oscila entre o verde-menta, o turquesa claro e o verde-mar. De perto, quase sempre se veem listras ou uma trama de riscos brancos, típica do feldspato, e às vezes um brilho sedoso que acompanha o movimento da luz. Em joias, o formato mais comum é o cabochão, além de contas lisas.',
    origin:
      'A amazonita é uma variedade verde do microclínio, um feldspato potássico, e a cor está ligada a traços de chumbo e água em sua estrutura. Forma-se em granitos e pegmatitos, muitas vezes ao lado de quartzo. As fontes mais conhecidas ficam nos Estados Unidos, no Colorado, e na Rússia, nos montes Ilmen, além de Madagascar, Moçambique e Brasil. Em geral, a amazonita chega ao mercado sem tratamento além do polimento, às vezes com uma camada de cera que aviva o brilho; cores muito intensas e uniformes podem indicar vidro ou pedra tingida.',
    meaning:
      'O nome remete ao rio Amazonas, embora a pedra não seja típica da região, e também às lendárias guerreiras amazonas, o que lhe rendeu na cultura popular a fama de pedra da coragem. No Egito antigo, a amazonita foi usada em amuletos e adornos. Hoje, a tradição esotérica a relaciona à harmonia e à comunicação clara, e muita gente a escolhe como símbolo de tranquilidade em fases de mudança.',
    pairing:
      'Diferente das pedras escuras, que criam impacto, a amazonita forma com a prata oxidada um contraste suave. Cabochões ovais envoltos em filigrana lembram renda; com granulação, a peça fica mais rústica. Quem se veste com tons de areia, branco e azul, em estilo praiano ou *boho*, se identifica com ela. A pedra também agrada ao público jovem, que prefere cores claras e leves.',
    care: 'Atenção especial aos anéis: a amazonita tem clivagem perfeita e dureza de 6 a 6,5 na escala de Mohs, então uma pancada seca pode trincá-la ou lascá-la. Evite calor, produtos químicos e banho de mar com a joia. Limpe com pano macio levemente úmido. Depois de usar, guarde a peça em saquinho fechado, o que também protege a prata contra manchas.',
    jewelryTypes: ['brincos', 'pulseiras', 'anéis', 'colares', 'tornozeleiras'],
    typesText:
      'Brincos com cabochão, pulseiras de contas com detalhes em prata, anéis e colares são as aplicações mais frequentes, e a pedra aparece ainda em tornozeleiras de clima praiano. No verão, reserve um canto da loja para uma composição com amazonita, conchas e tecidos claros. Como muitas peças são leves, o preço final tende a ficar acessível, o que favorece a compra por impulso. Para quem prefere um verde mais fechado, o [jade](/joias-com-pedra-jade) é o vizinho natural na vitrine.',
    cta: { text: 'Veja como a amazonita aparece nos modelos do catálogo.' },
    questions: [
      {
        question: 'A amazonita é resistente?',
        answer:
          'Tem dureza de 6 a 6,5 e clivagem perfeita: uma pancada seca pode trincá-la ou lascá-la, sobretudo em anéis. Brincos e colares sofrem menos.',
      },
      {
        question: 'A cor da amazonita é natural?',
        answer:
          'Em geral, sim: ela costuma chegar ao mercado só polida, às vezes com uma camada de cera. Um verde muito intenso e uniforme pode indicar vidro ou pedra tingida.',
      },
      {
        question: 'Para quem vender amazonita?',
        answer:
          'Para quem se veste em tons de areia, branco e azul, em estilo praiano ou boho, e para o público jovem que prefere cores claras. No verão, uma composição com amazonita e tecidos claros chama a atenção.',
      },
    ],
    internalLinks: [
      {
        to: '/tornozeleiras-de-prata-bali',
        title: 'Tornozeleiras de prata Bali',
        description: 'Tornozeleiras artesanais que combinam com o clima de verão da amazonita.',
      },
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'Outra pedra azul-esverdeada, clássica nas peças de prata de Bali.',
      },
      {
        to: '/joias-com-pedra-jade',
        title: 'Joias com jade',
        description: 'Um verde mais fechado e tradicional para quem busca peças de inspiração oriental.',
      },
    ],
  },
  {
    slug: 'olho-de-tigre',
    name: 'Olho-de-tigre',
    title: 'Joias com olho-de-tigre em prata Bali',
    description:
      'Por que a luz corre sobre o olho-de-tigre, quais tons são tratados e por que a pedra agrada ao público masculino em anéis de prata 925 oxidada.',
    keywords: [
      'joias com olho-de-tigre para revenda',
      'anel de olho-de-tigre em prata para revenda',
      'pingente de olho-de-tigre masculino para revenda',
      'olho-de-tigre prata bali',
      'olho-de-tigre no atacado',
    ],
    intent: 'joias com olho-de-tigre para revenda',
    heroTitle: 'Olho-de-tigre em prata Bali, com o brilho dourado que se move com a luz',
    heroImage: 'ourives-na-bancada',
    color: '#b5762a',
    intro:
      'Basta girar a peça na mão para entender o sucesso do olho-de-tigre: uma faixa de luz dourada desliza sobre a pedra, como o olhar de um felino. Esse efeito prende a atenção do cliente na vitrine. Em prata Bali envelhecida, o marrom-dourado fica quente e terroso, com cara de joia de viagem. Atende bem tanto homens quanto mulheres.',
    look: 'Listras em marrom, mel e dourado, com brilho sedoso, formam o visual clássico. O fenômeno que faz a luz correr pela superfície se chama acatassolamento, ou efeito olho-de-gato, e só aparece quando o lapidador orienta as fibras corretamente num cabochão abaulado. A pedra é opaca, e a largura das faixas muda de exemplar para exemplar. Existe ainda o olho-de-falcão, de tom azul-acinzentado, formado pelo mesmo processo.',
    origin:
      'O olho-de-tigre é um quartzo que preservou a estrutura fibrosa de um mineral anterior, a crocidolita, uma variedade da riebeckita. Segundo a explicação mais difundida, a sílica ocupou as fibras e o ferro oxidado deu o tom dourado. A maior fonte mundial é a África do Sul, na província do Cabo Setentrional; Austrália, Namíbia, Índia e Mianmar também registram ocorrências. Tons avermelhados, às vezes vendidos como olho-de-boi, costumam resultar de aquecimento, e existem versões tingidas em cores que a pedra não tem naturalmente; o mel e o dourado clássicos costumam ser naturais.',
    meaning:
      'Em várias culturas, pedras que lembram um olho foram usadas contra o mau-olhado, e o olho-de-tigre herdou essa fama. A tradição popular conta que soldados romanos a levavam para a batalha como amuleto de coragem. Hoje, a cultura esotérica a associa à confiança, à determinação e à proteção, e muitos clientes a procuram como talismã para começar um negócio ou atravessar uma fase difícil.',
    pairing:
      'O tom mel do olho-de-tigre e os vãos escurecidos da prata lembram couro envelhecido e madeira, uma estética quente e masculina sem ser pesada. Anéis largos com bordas de granulação e pingentes de moldura lisa são os preferidos dos homens; para o público feminino, brincos com filigrana e pulseiras de contas funcionam bem. A pedra combina com roupas em cáqui, marrom, verde-oliva e jeans.',
    care: 'Próximo de 7 na escala de Mohs, o olho-de-tigre resiste bem ao uso diário, inclusive em anéis masculinos. Por ser fibroso, porém, não gosta de impactos fortes, que podem abrir fissuras nas bordas. Ácidos e produtos de limpeza agressivos devem ficar longe. Água com um pouco de sabão neutro resolve a limpeza da pedra. Na prata, a flanela seca mantém o contraste entre vãos escuros e relevos brilhantes.',
    jewelryTypes: ['anéis', 'pingentes', 'pulseiras', 'brincos'],
    typesText:
      'Anéis masculinos e femininos são o formato mais comum, seguidos de pingentes, pulseiras e brincos. No expositor, deixe uma das peças sob um foco de luz direta: o brilho em movimento chama o cliente para perto. Se a sua loja ainda não trabalha com o público masculino, o olho-de-tigre é um bom primeiro passo, porque o homem aceita essa pedra com facilidade.',
    cta: { text: 'Peça o catálogo e confira as peças com olho-de-tigre.' },
    questions: [
      {
        question: 'Por que a luz corre sobre o olho-de-tigre?',
        answer:
          'É o acatassolamento, ou efeito olho-de-gato: a pedra tem estrutura fibrosa, e a faixa de brilho aparece quando o cabochão é lapidado na orientação certa.',
      },
      {
        question: 'O olho-de-tigre é tingido?',
        answer:
          'O mel e o dourado clássicos costumam ser naturais. Tons avermelhados em geral vêm de aquecimento, e existem versões tingidas em cores que a pedra não tem.',
      },
      {
        question: 'Olho-de-tigre serve para anéis masculinos?',
        answer:
          'Serve: perto de 7 na escala de Mohs, resiste ao uso diário. Por ser fibroso, evite impactos fortes, que abrem fissuras nas bordas.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-bali-masculinas-modernas',
        title: 'Joias Bali masculinas modernas',
        description: 'Referências de estilo para vender prata Bali ao público masculino.',
      },
      {
        to: '/joias-com-pedra-citrino',
        title: 'Joias com citrino',
        description: 'Amarelo transparente que combina com os tons quentes do olho-de-tigre.',
      },
      {
        to: '/pulseiras-de-prata-bali-artesanais',
        title: 'Pulseiras de prata Bali',
        description: 'Pulseiras artesanais em prata 925 envelhecida, com e sem pedras naturais.',
      },
      {
        to: '/como-revender-prata-bali',
        title: 'Como revender prata Bali',
        description: 'Dicas práticas para montar e vender uma linha de prata Bali na sua loja.',
      },
    ],
  },
  {
    slug: 'granada',
    name: 'Granada',
    title: 'Joias com granada em prata Bali',
    description:
      'O vermelho-vinho das joias de época em prata 925 envelhecida. Conheça a família das granadas, os cuidados com a pedra e a pedra do mês de janeiro.',
    keywords: [
      'joias com granada para revenda',
      'anel de granada em prata para revenda',
      'brinco de granada prata bali para revenda',
      'granada vermelha em prata 925',
      'granada no atacado',
    ],
    intent: 'joias com granada para revenda',
    heroTitle: 'O vermelho-vinho da granada em joias de prata Bali',
    heroImage: 'aro-prata-triblet',
    color: '#7a1f2b',
    intro:
      'A granada oferece o vermelho profundo que muitos clientes associam ao [rubi](/joias-com-pedra-rubi), mas com identidade própria e um longo histórico na joalheria antiga. Cercado pela prata Bali envelhecida, o tom vinho lembra as joias guardadas por gerações. Para o lojista, é uma pedra elegante para o inverno, para as festas de fim de ano e para as datas românticas.',
    look: 'O tom mais conhecido é o vermelho-vinho, às vezes puxado para o marrom ou para o violeta, mas a família inclui granadas alaranjadas, verdes e até cor de mel. A pedra é transparente, com brilho vítreo forte, e em tons muito escuros pode parecer quase preta sob luz fraca. Aparece facetada em tamanhos pequenos, que deixam a cor mais viva, ou em cabochão.',
    origin:
      'Granada é o nome de um grupo de silicatos com estrutura cristalina semelhante: almandina, piropo, espessartita, grossulária, andradita e uvarovita são os principais membros. A Boêmia, na atual República Tcheca, ficou famosa no século XIX pelo piropo vermelho. Hoje há produção na Índia, no Sri Lanka, em Madagascar, em vários países da África Oriental e também no Brasil. A granada raramente passa por tratamento, o que simplifica a explicação ao cliente; o cuidado maior é com as imitações de vidro vermelho, comuns em bijuterias.',
    meaning:
      '*Granatum*, romã em latim, deu nome à pedra, porque os cristais pequenos e vermelhos lembram as sementes da fruta. A tradição associa a granada à amizade, à lealdade e à paixão, e viajantes medievais a levavam como amuleto de proteção. Uma lenda conta que Noé teria iluminado a arca com uma granada. É também a pedra de janeiro, ótimo gancho para presentes de aniversário.',
    pairing:
      'Há algo de gótico, no melhor sentido, no encontro do vermelho-escuro com a prata oxidada, e o resultado ganha elegância à noite. Pequenas granadas cravadas entre granulações, ou em sequência ao longo de um aro de filigrana, lembram joias vitorianas. O público inclui noivas que querem fugir do branco, clientes de gosto clássico e quem aprecia um visual romântico e sombrio. Veludo, preto, vinho e verde-escuro completam a produção.',
    care: 'A dureza da granada varia entre 6,5 e 7,5 na escala de Mohs, conforme o tipo, e a pedra não tem clivagem, o que a torna bastante resistente. Mesmo assim, mudanças bruscas de temperatura podem causar trincas. Lave com água morna e escova macia. Para a prata, evite aplicar perfume e creme diretamente sobre a peça e guarde cada joia separada das outras, para não riscar.',
    jewelryTypes: ['anéis', 'brincos', 'conjuntos', 'pingentes', 'pulseiras'],
    typesText:
      'A granada aparece em anéis de uma ou várias pedras, brincos pequenos, pingentes, pulseiras e conjuntos. Use o calendário a seu favor: em janeiro, destaque a granada como pedra do mês e monte uma vitrine para aniversariantes. Na primeira compra, dá para combinar granadas com outras pedras quentes, como o [citrino](/joias-com-pedra-citrino), e testar a aceitação sem concentrar o estoque numa só cor.',
    cta: { text: 'Pergunte pelos modelos com granada no catálogo atualizado.' },
    questions: [
      {
        question: 'Granada é a mesma coisa que rubi?',
        answer:
          'São pedras diferentes: granada é um grupo de minerais de vermelho mais escuro, puxado para o vinho, e o rubi é coríndon, bem mais duro. A comparação completa está na página do rubi.',
      },
      {
        question: 'A granada é tratada?',
        answer:
          'Raramente, o que simplifica a explicação ao cliente. O cuidado maior é com imitações de vidro vermelho, comuns em bijuterias.',
      },
      {
        question: 'Em que datas destacar a granada?',
        answer:
          'Em janeiro, por ser a pedra do mês na lista popular de pedras de aniversário, e nas festas de fim de ano, quando o vermelho-vinho ganha as vitrines.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-bali-para-noivas',
        title: 'Joias Bali para noivas',
        description: 'Peças em prata Bali para casamentos, madrinhas e noivas de estilo próprio.',
      },
      {
        to: '/joias-com-pedra-rubi',
        title: 'Joias com rubi',
        description: 'O vermelho do coríndon, para quem quer comparar com a granada.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos artesanais',
        description: 'Anel, brinco e pingente combinando, em prata 925 envelhecida.',
      },
    ],
  },
  {
    slug: 'agata',
    name: 'Ágata',
    title: 'Joias com ágata em prata Bali',
    description:
      'Ágata com faixas naturais em joias de prata 925 oxidada, feitas à mão no estilo Bali: desenhos, origem gaúcha, tingimentos comuns e cuidados.',
    keywords: [
      'joias com ágata para revenda',
      'pingente de ágata em prata para revenda',
      'anel de ágata prata bali para revenda',
      'colar de ágata para revenda',
      'ágata no atacado para revenda',
    ],
    intent: 'joias com ágata para revenda',
    heroTitle: 'Ágata em prata Bali, com desenhos naturais que não se repetem',
    heroImage: 'bancada-martelo-puncoes',
    color: '#9c6b4e',
    intro:
      'A ágata vende pelo desenho. Cada fatia traz faixas, círculos e paisagens que nenhuma outra reproduz, e o cliente adora escolher a sua entre várias. Emoldurada por prata Bali envelhecida, ela ganha cara de pequeno objeto de coleção. Para o lojista, isso significa uma vitrine que nunca parece repetida, mesmo quando há muitas peças do mesmo modelo.',
    look: 'O que define a ágata são as faixas concêntricas, finas ou largas, em cinza, branco, marrom, mel, azul ou avermelhado. Há também a ágata musgo, cujos desenhos lembram plantas presas na pedra, e a ágata de fogo, com reflexos iridescentes. Depois do polimento, o brilho vai do ceroso ao vítreo, e a transparência varia de translúcida a opaca. Em joias, aparece em fatias, cabochões e contas.',
    origin:
      'A ágata é uma variedade de calcedônia, a mesma família do [ônix](/joias-com-pedra-onix), ou seja, de quartzo microcristalino, que se deposita em camadas dentro de cavidades de rochas vulcânicas, onde forma geodos e nódulos. No Brasil, o destaque é o Rio Grande do Sul, em especial a região de Salto do Jacuí. No século XIX, imigrantes alemães enviavam ágata gaúcha para Idar-Oberstein, centro de lapidação na Alemanha. Uruguai, México e Botsuana também são fontes conhecidas. Ágatas de azul, rosa, roxo ou verde muito vivos costumam ser tingidas, prática antiga e comum no mercado; as cores naturais tendem ao cinza, ao branco, ao mel e ao castanho.',
    meaning:
      'Foi às margens do rio Achates, na Sicília, que o filósofo grego Teofrasto teria descrito a pedra há mais de dois mil anos, e dali veio o nome. Mesopotâmios e persas gravavam selos e amuletos em ágata. Na tradição popular, ela é a pedra do equilíbrio e da estabilidade, e as camadas são vistas como símbolo de proteção, como se cada faixa fosse uma barreira.',
    pairing:
      'A ágata pede molduras que não disputem com o desenho. Bordas lisas ou uma fileira delicada de granulação deixam as faixas em primeiro plano, enquanto a prata escurecida realça os tons terrosos e acinzentados. Clientes que gostam de natureza, de peças grandes e de estilo *boho* ou rústico escolhem a ágata. Fatias em pingentes longos fazem bonito com batas, vestidos de linho e camisas abertas.',
    care: 'Resistente, a ágata fica entre 6,5 e 7 na escala de Mohs e tolera bem o uso diário. Como a calcedônia tem certa porosidade, produtos químicos, perfumes e óleos podem manchar a superfície com o tempo. Limpe com água e sabão neutro e seque logo em seguida. A prata pede o mesmo carinho: nada de pasta de polimento sobre a oxidação, e armazenamento sempre em local seco.',
    jewelryTypes: ['pingentes', 'colares', 'anéis', 'brincos'],
    typesText:
      'Pingentes e colares concentram a maior parte das fatias de ágata, mas a pedra também ganha espaço em anéis e brincos. Deixe o cliente escolher pessoalmente: apresente várias peças lado a lado numa bandeja neutra e explique que os desenhos são naturais. Fatias maiores, de desenho mais marcante, podem ocupar o posto de peça de destaque da vitrine.',
    cta: { text: 'Veja no catálogo os desenhos de ágata disponíveis.' },
    questions: [
      {
        question: 'A ágata colorida é natural?',
        answer:
          'Ágatas de azul, rosa, roxo ou verde muito vivos costumam ser tingidas, prática antiga e comum. As cores naturais tendem ao cinza, ao branco, ao mel e ao castanho.',
      },
      {
        question: 'Existem duas ágatas iguais?',
        answer:
          'Cada fatia tem faixas e desenhos próprios, e nenhuma repete a outra. Deixe o cliente escolher a sua entre várias, numa bandeja de fundo neutro.',
      },
      {
        question: 'Quais cuidados a ágata pede?',
        answer:
          'Resiste bem ao uso, entre 6,5 e 7 na escala de Mohs, mas tem certa porosidade: perfumes, óleos e produtos químicos podem manchá-la. Água, sabão neutro e secagem logo em seguida.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-onix',
        title: 'Joias com ônix',
        description: 'Outra variedade de calcedônia, de preto intenso, para compor com a ágata.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Estilo boho com prata Bali',
        description: 'Como vender peças boho com pedras naturais e prata envelhecida.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Pingentes e colares artesanais de prata Bali, com e sem pedra.',
      },
    ],
  },
  {
    slug: 'coral-vermelho',
    name: 'Coral vermelho',
    title: 'Joias com coral vermelho em prata Bali',
    description:
      'Coral é material orgânico, e boa parte do que se vende é tingido ou imitação. Saiba o que contar ao cliente sobre o coral vermelho em prata Bali.',
    keywords: [
      'joias com coral vermelho para revenda',
      'anel de coral vermelho em prata para revenda',
      'brinco de coral prata bali para revenda',
      'pingente de coral vermelho para revenda',
      'coral vermelho atacado',
    ],
    intent: 'joias com coral vermelho para revenda',
    heroTitle: 'Coral vermelho e prata Bali, um contraste quente para a vitrine',
    heroImage: 'brincos-textura-seixo',
    color: '#d2402f',
    intro:
      'O vermelho do coral sobre a prata escurecida chama a atenção de longe na vitrine. O contraste lembra joias mediterrâneas e tibetanas e agrada a quem usa peças étnicas e a quem procura um único ponto de cor no visual. Na sua loja, o coral cumpre o papel de destaque: poucos anéis e brincos já tornam a vitrine memorável.',
    look: 'O tom varia do vermelho-alaranjado ao vermelho-sangue, às vezes com nuances rosadas. Opaco, tem brilho suave, quase acetinado, que o polimento aviva. Por isso é trabalhado em cabochões, contas redondas e pequenos bastões encaixados na prata. Linhas finas, pontinhos claros e diferenças de tom entre peças são sinais de material natural, e vale explicar isso ao cliente que compara dois brincos iguais.',
    origin:
      'Coral não é mineral, e sim material orgânico: o esqueleto de carbonato de cálcio construído por colônias de pequenos animais marinhos. O coral vermelho da joalheria vem principalmente de espécies do gênero *Corallium*, do Mediterrâneo e de águas do Pacífico, perto do Japão e de Taiwan. O comércio de algumas espécies é controlado internacionalmente, e muitos consumidores se preocupam com a extração responsável. Boa parte do coral barato do mercado é tingido, reconstituído ou imitação de vidro, resina ou plástico: pergunte-nos o que é cada peça e repasse a resposta ao cliente.',
    meaning:
      'Na tradição mediterrânea, o coral vermelho foi por séculos um amuleto contra o mau-olhado; no sul da Itália ainda se veem chifrinhos de coral pendurados em correntes. No Brasil, a figa de coral faz parte da mesma herança popular, e as bodas de 35 anos levam o nome dele. Povos do Himalaia e nativos norte-americanos também o usam em adornos cerimoniais. Segundo a cultura popular, a cor viva simboliza vitalidade e coragem.',
    pairing:
      'A prata oxidada escurece os vãos da granulação e da filigrana, e o vermelho do coral salta à frente como uma gota de cor. Em anéis de moldura trabalhada, parece joia antiga; em brincos pequenos, acessório do dia a dia. Quem compra coral gosta do *boho*, de peças étnicas e de tons terrosos. Combina também com a [turquesa](/joias-com-pedra-turquesa-bali), parceria antiga em joias tibetanas e navajos.',
    care: 'O coral é macio, com cerca de 3,5 na escala de Mohs, risca com facilidade e é poroso. Perfume, cosméticos, suor em excesso e produtos de limpeza podem deixá-lo opaco, e ácidos chegam a corroê-lo. Oriente o cliente a colocar a joia depois da maquiagem, tirá-la antes da piscina e guardá-la em saquinho próprio. A prata se limpa com flanela seca, sem encostar líquidos na pedra.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares'],
    typesText:
      'Aparece sobretudo em anéis, brincos e pingentes, e em colares com contas de coral intercaladas com prata. Uma dica de exposição: use fundo neutro, cinza ou linho cru, e coloque o coral ao lado das peças com turquesa, para que o cliente monte combinações de cor sozinho. Na etiqueta, lembrar as bodas de coral ajuda a sugerir a peça como presente.',
    cta: { text: 'Confira as peças com coral vermelho no catálogo do momento.' },
    questions: [
      {
        question: 'O coral das joias é natural?',
        answer:
          'Boa parte do coral barato do mercado é tingido, reconstituído ou imitação de vidro, resina ou plástico, e o comércio de algumas espécies é controlado. Pergunte-nos o que é o coral da peça antes de informar o cliente.',
      },
      {
        question: 'O coral é frágil?',
        answer:
          'É macio, com cerca de 3,5 na escala de Mohs, e poroso: perfume, cosméticos e suor podem deixá-lo opaco. A joia vai depois da maquiagem e sai antes da piscina.',
      },
      {
        question: 'Com que pedra o coral combina?',
        answer:
          'Com a turquesa, parceria antiga em joias tibetanas e navajos. Expostos lado a lado, os dois convidam o cliente a montar combinações de cor.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'A dupla clássica do coral: o azul-esverdeado da turquesa em prata envelhecida.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Como montar a bandeja de brincos com pedra natural, de cores e formatos variados.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Como cuidar da prata Bali',
        description: 'Orientações de limpeza e armazenamento para repassar aos seus clientes.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali no estilo boho',
        description: 'Como o coral e os tons terrosos se encaixam no visual boho.',
      },
    ],
  },
  {
    slug: 'topazio',
    name: 'Topázio',
    title: 'Joias com topázio em prata Bali',
    description:
      'Quase todo topázio azul é incolor irradiado, e o imperial é brasileiro. Cores, clivagem e cuidados do topázio em joias de prata 925 envelhecida.',
    keywords: [
      'joias com topázio para revenda',
      'anel de topázio em prata para revenda',
      'topázio azul prata bali',
      'brinco de topázio para revenda',
      'pingente de topázio atacado',
    ],
    intent: 'joias com topázio para revenda',
    heroTitle: 'Topázio facetado em moldura artesanal de prata envelhecida',
    heroImage: 'prata-e-bronze',
    color: '#8cc7e3',
    intro:
      'Diferente das pedras opacas lapidadas em cabochão, o topázio costuma ser facetado e transparente, e isso muda a proposta da vitrine. Em vez do ar rústico, ele traz reflexo e luz, mas a prata oxidada em volta impede que a peça pareça fria ou comum. É uma boa escolha para o cliente que gosta de brilho e ainda não conhece o estilo balinês.',
    look: 'Existe topázio incolor, amarelo, dourado, alaranjado, rosado e azul; o azul está entre os tons mais populares em joias de prata. Transparente, a pedra mostra brilho vítreo intenso quando bem facetada, em formatos oval, gota, quadrado ou navete. Num mesmo lote, a saturação varia, do azul quase aguado ao mais profundo, e pequenos traços internos visíveis com lupa são comuns em material natural.',
    origin:
      'O topázio é um silicato de alumínio com flúor, formado em pegmatitos e rochas graníticas. O Brasil tem papel histórico: a região de Ouro Preto, em Minas Gerais, é conhecida pelo topázio imperial, de tom dourado a alaranjado. Outras ocorrências importantes ficam no Sri Lanka, no Paquistão, na Nigéria e nos Montes Urais, na Rússia. Vale saber: quase todo o topázio azul do mercado é topázio incolor irradiado e aquecido, tratamento estável e permanente que explica o preço acessível, enquanto o azul natural é raro e claro. Já o topázio místico, de reflexos de arco-íris, recebe uma película na superfície que pode se desgastar com o uso.',
    meaning:
      'Autores antigos falavam de uma ilha chamada Topázios, no mar Vermelho, e há quem ligue o nome à palavra sânscrita para fogo; curiosamente, a gema que os antigos chamavam assim provavelmente era o [peridoto](/joias-com-pedra-peridoto). Na Europa medieval, o topázio simbolizava calma e clareza de pensamento, e a tradição das pedras do mês o reserva a novembro. Quanto ao topázio imperial, uma versão liga o nome aos czares russos; outra, ao Império brasileiro.',
    pairing:
      'Facetado, o topázio pede cravação que deixe a luz passar, e a prata Bali resolve isso com garras e aros cercados de granulação. Os vãos escurecidos funcionam como moldura e deixam o azul ainda mais limpo. Agrada ao público que veste tons claros, às noivas que querem algo azul no traje e a quem procura presente com cara de joia fina, mas com a personalidade do trabalho artesanal.',
    care: 'Nota 8 na escala de Mohs: o topázio resiste bem aos riscos do uso diário. Tem, porém, clivagem perfeita, e uma pancada seca pode trincá-lo. Evite mudanças bruscas de temperatura e exposição prolongada ao sol forte, que pode desbotar alguns tons. Água morna, sabão neutro e escova macia bastam para a pedra; o metal pede flanela, e cada peça deve ser guardada separada.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'conjuntos'],
    typesText:
      'O topázio aparece em anéis de pedra única, brincos de gota e pingentes, e os conjuntos de brinco e pingente são uma opção pronta de presente. Ao calcular a revenda a partir do valor por grama, compare peças de pesos diferentes para ter opções em várias faixas de preço. Exponha o topázio perto da luz: sem iluminação, ele perde boa parte do encanto.',
    cta: { text: 'Procure no catálogo os modelos com topázio facetado.' },
    questions: [
      {
        question: 'O topázio azul é natural?',
        answer:
          'Quase todo o topázio azul do mercado é topázio incolor irradiado e aquecido, tratamento estável e permanente; o azul natural é raro e claro. O topázio místico, de reflexos de arco-íris, tem uma película que pode se desgastar.',
      },
      {
        question: 'O topázio risca?',
        answer:
          'Resiste bem aos riscos, com 8 na escala de Mohs, mas tem clivagem perfeita: uma pancada seca pode trincá-lo. Evite também o sol forte prolongado, que desbota alguns tons.',
      },
      {
        question: 'Como expor o topázio?',
        answer:
          'Perto da luz: facetado e transparente, ele depende da iluminação para mostrar o brilho. Conjuntos de brinco e pingente funcionam como presente pronto.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-peridoto',
        title: 'Joias com peridoto',
        description: 'A pedra verde que os antigos provavelmente chamavam de topázio.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Brinco e pingente combinando, uma forma prática de oferecer topázio como presente.',
      },
      {
        to: '/joias-bali-para-noivas',
        title: 'Joias Bali para noivas',
        description: 'Como a prata Bali e as pedras claras entram no visual das noivas.',
      },
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Prata Bali no atacado',
        description: 'Preço por grama, pedido mínimo e como comprar para a sua loja.',
      },
    ],
  },
  {
    slug: 'sodalita',
    name: 'Sodalita',
    title: 'Joias com sodalita em prata Bali',
    description:
      'O azul-marinho de veios brancos vem em boa parte da Bahia. Como distinguir sodalita de lápis-lazúli e cuidar da pedra em prata 925 envelhecida.',
    keywords: [
      'joias com sodalita para revenda',
      'anel de sodalita em prata para revenda',
      'pingente de sodalita para revenda',
      'sodalita azul bahia',
      'sodalita prata bali atacado',
    ],
    intent: 'joias com sodalita para revenda',
    heroTitle: 'Sodalita, o azul-marinho de veios brancos, na prata balinesa',
    heroImage: 'argolas-prata-brilho',
    color: '#24428f',
    intro:
      'A sodalita chega ao balcão com três argumentos prontos: o azul profundo, os veios brancos marcantes e uma história brasileira. Em prata envelhecida, o azul-marinho fica sóbrio, fácil de usar com jeans e roupas de trabalho, e por isso atende também o público masculino. É uma pedra que agrada a quem acha o [lápis-lazúli](/joias-com-pedra-lapis-lazuli) bonito, mas prefere um visual mais gráfico.',
    look: 'O azul vai do intenso ao marinho, cortado por veios e manchas brancas de calcita. Opaca, ganha brilho vítreo a levemente gorduroso depois de polida e aparece quase sempre em cabochão, placas ou contas. Nenhuma pedra repete o desenho de outra, o que torna cada anel único. Ao contrário do lápis-lazúli, quase nunca mostra os pontinhos dourados de pirita.',
    origin:
      'A sodalita é um mineral do grupo dos feldspatoides, um silicato de sódio e alumínio com cloro. O Brasil tem uma das jazidas mais conhecidas, no sul da Bahia, de onde sai o material chamado azul Bahia, muito usado em revestimentos. Canadá e Namíbia também produzem. No Canadá, a pedra de Ontário ficou famosa ao decorar uma residência da família real britânica, no início do século XX. A sodalita costuma chegar ao mercado sem tratamento, às vezes com cera ou resina para aprofundar o brilho; um azul muito uniforme, sem nenhum veio, pode indicar vidro ou outra pedra tingida.',
    meaning:
      'Nas correntes esotéricas contemporâneas, a sodalita é associada à comunicação, à lógica e à serenidade, e é ligada ao chacra da garganta. São leituras recentes, nascidas da cultura dos cristais do século XX, sem a bagagem milenar de pedras como o lápis-lazúli. Apresente o tema como tradição popular; para muitos clientes, basta a sensação de calma que o azul transmite.',
    pairing:
      'Os vãos escurecidos da prata oxidada acompanham bem o azul frio, e o conjunto lembra peças de inspiração náutica ou *vintage*. Em anéis largos com granulação em volta, a sodalita vira peça de personalidade para homens e mulheres; em pingentes com filigrana, fica mais delicada. Funciona em produções de escritório, com camisa branca e jeans, e agrada a clientes que evitam cores quentes e preferem uma joia discreta.',
    care: 'Menos dura que o quartzo, a sodalita fica entre 5,5 e 6 na escala de Mohs e pode riscar em contato com areia ou outras joias. Também reage mal a ácidos e a produtos de limpeza fortes. Um pano úmido resolve a limpeza, desde que a pedra seja bem seca em seguida. Guarde cada peça em saquinho de tecido e deixe a flanela seca para o polimento da prata.',
    jewelryTypes: ['anéis', 'pingentes', 'colares', 'pulseiras'],
    typesText:
      'Aparece com frequência em anéis de pedra grande, pingentes ovais, colares e pulseiras de contas com detalhes em prata. Para montar a vitrine, agrupe sodalita, lápis-lazúli e ônix: o trio de azuis e preto transmite a ideia de coleção sóbria. Anéis masculinos são mais pesados, então calcule a margem com cuidado para que o preço final caiba no bolso do seu público.',
    cta: { text: 'Pergunte quais peças com sodalita estão no catálogo.' },
    questions: [
      {
        question: 'De onde vem a sodalita?',
        answer:
          'O Brasil tem uma das jazidas mais conhecidas, no sul da Bahia, de onde sai o material chamado azul Bahia. Canadá e Namíbia também produzem a pedra.',
      },
      {
        question: 'A sodalita é tratada?',
        answer:
          'Costuma chegar ao mercado sem tratamento, às vezes com cera ou resina para aprofundar o brilho. Um azul uniforme demais, sem nenhum veio, pode indicar vidro ou pedra tingida.',
      },
      {
        question: 'A sodalita serve para joias masculinas?',
        answer:
          'O azul-marinho é sóbrio e combina com jeans e roupas de trabalho. Como é menos dura que o quartzo, entre 5,5 e 6 na escala de Mohs, anéis pedem cuidado com areia e batidas.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-lapis-lazuli',
        title: 'Joias com lápis-lazúli',
        description: 'O outro azul profundo da vitrine, com pontinhos dourados de pirita.',
      },
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas de prata Bali',
        description: 'Anéis e pulseiras de visual sóbrio, onde a sodalita se encaixa bem.',
      },
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis artesanais de prata Bali',
        description: 'Modelos de anéis com pedra natural para a sua loja.',
      },
      {
        to: '/como-revender-prata-bali',
        title: 'Como revender prata Bali',
        description: 'Dicas de preço, exposição e atendimento para quem começa a revender.',
      },
    ],
  },
  {
    slug: 'peridoto',
    name: 'Peridoto',
    title: 'Joias com peridoto em prata Bali',
    description:
      'Verde-oliva de origem vulcânica e pedra de agosto, o peridoto raramente é tratado. Imitações, cuidados e vitrine para peças em prata 925.',
    keywords: [
      'joias com peridoto para revenda',
      'anel de peridoto em prata para revenda',
      'brinco de peridoto para revenda',
      'peridoto pedra verde',
      'peridoto prata 925 atacado',
    ],
    intent: 'joias com peridoto para revenda',
    heroTitle: 'O verde-oliva luminoso do peridoto em joias de prata feitas à mão',
    heroImage: 'brincos-filigrana',
    color: '#9bbb3a',
    intro:
      'O peridoto tem um verde vivo, de fundo amarelado, que parece acender com a luz do dia e não se confunde com a [esmeralda](/joias-com-pedra-esmeralda) nem com o jade. Na prata oxidada, esse verde ganha ainda mais frescor. Ele ocupa um espaço próprio na vitrine, perto das peças de verão e das coleções de tons naturais, e atrai quem procura uma cor longe do óbvio.',
    look: 'É uma das poucas gemas que ocorrem em uma só família de cor: o verde, do amarelado ao verde-oliva e ao verde-garrafa, conforme a quantidade de ferro. Transparente e de brilho vítreo a oleoso, fica ótimo facetado, mas também aparece em cabochão e em pequenas pedras roladas. Sob lupa, alguns exemplares mostram inclusões em forma de disco, apelidadas de folhas de nenúfar.',
    origin:
      'O peridoto é a forma gemológica da olivina, um silicato de magnésio e ferro que se forma no manto da Terra e chega à superfície trazido por lavas vulcânicas. A ilha de Zabargad, no mar Vermelho, abastecia a Antiguidade. Hoje há produção no Arizona, no Paquistão, em Mianmar e na China. O mineral aparece até em meteoritos, os palasitos. O peridoto raramente passa por tratamento; as imitações mais comuns são de vidro verde.',
    meaning:
      'Os antigos egípcios o chamavam de pedra do sol e o usavam em adornos. Na Europa, contava-se que o peridoto engastado em ouro afastava os medos da noite. O costume moderno das pedras de aniversário o liga a agosto, e correntes esotéricas o associam à prosperidade e ao recomeço. São crenças, não propriedades da pedra, e funcionam bem como história no cartão que acompanha uma peça de presente.',
    pairing:
      'Em prata Bali, o verde do peridoto fica quase luminoso entre os pontos da granulação, de fundo escurecido. Aros com folhas e flores em filigrana reforçam o lado natural da cor e combinam com o estilo *boho* e com coleções de primavera e verão. Cai bem em quem usa roupas brancas, linho e tons de areia, e em quem quer uma pedra colorida sem o peso visual do vermelho ou do azul-escuro.',
    care: 'A dureza fica entre 6,5 e 7 na escala de Mohs, razoável para brincos e pingentes, mas anéis de uso diário pedem atenção com batidas. O peridoto não gosta de ácidos nem de choques térmicos; evite banhos muito quentes e limpeza por ultrassom. Água morna com sabão neutro é suficiente. Para a prata, flanela seca e armazenamento em caixa fechada, longe da umidade.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'pulseiras'],
    typesText:
      'Aparece em anéis com pedra facetada, brincos pequenos, pingentes e pulseiras com várias pedrinhas cravadas. Brincos leves de peridoto são uma forma de colocar cor na vitrine sem pesar muito no valor do pedido, já que o atacado é calculado por grama. Na exposição, coloque-o ao lado de cristal-de-rocha e [topázio](/joias-com-pedra-topazio) claro: o verde se destaca e o conjunto parece fresco.',
    cta: { text: 'Peça o catálogo e veja o peridoto na prata feita à mão.' },
    questions: [
      {
        question: 'O peridoto passa por tratamento?',
        answer:
          'Raramente: o peridoto costuma ser vendido como sai da lapidação. As imitações mais comuns são de vidro verde, sem o fundo amarelado característico da pedra.',
      },
      {
        question: 'Anel de peridoto aguenta o dia a dia?',
        answer:
          'A dureza, de 6,5 a 7, é razoável para brincos e pingentes; em anéis de uso diário, batidas pedem atenção. O peridoto também não gosta de ácidos nem de choques térmicos.',
      },
      {
        question: 'O peridoto tem alguma data?',
        answer:
          'Na lista moderna de pedras de aniversário, é a pedra de agosto, uma boa história para presentes nesse mês.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-jade',
        title: 'Joias com jade',
        description: 'Outro verde da vitrine, opaco e sereno, para comparar com o brilho do peridoto.',
      },
      {
        to: '/joias-bali-design-floral',
        title: 'Design floral em prata Bali',
        description: 'Folhas e flores em filigrana, a moldura natural para pedras verdes.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Brincos leves e coloridos para renovar a vitrine.',
      },
      {
        to: '/vantagens-de-comprar-no-atacado',
        title: 'Vantagens de comprar no atacado',
        description: 'Por que comprar direto do fabricante ajuda a formar o seu preço de revenda.',
      },
    ],
  },
  {
    slug: 'cristal-de-rocha',
    name: 'Cristal-de-rocha',
    title: 'Joias com cristal-de-rocha em prata Bali',
    description:
      'Cristal-de-rocha é quartzo, não vidro nem cristal austríaco. Como apresentar a pedra incolor em prata 925 envelhecida, com os cuidados que ela pede.',
    keywords: [
      'joias com cristal de rocha para revenda',
      'pingente de cristal de rocha para revenda',
      'anel de cristal de rocha para revenda',
      'quartzo incolor em prata',
      'cristal de rocha atacado',
    ],
    intent: 'joias com cristal-de-rocha para revenda',
    heroTitle: 'A transparência do cristal-de-rocha em moldura de prata oxidada',
    heroImage: 'desenho-cristal-de-rocha',
    color: '#e6edf1',
    intro:
      'Transparente e sem cor própria, o cristal-de-rocha acompanha roupas e pedras de qualquer tom. Transparente como vidro, mas com a personalidade de um mineral natural, ele deixa a prata envelhecida em primeiro plano e valoriza os detalhes do trabalho artesanal. Também é fácil de explicar e agrada ao público que se interessa por cristais.',
    look: 'Incolor e de brilho vítreo, pode ser totalmente límpido ou trazer véus, pequenas fraturas internas que formam arco-íris e, às vezes, fantasmas, silhuetas de cristais antigos dentro do novo. Aparece lapidado em facetas, em cabochão abaulado ou como ponta natural, formato clássico dos pingentes. Essas marcas naturais ajudam a distinguir a pedra do vidro.',
    origin:
      'É quartzo na forma mais pura, o mesmo mineral da [ametista](/joias-com-pedra-ametista) e do [quartzo-rosa](/joias-com-pedra-quartzo-rosa): dióxido de silício cristalizado em prismas de seis faces terminados em ponta. O mineral é comum em todo o mundo, mas grandes cristais transparentes são menos frequentes. O Brasil é um dos principais produtores, com jazidas em Minas Gerais, Goiás e Bahia; a cidade goiana de Cristalina deve o nome aos cristais da região. Madagascar, os Alpes e o Arkansas também são fontes conhecidas. Cuidado com os nomes: o chamado cristal austríaco é vidro lapidado, e não quartzo, e existe quartzo sintético, produzido em larga escala para a indústria. Peças muito límpidas e baratas merecem uma pergunta sobre o material.',
    meaning:
      '*Krýstallos*, em grego, quer dizer gelo: os gregos acreditavam que o cristal era água congelada de forma tão profunda que nunca mais derreteria. Em diversas culturas, a pedra foi usada em esferas e amuletos ligados à clareza e à visão. Nas práticas esotéricas de hoje, é vista como pedra neutra que, segundo essa tradição, amplifica intenções. Vale contar tudo isso como crença popular, com leveza.',
    pairing:
      'Sem cor própria, o cristal reflete o que está em volta, e em prata oxidada isso significa captar o jogo de claro e escuro da granulação. Pingentes de ponta presos por garras trabalhadas têm ar de amuleto, enquanto anéis com cabochão grande parecem uma gota de água sobre metal antigo. Funciona no visual minimalista, na noiva que evita cor e no cliente que gosta de sobrepor vários colares.',
    care: 'O quartzo incolor tem dureza 7 na escala de Mohs, aguenta bem o uso diário e não se incomoda com água. O risco está nas pancadas, que podem lascar pontas e arestas, e no calor súbito, capaz de trincar pedras com fraturas internas. Lave com água e sabão neutro, seque com pano macio e guarde em compartimento separado. Na prata, nada de produtos abrasivos: flanela seca resolve.',
    jewelryTypes: ['pingentes', 'colares', 'anéis', 'brincos'],
    typesText:
      'É presença forte em pingentes e colares, sobretudo com pontas naturais, e aparece também em anéis e brincos. Para o revendedor, pode funcionar como peça de preço acessível e como base para combinar com pedras coloridas. Na formação de preço, com o atacado calculado por grama, separe pingentes leves para a faixa de presente e reserve as peças maiores para o cliente colecionador.',
    cta: { text: 'Confira no catálogo as peças com cristal-de-rocha.' },
    questions: [
      {
        question: 'Cristal-de-rocha é o mesmo que cristal austríaco?',
        answer:
          'São coisas diferentes: o chamado cristal austríaco é vidro lapidado, e o cristal-de-rocha é quartzo incolor, um mineral natural. Existe também quartzo sintético, produzido para a indústria.',
      },
      {
        question: 'O cristal-de-rocha é resistente?',
        answer:
          'Tem dureza 7 e não se incomoda com água. O risco está nas pancadas, que lascam pontas e arestas, e no calor súbito.',
      },
      {
        question: 'Para quem oferecer cristal-de-rocha?',
        answer:
          'Para quem quer uma pedra que combine com qualquer roupa, para noivas que evitam cor e para o público que se interessa por cristais. Pingentes de ponta natural são um formato clássico.',
      },
    ],
    internalLinks: [
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes de prata Bali',
        description: 'Como escolher colares e pingentes com pedra e combiná-los em camadas.',
      },
      {
        to: '/joias-com-pedra-ametista',
        title: 'Joias com ametista',
        description: 'O quartzo violeta, parente próximo do cristal-de-rocha.',
      },
      {
        to: '/joias-bali-minimalistas',
        title: 'Prata Bali minimalista',
        description: 'Peças limpas e discretas em que a transparência do cristal brilha.',
      },
      {
        to: '/joias-de-bali-e-espiritualidade',
        title: 'Prata Bali e espiritualidade',
        description: 'O lugar das pedras e dos amuletos na tradição balinesa.',
      },
    ],
  },
  {
    slug: 'labradorita',
    name: 'Labradorita',
    title: 'Joias com labradorita em prata Bali',
    description:
      'A labradorita parece cinza até a luz acender azul, verde ou dourado. Como expor esse reflexo em prata 925 envelhecida e evitar as imitações de vidro.',
    keywords: [
      'joias com labradorita para revenda',
      'anel de labradorita em prata para revenda',
      'pingente de labradorita para revenda',
      'labradorita prata bali',
      'brinco de labradorita para revenda',
    ],
    intent: 'joias com labradorita para revenda',
    heroTitle: 'Labradorita em prata Bali, com reflexos que mudam a cada movimento',
    heroImage: 'desenho-labradorita',
    color: '#4e6b7c',
    intro:
      'À primeira vista, a labradorita parece uma pedra cinza; basta girar a mão para surgir um clarão azul, verde ou dourado. O efeito vira demonstração ao vivo no atendimento. Na prata envelhecida, o fundo escuro do metal reforça o reflexo. É uma pedra para quem gosta de peças com mistério, do estilo gótico ao *boho*.',
    look: 'O corpo da pedra é cinza-escuro, quase esfumaçado, e sobre ele surgem lampejos metálicos, o fenômeno chamado labradorescência. Os tons mais comuns são azul e verde; dourado, laranja e violeta aparecem em exemplares mais raros. Como o brilho só se mostra de certos ângulos, a lapidação é em cabochão, com a face orientada para o reflexo. Cada pedra tem manchas e linhas próprias.',
    origin:
      'A labradorita é um feldspato do grupo dos plagioclásios, comum em rochas ígneas como basaltos e gabros. Recebeu o nome da península do Labrador, no Canadá, onde foi descrita no século XVIII. Madagascar é hoje uma fonte importante para joalheria, e a Finlândia produz uma variedade de cores muito intensas conhecida como espectrolita. Há ainda ocorrências na Noruega, na Rússia e nos Estados Unidos. A labradorita costuma ser vendida sem tratamento; o que pede atenção são as imitações de vidro com película colorida, de reflexo uniforme demais.',
    meaning:
      'Uma lenda inuíte conta que a aurora boreal ficou presa nas rochas do litoral do Labrador, até que um guerreiro as golpeou com a lança e libertou parte das luzes; o que não escapou é o brilho que vemos na pedra. Nas tradições esotéricas atuais, a labradorita aparece como pedra de proteção e de intuição. Apresente essas histórias pelo que são, lenda e folclore, e o encanto continua o mesmo.',
    pairing:
      'A prata oxidada funciona como céu noturno para os lampejos da labradorita. Molduras com granulação e filigrana dão contorno ao cabochão sem competir com o reflexo, e anéis grandes viram assunto onde quer que sejam usados. Atrai clientes que gostam de estética mística, tatuagens e roupas escuras, mas também quem quer uma joia masculina com algo a mais. Em pingentes compridos, fica bonita sobre tecidos pretos ou cinza.',
    care: 'Os planos de clivagem são o ponto fraco da labradorita, que tem dureza de 6 a 6,5 na escala de Mohs e pode lascar ou trincar com batidas. Evite ultrassom, vapor e produtos químicos; pano úmido e sabão neutro bastam. O sol não a desbota, mas riscos na superfície apagam o reflexo, então guarde cada peça isolada. Ao polir a prata com flanela, contorne a pedra.',
    jewelryTypes: ['anéis', 'pingentes', 'brincos', 'colares'],
    typesText:
      'Anéis de cabochão grande e pingentes são os formatos mais indicados, porque deixam toda a área de reflexo à mostra; brincos e colares completam a linha. Na vitrine, use luz direcionada e deixe uma peça solta para o cliente girar na mão. Na primeira compra, misture tamanhos e pesos, para que a vitrine atenda a bolsos diferentes. Quem gosta do efeito pode conhecer também o [olho-de-tigre](/joias-com-pedra-olho-de-tigre), outra pedra de luz em movimento.',
    cta: { text: 'Veja os reflexos da labradorita nas peças do catálogo.' },
    questions: [
      {
        question: 'Por que a labradorita muda de cor?',
        answer:
          'O clarão azul, verde ou dourado é um efeito de luz dentro da pedra, que aparece conforme o ângulo. Deixe uma peça solta para o cliente girar na mão.',
      },
      {
        question: 'A labradorita é frágil?',
        answer:
          'Tem planos de clivagem e dureza de 6 a 6,5: pode lascar ou trincar com batidas. O sol não a desbota, mas riscos na superfície apagam o reflexo.',
      },
      {
        question: 'Como distinguir labradorita de imitação?',
        answer:
          'As imitações mais comuns são de vidro com película colorida, de reflexo uniforme demais. A labradorita natural costuma ser vendida sem tratamento.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-olho-de-tigre',
        title: 'Joias com olho-de-tigre',
        description: 'Outra pedra de efeito óptico, com reflexo dourado que se move com a luz.',
      },
      {
        to: '/joias-bali-masculinas-modernas',
        title: 'Joias Bali masculinas modernas',
        description: 'Anéis e pingentes de visual forte para o público masculino.',
      },
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis artesanais de prata Bali',
        description: 'Como montar a bandeja de anéis, com ou sem pedra, e a grade de numeração.',
      },
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Como pedir o catálogo completo e escolher as peças do seu pedido.',
      },
    ],
  },
  {
    slug: 'ambar',
    name: 'Âmbar',
    title: 'Joias com âmbar em prata Bali',
    description:
      'Âmbar, a resina fóssil de tons de mel, em joias de prata 925 envelhecida feitas à mão: origem báltica, âmbar prensado e imitações, cuidados e vitrine.',
    keywords: [
      'joias com âmbar para revenda',
      'pingente de âmbar em prata para revenda',
      'anel de âmbar para revenda',
      'âmbar resina fóssil',
      'brinco de âmbar prata bali para revenda',
    ],
    intent: 'joias com âmbar para revenda',
    heroTitle: 'Âmbar, a resina fóssil cor de mel, em prata envelhecida',
    heroImage: 'anel-oxidado-cuidados',
    color: '#d98b1d',
    intro:
      'O âmbar tem algo que nenhuma pedra mineral oferece: é leve, morno ao toque e guarda milhões de anos dentro de si. Em prata Bali envelhecida, o tom de mel ganha moldura à altura, e a peça parece carregar muitos anos de história. É uma opção de cor quente que acompanha roupas de outono, o estilo *boho* e quem valoriza matéria-prima natural.',
    look: 'As cores vão do amarelo-limão ao conhaque, passando pelo mel e pelo laranja; há também tons esverdeados e avermelhados. Pode ser transparente ou leitoso, e o brilho é resinoso, mais suave que o de um cristal. Aparece em cabochões, contas e formas livres polidas. Bolhas de ar, nuvens internas e pequenos fragmentos vegetais fazem parte do material; insetos inteiros são raros e muito valorizados.',
    origin:
      'Âmbar não é pedra nem mineral: é resina fóssil de árvores antigas, principalmente coníferas, que endureceu ao longo de milhões de anos. A região do mar Báltico, com Polônia, Lituânia e o enclave russo de Kaliningrado, concentra a maior produção. O âmbar da República Dominicana e o de Chiapas, no México, também são conhecidos, muitas vezes com inclusões de insetos e plantas. No mercado circulam também o âmbar prensado, feito de fragmentos aquecidos e unidos sob pressão, o âmbar clarificado ou escurecido pelo calor e imitações de resina sintética, plástico e copal, uma resina bem mais jovem. Na dúvida, peça-nos a identificação do material.',
    meaning:
      'Na mitologia grega, as irmãs de Faetonte choraram tanto a morte dele que viraram árvores, e suas lágrimas endureceram como âmbar. Os lituanos contam que as contas trazidas pelo mar à praia são restos do palácio da deusa Jūratė. O nome grego do âmbar, *élektron*, deu origem à palavra eletricidade, porque a resina atritada atrai poeira. Na cultura popular, simboliza calor e proteção.',
    pairing:
      'O laranja quente do âmbar e o cinza escurecido da prata formam uma das combinações mais harmoniosas da joalheria artesanal. Filigranas em volta de cabochões grandes lembram peças do Leste Europeu, e a granulação dá textura sem disputar atenção. Agrada a clientes que usam tons terrosos, couro, linho e estampas étnicas, e a quem busca joias volumosas que não pesam na orelha nem no pescoço.',
    care: 'Entre os materiais da joalheria, poucos são tão delicados: dureza de 2 a 2,5 na escala de Mohs e sensibilidade a álcool, perfume, acetona, fixador de cabelo e calor. Sol forte e prolongado pode escurecer e ressecar a superfície. Limpe com pano macio levemente úmido, nunca com produtos de limpeza de prata, e guarde longe de peças que possam riscá-lo. O metal aceita polimento com flanela seca.',
    jewelryTypes: ['pingentes', 'brincos', 'anéis', 'colares'],
    typesText:
      'Pingentes, brincos, anéis e colares são as formas mais comuns. Como o âmbar é muito leve, quase todo o peso da peça vem da prata, e isso permite oferecer joias de bom volume visual sem que fiquem pesadas. Na loja, exponha longe de vitrines quentes e de sol direto, e explique ao cliente que se trata de resina fóssil, não de pedra. Como o [coral vermelho](/joias-com-pedra-coral-vermelho), o âmbar é um material orgânico, e os dois formam uma vitrine de tons quentes.',
    cta: { text: 'Pergunte pelos modelos com âmbar ao pedir o catálogo.' },
    questions: [
      {
        question: 'Âmbar é pedra?',
        answer:
          'É resina fóssil de árvores antigas, endurecida ao longo de milhões de anos, e não um mineral. Por isso é leve e morno ao toque.',
      },
      {
        question: 'Como saber se o âmbar é verdadeiro?',
        answer:
          'Circulam no mercado âmbar prensado, âmbar tratado pelo calor e imitações de resina sintética, plástico e copal. Peça-nos a identificação do material da peça antes de informar o cliente.',
      },
      {
        question: 'Quais cuidados o âmbar pede?',
        answer:
          'É muito macio, de 2 a 2,5 na escala de Mohs, e sensível a álcool, perfume, acetona e calor. Limpe só com pano macio levemente úmido, nunca com produto de limpeza de prata.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-coral-vermelho',
        title: 'Joias com coral vermelho',
        description: 'Outro material orgânico de cor quente, com contraste forte na prata escurecida.',
      },
      {
        to: '/joias-com-madreperola',
        title: 'Joias com madrepérola',
        description: 'O brilho nacarado da madrepérola, também de origem orgânica.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Como cuidar da prata Bali',
        description: 'Limpeza e armazenamento das peças, com atenção aos materiais mais sensíveis.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali no estilo boho',
        description: 'Tons terrosos, couro e âmbar no visual boho.',
      },
    ],
  },
  {
    slug: 'esmeralda',
    name: 'Esmeralda',
    title: 'Joias com esmeralda em prata Bali',
    description:
      'Quase toda esmeralda recebe óleo nas fissuras. O que informar ao cliente sobre a pedra em prata 925 envelhecida, das inclusões aos cuidados diários.',
    keywords: [
      'joias com esmeralda para revenda',
      'anel de esmeralda em prata para revenda',
      'brinco de esmeralda para revenda',
      'pingente de esmeralda prata bali para revenda',
      'esmeralda prata 925 atacado',
    ],
    intent: 'joias com esmeralda para revenda',
    heroTitle: 'O verde da esmeralda em joias artesanais de prata',
    heroImage: 'desenho-esmeralda',
    color: '#1d8a5a',
    intro:
      'O consumidor conhece o nome da esmeralda e já chega com a imagem de uma joia clássica na cabeça. Em prata Bali envelhecida, essa imagem ganha outro sotaque, menos formal e mais artesanal. É a chance de oferecer uma pedra preciosa tradicional em peças com personalidade, fora do universo do ouro.',
    look: 'O verde da esmeralda vai do tom levemente azulado ao verde-grama intenso. Em joias de prata, aparecem tanto pedras translúcidas e opacas, em cabochão, quanto exemplares facetados e mais transparentes. Quase todas têm inclusões, conhecidas no meio como jardim: pequenas fissuras e cristais internos que os especialistas tratam como parte da identidade da pedra, e não como defeito.',
    origin:
      'A esmeralda é a variedade verde do berilo, um silicato de berílio e alumínio; a cor vem de traços de cromo e, em alguns casos, de vanádio. A Colômbia é a referência histórica, com as minas de Muzo e Chivor. O Brasil tem produção relevante na Bahia, em Minas Gerais e em Goiás, e a Zâmbia está entre os grandes produtores atuais. Quase todas as esmeraldas do mercado recebem óleo ou resina para disfarçar fissuras, prática antiga e aceita quando informada, e existem esmeraldas de laboratório, com a mesma composição e preço muito menor. Confirme conosco o que é cada pedra antes de repassar a informação.',
    meaning:
      'Os antigos egípcios extraíam esmeraldas no deserto oriental, em minas que mais tarde ficaram ligadas à fama de Cleópatra, admiradora da pedra. Na tradição europeia, o verde da esmeralda passou a representar a primavera, o amor fiel e a renovação, e a lista popular de pedras do mês a destina a maio.',
    pairing:
      'A prata oxidada cria um fundo escuro que aprofunda o verde da esmeralda e dá às peças um tom clássico. Cravações cercadas de granulação ficam bonitas em anéis de formato oval; brincos pequenos com filigrana trazem a pedra para o uso diário. É uma boa escolha para datas especiais, clientes de estilo clássico e quem quer uma pedra preciosa sem abrir mão do acabamento feito à mão.',
    care: 'Apesar da dureza de 7,5 a 8 na escala de Mohs, a esmeralda é frágil por causa das inclusões internas: uma batida forte pode trincá-la. Evite calor, vapor, ultrassom, solventes e mudanças bruscas de temperatura. Limpe com água morna e um pouco de sabão neutro, sem deixar de molho, e seque com pano macio. Na prata, passe a flanela seca apenas em volta da pedra.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'conjuntos'],
    typesText:
      'Anéis, brincos, pingentes e conjuntos com esmeralda vão da peça delicada à de destaque. Uma sugestão prática: reúna esmeralda, [rubi](/joias-com-pedra-rubi) e [topázio](/joias-com-pedra-topazio) em uma pequena seleção de pedras clássicas e apresente-a como coleção de presentes. Na hora de definir o preço, o prestígio da pedra é argumento, desde que venha acompanhado da informação exata sobre o que ela é.',
    cta: { text: 'Consulte no catálogo as peças com esmeralda.' },
    questions: [
      {
        question: 'A esmeralda das joias é tratada?',
        answer:
          'Quase todas as esmeraldas do mercado recebem óleo ou resina para disfarçar fissuras, prática antiga e aceita quando informada. Existem também esmeraldas de laboratório, com a mesma composição.',
      },
      {
        question: 'A esmeralda é resistente?',
        answer:
          'É dura, de 7,5 a 8 na escala de Mohs, mas frágil por causa das inclusões: uma batida forte pode trincá-la. Nada de calor, vapor, ultrassom ou solventes.',
      },
      {
        question: 'Como falar da esmeralda ao cliente?',
        answer:
          'Com o prestígio da pedra e a informação exata sobre ela: natural, tratada ou de laboratório. Confirme conosco a pedra de cada peça antes de escrever a etiqueta.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-rubi',
        title: 'Joias com rubi',
        description: 'O vermelho do coríndon, outra pedra preciosa clássica em prata envelhecida.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para presentear',
        description: 'Como montar sugestões de presente para datas especiais.',
      },
      {
        to: '/joias-bali-luxo-e-exclusividade',
        title: 'Luxo e exclusividade em prata Bali',
        description: 'Peças de destaque para o cliente que busca algo único.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Brinco, pingente e anel combinando, feitos à mão.',
      },
    ],
  },
  {
    slug: 'rubi',
    name: 'Rubi',
    title: 'Joias com rubi em prata Bali',
    description:
      'Quase todo rubi é aquecido, e há rubis com vidro nas fissuras. O que saber para vender o coríndon vermelho em joias de prata 925 envelhecida.',
    keywords: [
      'joias com rubi para revenda',
      'anel de rubi em prata para revenda',
      'brinco de rubi para revenda',
      'pingente de rubi prata bali para revenda',
      'rubi prata 925 atacado',
    ],
    intent: 'joias com rubi para revenda',
    heroTitle: 'O vermelho intenso do rubi em prata Bali feita à mão',
    heroImage: 'desenho-rubi',
    color: '#9b1b30',
    intro:
      'O rubi carrega séculos de prestígio, e o cliente reconhece o nome na hora. Em prata Bali envelhecida, o vermelho intenso da pedra contrasta com o metal escurecido e resulta em peças com presença, boas para datas comemorativas e para quem quer um toque de cor forte. Na sua loja, pode ser o ponto alto de uma coleção romântica ou de uma vitrine de fim de ano.',
    look: 'A cor vai do vermelho-rosado ao vermelho-escuro com nuance púrpura, o famoso sangue-de-pombo, referência do mercado. Em joias de prata, aparece facetado, em cabochão ou em pequenas pedras lisas, de transparente a opaco. Muitos rubis brilham em vermelho sob luz ultravioleta, efeito da fluorescência do cromo, e mostram finas agulhas internas de rutilo, marcas comuns da pedra natural.',
    origin:
      'O rubi é coríndon, óxido de alumínio, o mesmo mineral da safira; só recebe o nome de rubi quando a cor é vermelha, dada por traços de cromo. A região de Mogok, em Mianmar, é a origem histórica mais famosa. Tailândia, Sri Lanka, Moçambique, Madagascar e Tanzânia estão entre as fontes conhecidas hoje. Quase todo rubi do mercado é aquecido para melhorar cor e limpidez; nas faixas de preço mais baixas são comuns rubis com fissuras preenchidas por vidro, mais frágeis, e rubis de laboratório, produzidos desde o início do século XX com a mesma composição do natural. Pergunte-nos qual é o caso e repasse a resposta ao cliente.',
    meaning:
      'Em sânscrito, o rubi era chamado de *ratnaraj*, rei das pedras preciosas, e na tradição hindu era oferenda digna das divindades. Guerreiros birmaneses, diz a lenda, o levavam junto ao corpo como proteção. No Ocidente, a pedra ficou ligada à paixão e à coragem e representa julho entre as pedras do mês. São tradições para contar como histórias, nunca como promessas.',
    pairing:
      'Vermelho e prata escurecida formam um contraste dramático, e a granulação balinesa em volta de um rubi pequeno cria o efeito de joia de época. Filigranas delicadas equilibram a força da cor em brincos e pingentes. O rubi atende ao público romântico, a quem compra presente de aniversário de namoro e a clientes que gostam de vermelho, mas acham o coral informal demais para a noite.',
    care: 'Só o diamante supera o rubi em dureza entre as gemas mais conhecidas: são 9 pontos na escala de Mohs, o que garante ótima resistência a riscos. Ainda assim, pancadas fortes podem lascar as bordas de uma pedra facetada. Para limpar, uma escova macia com espuma de sabão neutro resolve. Guarde as peças com rubi separadas, porque ele pode riscar pedras mais macias e a própria prata.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares', 'conjuntos'],
    typesText:
      'Os formatos mais comuns são anéis, brincos de tarraxa, pingentes e colares, e o par de brinco e pingente é presente clássico. Para organizar o estoque, reserve parte das peças para junho, com o Dia dos Namorados, e para dezembro, quando o vermelho domina as vitrines. Se quiser modelos sob encomenda, pergunte o prazo na conversa e faça o pedido com antecedência. Para um vermelho mais escuro e acessível, a [granada](/joias-com-pedra-granada) completa a vitrine.',
    cta: { text: 'Confira no catálogo atualizado os modelos com rubi.' },
    questions: [
      {
        question: 'O rubi das joias de prata é natural?',
        answer:
          'Quase todo rubi do mercado é aquecido; nas faixas de preço mais baixas há rubis com fissuras preenchidas por vidro, mais frágeis, e rubis de laboratório. Pergunte-nos qual é o caso de cada peça.',
      },
      {
        question: 'O rubi risca outras joias?',
        answer:
          'Pode riscar: com 9 na escala de Mohs, é mais duro que a maioria das pedras e que a própria prata. Guarde as peças com rubi separadas.',
      },
      {
        question: 'Em que datas destacar o rubi?',
        answer:
          'Em junho, com o Dia dos Namorados, e em dezembro. Julho é o mês do rubi na lista de pedras de aniversário.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-com-pedra-granada',
        title: 'Joias com granada',
        description: 'Um vermelho mais escuro e acessível para completar a vitrine de tons quentes.',
      },
      {
        to: '/joias-com-pedra-esmeralda',
        title: 'Joias com esmeralda',
        description: 'O verde clássico que forma par com o rubi em coleções de presente.',
      },
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis artesanais de prata Bali',
        description: 'Solitários e anéis trabalhados com pedras coloridas.',
      },
      {
        to: '/envio-e-entrega-de-joias-bali',
        title: 'Envio e entrega',
        description: 'Como funciona o envio para todo o Brasil, com código de rastreio.',
      },
    ],
  },
  {
    slug: 'onix',
    name: 'Ônix',
    title: 'Joias com ônix em prata Bali',
    description:
      'Por que quase todo ônix preto é calcedônia tingida, e como a pedra sóbria entra em peças masculinas e femininas de prata 925 envelhecida.',
    keywords: [
      'joias com ônix para revenda',
      'anel de ônix em prata para revenda',
      'anel masculino de ônix para revenda',
      'pingente de ônix para revenda',
      'ônix prata bali atacado',
    ],
    intent: 'joias com ônix para revenda',
    heroTitle: 'Ônix polido para dar força às peças de prata envelhecida',
    heroImage: 'anel-sinete-entalhado',
    color: '#1c1c1e',
    intro:
      'Preto, brilhante e sem excessos, o ônix conversa com quase tudo o que a prata Bali propõe. Ele acompanha a estética do metal escurecido, atende com naturalidade o público masculino e entra também no guarda-roupa feminino, do social ao rock. Dispensa explicação longa: o cliente entende na hora a proposta de uma joia sóbria e marcante.',
    look: 'O ônix usado em joalheria costuma ser preto uniforme e opaco, com brilho vítreo forte quando bem polido. Na forma clássica, porém, a pedra tem faixas paralelas, preto e branco ou marrom e branco, que os artesãos da Antiguidade aproveitavam para esculpir camafeus. Em prata, aparece em cabochões, placas lisas, contas e formas geométricas, às vezes com pequenas variações de tom.',
    origin:
      'É uma variedade de calcedônia, ou seja, quartzo microcristalino, formada em camadas dentro de cavidades de rochas vulcânicas. O Brasil, especialmente o Rio Grande do Sul, e o Uruguai são fontes importantes de calcedônias, assim como a Índia. Atenção ao nome: na decoração, o ônix usado em pias e bancadas é calcita, material bem mais macio e diferente do ônix das joias. Vale saber também que o ônix preto do mercado quase sempre é calcedônia ou [ágata](/joias-com-pedra-agata) tingida, tratamento antigo e estável, porque o preto uniforme é raro na natureza; dá para contar isso ao cliente sem receio.',
    meaning:
      'O nome vem do grego *ónyx*, unha. Segundo o mito, Eros cortou as unhas de Afrodite enquanto ela dormia, e as Parcas transformaram os fragmentos em pedra para que nada do corpo divino se perdesse. Romanos usavam o ônix em anéis de sinete e camafeus. Na tradição popular, a pedra preta é ligada à proteção, à firmeza e ao autocontrole, leitura que combina com o visual dela.',
    pairing:
      'Preto sobre prata oxidada é uma combinação tonal: o ônix prolonga as sombras do metal e deixa a granulação e a filigrana brilharem nos pontos altos. Anéis largos com pedra retangular são clássicos da joalheria masculina, enquanto brincos de gota e pingentes finos entram no visual feminino minimalista ou de estilo rock. Por ser neutro, convive com pedras de todas as cores, o que facilita montar conjuntos.',
    care: 'O ônix chega perto de 7 na escala de Mohs e enfrenta bem o uso diário, inclusive em anéis. As bordas podem lascar se baterem contra superfícies duras. Mantenha perfumes e produtos químicos agressivos longe da pedra e faça a limpeza com pano molhado em água e sabão neutro. Guarde as peças separadas; na prata, a flanela seca mantém o contraste entre relevo claro e fundo escuro.',
    jewelryTypes: ['anéis', 'pingentes', 'pulseiras', 'brincos', 'conjuntos'],
    typesText:
      'Anéis masculinos e femininos são o formato mais clássico, seguidos de pingentes, pulseiras, brincos e conjuntos. Exponha o ônix em fundo claro, onde o preto ganha contraste, e reserve uma bandeja só para peças masculinas. Como peças pretas combinam entre si, vale montar duplas prontas de anel e pingente.',
    cta: { text: 'Veja as peças com ônix no catálogo e monte a vitrine.' },
    questions: [
      {
        question: 'O ônix preto é tingido?',
        answer:
          'Quase sempre: o preto uniforme é raro na natureza, e o ônix do mercado costuma ser calcedônia ou ágata tingida, tratamento antigo e estável que pode ser contado ao cliente sem receio.',
      },
      {
        question: 'O ônix das joias é o mesmo das pias?',
        answer:
          'O ônix usado em pias e bancadas é calcita, bem mais macia. O das joias é calcedônia, perto de 7 na escala de Mohs.',
      },
      {
        question: 'Ônix é só para homens?',
        answer:
          'Anéis largos com pedra retangular são clássicos masculinos, mas brincos de gota e pingentes finos entram no visual feminino minimalista ou de estilo rock.',
      },
    ],
    internalLinks: [
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas de prata Bali',
        description: 'Anéis e pulseiras com ônix e outras pedras escuras para o público masculino.',
      },
      {
        to: '/joias-com-pedra-agata',
        title: 'Joias com ágata',
        description: 'Outra calcedônia, com faixas coloridas e desenhos naturais.',
      },
      {
        to: '/pulseiras-de-prata-bali-artesanais',
        title: 'Pulseiras artesanais de prata Bali',
        description: 'Pulseiras com pedras e trabalho de granulação para compor com o ônix.',
      },
      {
        to: '/joias-bali-minimalistas',
        title: 'Prata Bali minimalista',
        description: 'Linhas limpas e pedras neutras para um visual discreto.',
      },
    ],
  },
  {
    slug: 'turquesa',
    route: '/joias-com-pedra-turquesa-bali',
    name: 'Turquesa',
    title: 'Joias com turquesa em prata Bali',
    description:
      'Turquesa azul-celeste em prata 925 envelhecida, uma combinação clássica do estilo balinês: turquesa estabilizada, imitações, cuidados e vitrine.',
    keywords: [
      'joias com turquesa para revenda',
      'anel de turquesa prata bali para revenda',
      'brinco de turquesa em prata para revenda',
      'turquesa em prata 925',
      'colar de turquesa para revenda',
      'turquesa no atacado',
    ],
    intent: 'joias com turquesa para revenda',
    heroTitle: 'Turquesa e prata Bali, uma parceria clássica da joalheria balinesa',
    heroImage: 'cravacao-de-pedra',
    color: '#3fb8af',
    intro:
      'Quando se pensa em prata Bali, a turquesa é muitas vezes a primeira pedra que vem à mente. O azul-celeste contra o metal escurecido é uma imagem clássica da joalheria balinesa e também de outras tradições, como a dos navajos e zunis, no sudoeste dos Estados Unidos. É pedra de reconhecimento imediato, tanto no público *boho* quanto entre os fãs de joias étnicas.',
    look: 'Opaca e de brilho ceroso, a turquesa vai do azul-céu ao verde-maçã. Muitas pedras trazem a matriz, veios escuros ou amarronzados da rocha onde se formaram; quando esses veios desenham uma rede fina, o efeito recebe o nome de teia de aranha. Há quem prefira o azul limpo e quem goste justamente das marcas. Em joias, o cabochão é a forma mais tradicional, seguido das contas.',
    origin:
      'Do ponto de vista mineral, é um fosfato hidratado de cobre e alumínio: o cobre puxa a cor para o azul e o ferro, para o verde. Forma-se em regiões áridas. O Irã, na região de Nishapur, fornece turquesa há milênios, e o Sinai já era explorado pelos egípcios antigos. Arizona, Nevada e Novo México, nos Estados Unidos, além da China, estão entre as origens clássicas. Boa parte da turquesa vendida no mundo é estabilizada com resina, o que a deixa menos porosa e mais resistente, e há turquesa tingida, turquesa reconstituída a partir de pó e imitações muito comuns feitas de magnesita e outras pedras tingidas. Nada disso precisa ser escondido: o importante é saber o que está vendendo e informar o cliente.',
    meaning:
      'Pedra turca: é isso que o nome significa em francês antigo, já que as rotas comerciais que a levavam à Europa passavam pela Turquia. Na tradição de muitos povos, de persas a tibetanos e indígenas norte-americanos, ela é amuleto de proteção, especialmente para guerreiros e cavaleiros. A cultura popular também a associa ao céu, à serenidade e à boa sorte.',
    pairing:
      'É a combinação que resume o estilo Bali: cabochões de turquesa cercados de granulação fina, espirais de filigrana e vãos escurecidos pela oxidação. O azul parece ainda mais vivo contra o cinza do metal. Atende o público *boho*, o étnico, o praiano e também o masculino, em anéis largos. Fica ótima com branco, jeans, couro e tons de terra, e convive bem com o [coral vermelho](/joias-com-pedra-coral-vermelho) na mesma peça.',
    care: 'Entre as pedras usadas na prata Bali, a turquesa é das mais delicadas: fica entre 5 e 6 na escala de Mohs e é bastante porosa. Óleo da pele, cremes, perfume e cloro podem esverdear a cor. Coloque a joia depois da maquiagem e tire antes de lavar as mãos. Limpe só com pano seco, proteja do sol e dispense banhos de limpeza na prata.',
    jewelryTypes: ['anéis', 'brincos', 'colares', 'pulseiras', 'conjuntos'],
    typesText:
      'Aparece em anéis, brincos, colares, pulseiras e conjuntos, do detalhe discreto à pedra central. Por ser uma das pedras mais reconhecíveis da prata Bali, a turquesa merece lugar fixo na vitrine durante o ano inteiro. Uma dica: mostre a mesma pedra em peças de pesos diferentes, para que o cliente entenda que o preço acompanha a quantidade de prata.',
    cta: { text: 'Peça o catálogo e escolha as peças com turquesa.' },
    questions: [
      {
        question: 'A turquesa é estabilizada?',
        answer:
          'Boa parte da turquesa vendida no mundo é estabilizada com resina, o que a deixa menos porosa; há também turquesa tingida, reconstituída e imitações de magnesita. Pergunte-nos o que é a pedra da peça e repasse a resposta ao cliente.',
      },
      {
        question: 'Por que a turquesa muda de cor?',
        answer:
          'Por ser porosa, absorve óleo da pele, cremes, perfume e cloro, que podem esverdear o azul. A joia vai depois da maquiagem e se limpa só com pano seco.',
      },
      {
        question: 'As veias escuras da turquesa são defeito?',
        answer:
          'São a matriz, a rocha onde a pedra se formou. Quando desenham uma rede fina, o efeito se chama teia de aranha, e há quem prefira justamente essas pedras.',
      },
    ],
    internalLinks: [
      {
        to: '/tradicao-balinesa-na-joalheria',
        title: 'Tradição balinesa na joalheria',
        description: 'Técnicas e motivos da ourivesaria de Bali que emolduram a turquesa.',
      },
      {
        to: '/joias-com-pedra-coral-vermelho',
        title: 'Joias com coral vermelho',
        description: 'Material orgânico que forma com a turquesa um contraste tradicional.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'Como a granulação, a filigrana e a oxidação dão forma às peças em prata.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Como limpar e guardar joias com pedras sensíveis, como a turquesa.',
      },
    ],
  },
];

/** The words of what every page shares: header, footer, breadcrumbs and the content pages' closing call to action. */
const layout: ManifestInput['layout'] = {
  homeLinkText: 'Início',
  // One phrase per action for every button that hands over to the chat (the spec names two others: the hero's and
  // the categories' buttons).
  handover: { catalogue: 'Receber catálogo', question: 'Tirar dúvidas', form: 'Ir ao formulário' },
  header: { allPagesLinkText: 'Todas as páginas' },
  footer: {
    tagline:
      'Joias artesanais de prata 925 envelhecida no estilo Bali, no atacado para lojistas e revendedores de todo o Brasil.',
    contactTitle: 'Contato',
    navigationTitle: 'Navegação',
    privacyLinkText: 'Política de privacidade',
    note: 'Prata 925: 92,5% de prata pura.',
  },
  companyFacts: {
    title: 'Quem somos',
    cnpj: 'CNPJ',
    city: 'Onde estamos',
    instagram: 'Instagram',
    openingHours: 'Atendimento',
    paymentMethods: 'Formas de pagamento',
  },
  contentCta: { title: 'Receba o catálogo de atacado' },
  wholesaleOnly: {
    text: 'Vendemos somente no atacado, para lojistas e revendedores.',
    linkText: 'Ver as condições',
    to: '/joias-de-prata-bali-no-atacado',
  },
  questionsTitle: 'Perguntas de quem revende',
  // Shown only when company.gtmId is set, with the buttons 'Aceitar' and 'Recusar'.
  consentBanner: {
    title: 'Cookies de medição',
    text: 'Só com a sua permissão usamos cookies para medir as visitas e os anúncios.',
    privacyLinkText: 'Política de privacidade',
  },
  pageError: {
    title: 'Não foi possível mostrar esta página',
    text: 'Algo deu errado no navegador ao exibir o conteúdo. Recarregue a página para tentar de novo.',
    reloadText: 'Recarregar a página',
  },
};

/** The site-map page. Its title is 'Mapa do Site'; {brand} is replaced by the brand name. */
const siteMapPage: ManifestInput['siteMapPage'] = {
  description:
    'Todas as páginas do site {brand}, por assunto: joias de prata Bali por tipo e por pedra, cultura balinesa, moda e estilo, atacado e revenda.',
  keywords: ['mapa do site', 'páginas sobre prata bali', 'guias de atacado de prata'],
  intent: 'todas as páginas sobre prata bali',
  intro:
    'Todas as páginas do site, organizadas por assunto. Escolha um tema e, quando quiser, peça o catálogo pelo WhatsApp.',
};

/**
 * What every stone page shares: its link text in the site map, the headings of its body and the opening of its
 * button's message. {Name} is the stone's name as written in `stones`, {name} the same in running text (stone names
 * are common nouns in Portuguese: "Joias com quartzo-rosa"); {the}, {The} and {of} become a, A and da before a
 * feminine name ("da ametista") and o, O and do before a masculine one ("do jade").
 */
const stonePage: ManifestInput['stonePage'] = {
  linkTitle: 'Joias com {name}',
  headings: {
    look: 'Cor e brilho {of} {name}',
    origin: 'De onde vem {the} {name}',
    meaning: 'O que {the} {name} simboliza na tradição',
    pairing: '{The} {name} na prata Bali envelhecida',
    care: 'Cuidados com joias de {name}',
    types: 'Em que joias {the} {name} aparece',
  },
  availableIn: 'Formatos mais comuns:',
  availability: {
    unknown: 'Se há peças com {name} entre os nossos modelos do momento, confirme no WhatsApp.',
    worked: 'Trabalhamos com {name}: os modelos do momento estão no catálogo.',
    notWorked: 'No momento não trabalhamos com {name}; no catálogo estão as pedras dos nossos modelos atuais.',
  },
  whatsappMessage: 'Olá! Gostaria de saber se há peças com {name} no catálogo de atacado.',
};

/**
 * The privacy page (/privacidade). It opens with the controller ({controller} becomes the brand, with its CNPJ once
 * company.cnpj is set). Its last section depends on company.gtmId: `withTagManager` when the site loads Google Tag
 * Manager (only after the visitor accepts), `withoutTagManager` when it measures nothing. Then the visitor's rights
 * (LGPD art. 18) and `contact`, where {email} becomes a link to the company's e-mail. Say only what the site does.
 */
const privacyPage: ManifestInput['privacyPage'] = {
  title: 'Política de privacidade',
  description:
    'Quem responde pelos seus dados, o que este site guarda sobre a visita, o que vai na mensagem do WhatsApp e como exercer os seus direitos pela LGPD.',
  keywords: ['política de privacidade', 'privacidade', 'cookies', 'lgpd'],
  intent: 'política de privacidade e lgpd do site',
  intro:
    'Este site não tem cadastro e não guarda em servidor nada do que você digita. Veja o que fica no seu navegador, o que vai para o WhatsApp e por quê.',
  controller: {
    title: 'Quem responde pelos seus dados',
    text: 'O controlador dos dados pessoais tratados por meio deste site, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018), é a empresa {controller}.',
  },
  sections: [
    {
      title: 'O formulário e o WhatsApp',
      paragraphs: [
        'Nome, cidade, WhatsApp e as demais respostas do formulário não são enviados a nenhum servidor. Ao tocar no botão, o site monta uma mensagem com esses dados e abre o WhatsApp: nós só a recebemos se você decidir enviá-la, e ela serve para responder ao seu pedido.',
        'A mensagem diz também de qual página você veio e, se você chegou por um anúncio ou por um link de divulgação, o nome da campanha, para sabermos qual divulgação trouxe o seu contato. Você pode ler e mudar tudo antes de enviar.',
        'A conversa acontece no WhatsApp, um serviço da Meta. O que você envia por lá também é tratado pelo WhatsApp, conforme os termos de serviço e a política de privacidade dele, que você aceitou ao usar o aplicativo.',
      ],
    },
    {
      title: 'Por que usamos esses dados',
      paragraphs: [
        'Os dados que você nos envia pelo WhatsApp servem para responder ao seu pedido de catálogo e para combinar a compra. A base legal é a do artigo 7º, inciso V, da LGPD: os procedimentos que antecedem um contrato, feitos a seu pedido.',
        'Guardamos a conversa enquanto ela for necessária para atender ao seu pedido e à compra que vier dele, e pelo tempo que a lei exigir dos registros de venda. Fora disso, você pode pedir a eliminação a qualquer momento.',
      ],
    },
    {
      title: 'Dados fora do Brasil',
      paragraphs: [
        'O WhatsApp pertence à Meta, que pode guardar e processar as mensagens em servidores de outros países. A LGPD trata dessa transferência internacional no artigo 33, e ela segue as regras do próprio WhatsApp, citadas acima.',
      ],
    },
    {
      title: 'O que fica no seu navegador',
      paragraphs: [
        'Enquanto você preenche o formulário, um rascunho fica guardado nesta aba do navegador, para nada se perder se a página recarregar; ele é apagado quando o pedido é enviado ou quando a aba é fechada. A campanha que trouxe a sua visita fica guardada do mesmo jeito, só até a aba ser fechada.',
      ],
    },
  ],
  measurement: {
    withTagManager: {
      title: 'Cookies de medição',
      paragraphs: [
        'Só com a sua permissão (artigo 7º, inciso I, da LGPD) o site carrega o Google Tag Manager, que pode ativar ferramentas de medição de visitas e de anúncios, como as do Google. Elas usam cookies para contar as visitas e saber quais anúncios trazem clientes. Se você recusar, nada disso é carregado.',
        'Quando você pede o catálogo pelo WhatsApp, essas ferramentas recebem só a página e a campanha, nunca o que você digitou. A sua escolha fica guardada neste navegador, e você pode mudá-la quando quiser em “Preferências de cookies”, no rodapé de todas as páginas.',
      ],
    },
    withoutTagManager: {
      title: 'Cookies',
      paragraphs: ['Este site não usa cookies nem ferramentas de medição de visitas ou de anúncios.'],
    },
  },
  rights: {
    title: 'Os seus direitos',
    intro: 'Como titular dos dados, você pode pedir a qualquer momento, conforme o artigo 18 da LGPD:',
    items: [
      'a confirmação de que tratamos dados seus;',
      'o acesso a esses dados;',
      'a correção de dados incompletos, inexatos ou desatualizados;',
      'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;',
      'a portabilidade dos dados a outro fornecedor de serviço ou produto;',
      'a eliminação dos dados tratados com o seu consentimento;',
      'a informação sobre com quem compartilhamos os seus dados;',
      'a informação sobre a possibilidade de não dar o consentimento e sobre o que acontece se você não der;',
      'a revogação do consentimento.',
    ],
  },
  contact:
    'Para exercer esses direitos ou tirar dúvidas sobre os seus dados, escreva para {email}. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
};

/** The page shown for an address that does not exist (404.html): it is never indexed. */
const notFound: ManifestInput['notFound'] = {
  title: 'Página não encontrada',
  description:
    'O endereço procurado não existe ou mudou de lugar. Volte ao início, veja todas as páginas no mapa do site ou peça o catálogo pelo WhatsApp.',
  keywords: ['página não encontrada'],
  homeLinkText: 'Voltar ao início',
  siteMapLinkText: 'Ver o mapa do site',
  sectionsTitle: 'Ou escolha um assunto',
};

const manifest: ManifestInput = {
  company,
  images,
  home,
  layout,
  siteMapPage,
  stonePage,
  privacyPage,
  notFound,
  siteMap,
  pages,
  stones,
};
export default manifest;
