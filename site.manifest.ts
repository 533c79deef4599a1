// The single source of truth of the site: company constants, landing-page copy, photos, site-map groups,
// the content pages and the gemstone pages. `npm run check` validates it (node/manifest/validate.ts).
//
// To add a stone: append one entry to `stones` below. Its page, its route (/joias-com-pedra-<slug>) and its
// site-map link are generated from it. To edit a page's text: edit its Markdown file in content/ (named by `body`).
import type { ManifestInput } from './renderer/shared/manifest';

/**
 * Company constants. The contact values are samples that reach nobody (area code 00 does not exist, .example is a
 * reserved domain). Replace each one before publishing and remove its name from `samples`: until then
 * `npm run build` warns and `npm run check -- --publish` fails. `cnpj`, `city` (as 'São Paulo (SP)'),
 * `instagram` (the profile address) and `paymentMethods` are optional facts: add them when the company has them.
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
  title: 'Joias artesanais de prata 925 Bali no atacado, direto da fábrica',
  description:
    'Fábrica de joias artesanais de prata 925 envelhecida em estilo Bali desde 2006. Atacado para lojistas e revendedores: R$ 14,90 o grama e envio ao Brasil todo.',
  keywords: [
    'prata bali atacado',
    'joias de prata 925 no atacado',
    'joias artesanais de prata',
    'prata envelhecida',
    'fornecedor de joias de prata',
    'joias de prata para revenda',
    'joias bali direto da fábrica',
    'anéis de prata bali',
  ],
  heroImage: 'home-hero',
  hero: {
    kicker: 'Fabricante desde 2006',
    title: 'Joias de prata Bali artesanais no atacado, direto da fábrica',
    lead: 'Prata 925 envelhecida, trabalhada à mão no estilo balinês, para lojistas e revendedores de todo o Brasil. Compre por grama, com CPF ou CNPJ, e monte uma coleção com personalidade.',
    ctaText: 'Solicitar Catálogo Exclusivo',
    highlights: ['Prata 925 envelhecida', 'R$ 14,90 o grama', 'Envio para todo o Brasil'],
  },
  history: {
    title: 'Nossa história e inspiração',
    paragraphs: [
      'Desde 2006, fabricamos joias de prata 925 envelhecida inspiradas na ourivesaria de Bali, uma tradição em que cada peça carrega tempo, paciência e intenção. Ao longo desses anos, transformamos essa inspiração em um trabalho de atacado pensado para quem vive do varejo: lojistas e revendedores que procuram joias com alma artesanal, acabamento cuidadoso e um estilo que não se confunde com o das peças produzidas em série.',
      'Na tradição balinesa, a ourivesaria é um ofício transmitido de geração em geração e ligado à arte dos templos, dos ornamentos e das cerimônias. Dela vêm as técnicas que dão identidade à prata Bali: a granulação, em que minúsculas esferas de metal são aplicadas uma a uma sobre a peça; a filigrana, com fios finíssimos torcidos e soldados em desenhos delicados; e o acabamento oxidado, que escurece os vãos e as reentrâncias enquanto o polimento faz brilhar as partes altas, realçando cada detalhe.',
      'É dessa herança que nasce o nosso trabalho. Flores, espirais, folhagens e motivos geométricos inspirados na arte balinesa ganham forma em peças modeladas, soldadas e polidas à mão. Por isso, cada joia tem pequenas variações que a tornam única, um detalhe que seus clientes percebem e valorizam. O resultado é uma prata de aparência envelhecida, textura rica e presença marcante, que combina tanto com o estilo boho quanto com produções mais clássicas.',
    ],
    image: 'ourives-martelando-prata',
  },
  categories: {
    title: 'Seis linhas de joias em prata Bali',
    intro:
      'Conheça as principais categorias do nosso catálogo, todas produzidas artesanalmente em prata 925 envelhecida no estilo balinês.',
    items: [
      {
        name: 'Anéis Bali',
        description:
          'Aros trabalhados com granulação, filigrana e acabamento oxidado, do modelo delicado para o dia a dia ao anel largo e marcante, com ou sem pedras naturais.',
        image: 'anel-pedra-bruta',
        to: '/aneis-de-prata-bali-artesanais',
      },
      {
        name: 'Brincos Bali',
        description:
          'Argolas, gotas e pendentes com desenhos florais e detalhes em filigrana, leves o bastante para o uso diário e expressivos o suficiente para chamar a atenção.',
        image: 'argolas-prata-martelada',
        to: '/brincos-de-prata-bali-com-pedra-natural',
      },
      {
        name: 'Pulseiras Bali',
        description:
          'Braceletes rígidos, pulseiras de elos e modelos articulados em prata envelhecida, com texturas e ornamentos que valorizam o pulso, usados sozinhos ou em composições.',
        image: 'pulseira-prata-forjada',
        to: '/pulseiras-de-prata-bali-artesanais',
      },
      {
        name: 'Pulseiras Bali com pedras',
        description:
          'Prata Bali combinada a pedras naturais como ametista, turquesa, quartzo-rosa e olho-de-tigre, unindo a cor das gemas ao contraste do acabamento oxidado.',
        image: 'pulseira-prata-coracoes-pedras',
        to: '/pulseiras-de-prata-bali-artesanais',
      },
      {
        name: 'Pingentes Bali',
        description:
          'Medalhas, símbolos e formas inspiradas na natureza, com ou sem pedras, para compor colares com personalidade e atender clientes que buscam significado nas joias.',
        image: 'pedra-bruta-pingente',
        to: '/colares-e-pingentes-prata-bali',
      },
      {
        name: 'Tornozeleiras Bali',
        description:
          'Correntes finas e modelos com pequenos pingentes em prata envelhecida, ideais para o verão, para a moda praia e para quem gosta do estilo boho.',
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
        value: 'R$ 14,90',
        text: 'O custo de cada peça corresponde ao seu peso, o que deixa a compra transparente e facilita a formação do seu preço de venda.',
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
    ctaText: 'Quero comprar no atacado',
  },
  differentiators: {
    title: 'Por que comprar direto da fábrica',
    items: [
      {
        title: 'Feitas à mão',
        text: 'Cada peça é modelada, soldada e finalizada artesanalmente, com técnicas da ourivesaria balinesa. O resultado são joias com detalhes e personalidade que a produção em série não reproduz.',
      },
      {
        title: 'Prata 925 legítima',
        text: 'Nossas joias são feitas em prata 925: 92,5% de prata pura e 7,5% de outros metais, como o cobre, que dão a resistência necessária para o uso diário.',
      },
      {
        title: 'Garantia vitalícia do metal',
        text: 'A prata das nossas peças tem garantia vitalícia. Ela não cobre quebra ou mau uso, mas assegura a qualidade do material que você oferece aos seus clientes.',
      },
      {
        title: 'Margem para a sua loja',
        text: 'A margem sugerida para revenda é de 100% a 300% sobre o custo, com espaço para você definir preços de acordo com o seu público e o seu canal de venda.',
      },
      {
        title: 'Fabricante desde 2006',
        text: 'Produzimos joias de prata Bali desde 2006. São muitos anos dedicados ao mesmo ofício e ao atendimento de lojistas e revendedores de todo o Brasil.',
      },
      {
        title: 'Encomendas com rastreio',
        text: 'Peças sob encomenda são entregues em poucas semanas, e todos os envios seguem com código de rastreio para você acompanhar o pedido até a chegada.',
      },
    ],
  },
  leadForm: {
    title: 'Solicite o catálogo pelo WhatsApp',
    intro:
      'Preencha os dados abaixo e continue a conversa no WhatsApp com a sua solicitação já pronta. É só revisar a mensagem e enviar.',
    noScriptText: 'Para solicitar o catálogo, fale diretamente com a nossa equipe pelo WhatsApp.',
    noScriptLinkText: 'Falar no WhatsApp',
    privacyNote: 'Seus dados não ficam armazenados no site: eles servem apenas para preencher a mensagem do WhatsApp.',
    submitText: 'Receber o catálogo no WhatsApp',
    greeting: 'Olá! Gostaria de receber o catálogo de atacado de joias de prata Bali.',
  },
  // Sample testimonials, as the spec asks: replace them with real customers' words (with their permission) and
  // delete `sample: true`; the publish check lists every one still marked.
  testimonials: {
    title: 'Quem revende, recomenda',
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
    ctaText: 'Tirar dúvidas pelo WhatsApp',
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
          'No atacado, o preço das joias é calculado pelo peso em prata: R$ 14,90 o grama. Assim, o valor de cada peça corresponde diretamente ao seu peso, o que torna o custo transparente e facilita o cálculo da sua margem na hora de definir o preço de venda.',
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
      'O catálogo reúne anéis, brincos, pulseiras, braceletes, pingentes e tornozeleiras, além de peças que combinam a prata com pedras naturais. Ametista, quartzo-rosa, turquesa, citrino, olho-de-tigre, ônix, lápis-lazúli e madrepérola estão entre as pedras que costumam dar cor a esse estilo de joia, do boho ao clássico. Na tradição de diversas culturas, muitas dessas pedras são associadas a significados simbólicos, um atrativo a mais para quem procura uma joia para presentear ou para usar no dia a dia.',
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
    title: 'Anéis de prata Bali artesanais no atacado',
    description:
      'Anéis de prata Bali 925 envelhecida, feitos à mão, para revenda: modelos que não podem faltar, grade de numeração e o que explicar a quem compra.',
    keywords: [
      'anéis de prata bali',
      'anel de prata 925 atacado',
      'anéis artesanais para revenda',
      'anel de prata com pedra natural',
      'anéis de prata envelhecida',
    ],
    heroTitle: 'Anéis de prata Bali feitos à mão para a sua vitrine',
    heroImage: 'aneis-prata',
    sectionImage: 'anel-pedra-bruta',
    body: 'pages/aneis-de-prata-bali-artesanais.md',
    ctaText: 'Quero o catálogo de anéis',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de anéis de prata Bali para a minha loja.',
    internalLinks: [
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Ofereça o brinco e o pingente que combinam com cada anel e aumente o valor da venda.',
      },
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas de prata Bali',
        description: 'Anéis robustos e outras peças pensadas para o cliente homem.',
      },
      {
        to: '/joias-com-pedra-ametista',
        title: 'Joias com ametista',
        description: 'Conheça uma das pedras mais procuradas em anéis de prata artesanais.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações de limpeza e conservação para repassar a quem compra seus anéis.',
      },
    ],
  },
  {
    route: '/pulseiras-de-prata-bali-artesanais',
    title: 'Pulseiras e braceletes de prata Bali no atacado',
    description:
      'Pulseiras e braceletes de prata Bali 925 artesanais para revenda: tipos, comprimento certo e uma exposição que convida a combinar várias peças.',
    keywords: [
      'pulseiras de prata bali',
      'bracelete de prata 925 atacado',
      'pulseira de prata artesanal',
      'pulseiras para revenda',
      'bracelete de prata envelhecida',
    ],
    heroTitle: 'Pulseiras de prata Bali artesanais para vender em composição',
    heroImage: 'pulseira-prata-forjada',
    sectionImage: 'pulseira-prata-coracoes-pedras',
    body: 'pages/pulseiras-de-prata-bali-artesanais.md',
    ctaText: 'Ver catálogo de pulseiras',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de pulseiras e braceletes de prata Bali.',
    internalLinks: [
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis de prata Bali',
        description: 'Complete a composição do pulso com anéis na mesma pedra ou textura.',
      },
      {
        to: '/tornozeleiras-de-prata-bali',
        title: 'Tornozeleiras de prata Bali',
        description: 'Peças leves de verão que combinam com as pulseiras finas.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali no estilo boho',
        description: 'Ideias para sobrepor pulseiras e criar um visual despojado.',
      },
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias masculinas',
        description: 'Pulseiras de elos grossos e braceletes para o público masculino.',
      },
    ],
  },
  {
    route: '/brincos-de-prata-bali-com-pedra-natural',
    title: 'Brincos de prata Bali com pedra natural',
    description:
      'Brincos de prata Bali 925 com turquesa, ametista, ônix e outras pedras naturais: fechos, exposição, tratamentos comuns das pedras e cuidados.',
    keywords: [
      'brincos de prata bali',
      'brinco com pedra natural',
      'brinco de prata 925 atacado',
      'brincos artesanais para revenda',
      'brinco de prata com turquesa',
    ],
    heroTitle: 'Brincos de prata Bali com pedras naturais de cor única',
    heroImage: 'brincos-filigrana',
    sectionImage: 'argolas-prata-martelada',
    body: 'pages/brincos-de-prata-bali-com-pedra-natural.md',
    ctaText: 'Quero ver os brincos',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de brincos de prata Bali com pedras.',
    internalLinks: [
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'A pedra que mais combina com o acabamento envelhecido da prata Bali.',
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
        description: 'Brinco, colar e anel no mesmo desenho para vender de uma só vez.',
      },
    ],
  },
  {
    route: '/colares-e-pingentes-prata-bali',
    title: 'Colares e pingentes de prata Bali para revenda',
    description:
      'Colares e pingentes de prata Bali 925 com pedras naturais para lojistas: comprimentos, sobreposição e como vender pingente e corrente juntos.',
    keywords: [
      'colares de prata bali',
      'pingentes de prata 925',
      'colar de prata atacado',
      'pingente com pedra natural',
      'colares artesanais para revenda',
    ],
    heroTitle: 'Colares e pingentes de prata Bali com pedras naturais',
    heroImage: 'pingente-lua-estrela',
    sectionImage: 'pedra-bruta-pingente',
    body: 'pages/colares-e-pingentes-prata-bali.md',
    ctaText: 'Catálogo de colares e pingentes',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de colares e pingentes de prata Bali.',
    internalLinks: [
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos espirituais',
        description: 'Mandala, lótus e árvore da vida: pingentes que o cliente escolhe pelo significado.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Colar e brinco no mesmo desenho, prontos para presente.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Pares que repetem a pedra do pingente e completam a produção.',
      },
      {
        to: '/joias-com-madreperola',
        title: 'Joias com madrepérola',
        description: 'Pingentes de brilho suave e iridescente, com forte apelo de presente.',
      },
    ],
  },
  {
    route: '/conjuntos-de-prata-bali-artesanais',
    title: 'Conjuntos de prata Bali artesanais no atacado',
    description:
      'Conjuntos de prata Bali 925 com brinco, colar e anel no mesmo desenho: o que faz um bom conjunto, para quem vender e como apresentar.',
    keywords: [
      'conjuntos de prata bali',
      'conjunto de prata 925 atacado',
      'conjunto de brinco e colar de prata',
      'joias combinando para revenda',
      'conjunto de prata com pedra natural',
    ],
    heroTitle: 'Conjuntos de prata Bali: a produção completa em uma só venda',
    heroImage: 'colecao-prata-joias',
    body: 'pages/conjuntos-de-prata-bali-artesanais.md',
    ctaText: 'Quero ver os conjuntos',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo com os conjuntos de prata Bali.',
    internalLinks: [
      {
        to: '/joias-bali-para-noivas',
        title: 'Joias Bali para noivas',
        description: 'Conjuntos coordenados para noivas e madrinhas no dia da cerimônia.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para presentear',
        description: 'Como transformar conjuntos em presentes para as principais datas do ano.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Pares avulsos para a cliente que quer começar a coleção pelo brinco.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Comprimentos, correntes e pingentes para montar o colar ideal.',
      },
    ],
  },
  {
    route: '/joias-de-prata-bali-no-atacado',
    title: 'Joias de prata Bali no atacado a R$ 14,90 o grama',
    description:
      'Compre joias de prata Bali 925 no atacado a R$ 14,90 o grama, com pedido mínimo de R$ 800,00, CPF ou CNPJ e envio para todo o Brasil.',
    keywords: [
      'joias de prata bali no atacado',
      'prata 925 atacado',
      'atacado de joias de prata',
      'prata bali preço por grama',
      'fabricante de prata bali',
    ],
    heroTitle: 'Prata Bali no atacado: condições claras para lojistas e revendedores',
    heroImage: 'aneis-prata-close',
    body: 'pages/joias-de-prata-bali-no-atacado.md',
    ctaText: 'Quero comprar no atacado',
    whatsappMessage: 'Olá! Quero comprar prata Bali no atacado e gostaria de receber o catálogo.',
    internalLinks: [
      {
        to: '/como-revender-prata-bali',
        title: 'Como revender prata Bali',
        description: 'Público, exposição e formação de preço para começar a revender com segurança.',
      },
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Como pedir o catálogo pelo WhatsApp e usá-lo para montar o primeiro pedido.',
      },
      {
        to: '/vantagens-de-comprar-no-atacado',
        title: 'Vantagens de comprar no atacado',
        description: 'Entenda por que o preço por grama e a margem própria favorecem o lojista.',
      },
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis de prata Bali',
        description: 'Conheça os anéis artesanais, peças de maior valor unitário em um pedido de estreia.',
      },
    ],
  },
  {
    route: '/historia-e-significado-da-prata-bali',
    title: 'História e significado da prata Bali',
    description:
      'Conheça a origem da prata Bali, da ourivesaria da ilha às vitrines brasileiras, e use essa história para vender joias artesanais com mais segurança.',
    keywords: [
      'história da prata bali',
      'significado da prata bali',
      'origem da prata bali',
      'o que é prata bali',
      'prata bali artesanal',
    ],
    heroTitle: 'Prata Bali: a história por trás de cada peça',
    heroImage: 'templo-bali',
    body: 'pages/historia-e-significado-da-prata-bali.md',
    ctaText: 'Quero conhecer o catálogo',
    whatsappMessage: 'Olá! Li sobre a história da prata Bali e gostaria de conhecer o catálogo de atacado.',
    internalLinks: [
      {
        to: '/tradicao-balinesa-na-joalheria',
        title: 'Tradição balinesa na joalheria',
        description: 'Os motivos, as técnicas e os valores que definem a estética das joias de Bali.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'Passo a passo de como uma joia de prata Bali é feita à mão, da liga ao polimento.',
      },
      {
        to: '/prata-bali-na-cultura-indiana',
        title: 'Prata Bali e a cultura indiana',
        description: 'Descubra como a herança hindu chegou a Bali e inspirou símbolos presentes nas joias.',
      },
    ],
  },
  {
    route: '/como-cuidar-de-joias-de-prata-bali',
    title: 'Como cuidar de joias de prata Bali: guia completo',
    description:
      'Limpeza, armazenamento e uso da prata Bali: orientações para preservar o acabamento envelhecido e repassar ao cliente final os cuidados certos.',
    keywords: [
      'como cuidar de prata bali',
      'limpar joia de prata',
      'prata 925 escurecida',
      'como guardar joias de prata',
      'cuidados com prata envelhecida',
    ],
    heroTitle: 'Cuidados que mantêm a prata Bali bonita por anos',
    heroImage: 'anel-oxidado-cuidados',
    body: 'pages/como-cuidar-de-joias-de-prata-bali.md',
    ctaText: 'Pedir catálogo pelo WhatsApp',
    whatsappMessage: 'Olá! Vim pelo guia de cuidados com a prata Bali e gostaria de receber o catálogo de atacado.',
    internalLinks: [
      {
        to: '/certificado-de-autenticidade-prata-bali',
        title: 'Autenticidade da prata 925',
        description: 'Saiba reconhecer a prata 925 legítima e o que perguntar ao fornecedor antes de comprar.',
      },
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'Uma pedra clássica da prata Bali, que pede cuidados especiais no dia a dia.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'Como nasce o acabamento envelhecido e por que a oxidação dos vãos não deve ser removida.',
      },
      {
        to: '/joias-com-madreperola',
        title: 'Joias com madrepérola',
        description: 'Peças delicadas e luminosas que combinam com a prata envelhecida.',
      },
    ],
  },
  {
    route: '/prata-bali-vs-prata-italiana',
    title: 'Prata Bali ou prata italiana: qual revender?',
    description:
      'Compare prata Bali e prata italiana em design, acabamento, técnica e público ideal, e saiba como equilibrar os dois estilos na sua loja.',
    keywords: [
      'prata bali vs prata italiana',
      'diferença entre prata bali e italiana',
      'prata italiana ou prata bali',
      'prata 925 artesanal',
      'qual prata revender',
    ],
    heroTitle: 'Prata Bali x prata italiana: diferenças que importam na revenda',
    heroImage: 'prata-e-bronze',
    body: 'pages/prata-bali-vs-prata-italiana.md',
    ctaText: 'Ver o catálogo Bali',
    whatsappMessage: 'Olá! Estou comparando prata Bali e prata italiana e gostaria de ver o catálogo de prata Bali.',
    internalLinks: [
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Como o preço por grama e o trabalho manual formam o valor de cada peça.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações para preservar o acabamento envelhecido e evitar dúvidas no pós-venda.',
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
    title: 'Joias masculinas de prata Bali no atacado',
    description:
      'Anéis, pulseiras e correntes masculinas em prata Bali 925 envelhecida para revenda: o que o cliente procura e como montar a sua seleção.',
    keywords: [
      'joias masculinas de prata',
      'anel masculino de prata bali',
      'pulseira masculina de prata 925',
      'joias masculinas no atacado',
      'corrente masculina de prata',
    ],
    heroTitle: 'Prata Bali masculina: peças robustas de acabamento envelhecido',
    heroImage: 'anel-sinete-entalhado',
    body: 'pages/joias-de-prata-bali-masculinas.md',
    ctaText: 'Ver a linha masculina',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo da linha masculina de prata Bali.',
    internalLinks: [
      {
        to: '/joias-bali-masculinas-modernas',
        title: 'Joias Bali masculinas modernas',
        description: 'Tendências e estilos que estão conquistando o público masculino.',
      },
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis de prata Bali',
        description: 'Numeração, modelos e grade de tamanhos para vender anéis com segurança.',
      },
      {
        to: '/joias-com-pedra-olho-de-tigre',
        title: 'Joias com olho-de-tigre',
        description: 'Uma pedra de tons terrosos muito escolhida em peças masculinas.',
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
    title: 'Tradição balinesa na joalheria de prata',
    description:
      'Flores, espirais, granulação e seres míticos: entenda a tradição balinesa na joalheria e como levá-la para a vitrine e o atendimento da sua loja.',
    keywords: [
      'tradição balinesa',
      'joalheria balinesa',
      'motivos das joias de bali',
      'ourivesaria de bali',
      'arte balinesa em prata',
    ],
    heroTitle: 'A tradição balinesa que dá forma às nossas joias',
    heroImage: 'mascara-balinesa',
    body: 'pages/tradicao-balinesa-na-joalheria.md',
    ctaText: 'Quero ver os modelos',
    whatsappMessage: 'Olá! Gostaria de ver os modelos de prata Bali no catálogo de atacado.',
    internalLinks: [
      {
        to: '/historia-e-significado-da-prata-bali',
        title: 'História da prata Bali',
        description: 'Da ilha indonésia às vitrines brasileiras: a trajetória do estilo.',
      },
      {
        to: '/joias-bali-design-floral',
        title: 'Joias Bali de design floral',
        description: 'Flores e folhagens da tradição balinesa em peças prontas para revenda.',
      },
      {
        to: '/joias-de-bali-e-espiritualidade',
        title: 'Prata Bali e espiritualidade',
        description: 'Como a religiosidade balinesa inspira as joias e atrai um público fiel.',
      },
    ],
  },
  {
    route: '/significado-espiritual-da-prata-bali',
    title: 'Significado espiritual da prata Bali',
    description:
      'O que a prata, a flor de lótus, a espiral e o Om representam na tradição, e como apresentar esses significados ao cliente com respeito e honestidade.',
    keywords: [
      'significado espiritual da prata',
      'simbolismo da prata bali',
      'significado da flor de lótus',
      'joias com significado',
      'prata e a lua',
    ],
    heroTitle: 'O que a prata e os símbolos de Bali representam',
    heroImage: 'templo-ubud',
    body: 'pages/significado-espiritual-da-prata-bali.md',
    ctaText: 'Ver peças simbólicas',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças com símbolos.',
    internalLinks: [
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos espirituais',
        description: 'Lótus, Om, mandalas e outros símbolos em pingentes de prata 925.',
      },
      {
        to: '/joias-de-bali-e-espiritualidade',
        title: 'Prata Bali e espiritualidade',
        description: 'Onde vender joias com significado e como falar do tema com responsabilidade.',
      },
      {
        to: '/joias-com-pedra-ametista',
        title: 'Joias com ametista',
        description: 'Uma pedra muito procurada por quem escolhe joias pelo significado.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para presentear',
        description: 'Ideias de presentes com mensagem para datas especiais.',
      },
    ],
  },
  {
    route: '/processo-artesanal-prata-bali',
    title: 'Processo artesanal da prata Bali, etapa por etapa',
    description:
      'Fundição, filigrana, granulação, cravação, oxidação e polimento: como uma joia de prata Bali é feita à mão e como explicar isso ao cliente.',
    keywords: [
      'processo artesanal prata bali',
      'como é feita a prata bali',
      'granulação em prata',
      'filigrana de prata',
      'prata oxidada artesanal',
      'joia feita à mão',
    ],
    heroTitle: 'Da prata bruta à joia pronta: o feito à mão em detalhes',
    heroImage: 'aro-prata-triblet',
    sectionImage: 'ourives-martelando-prata',
    body: 'pages/processo-artesanal-prata-bali.md',
    ctaText: 'Conhecer as peças artesanais',
    whatsappMessage: 'Olá! Gostaria de conhecer as peças artesanais no catálogo de atacado.',
    internalLinks: [
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Como o trabalho manual se traduz em preço e margem na revenda.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações para preservar a oxidação e o brilho dos relevos.',
      },
      {
        to: '/joias-personalizadas-bali',
        title: 'Joias personalizadas',
        description: 'Modelos sob encomenda para quem busca peças exclusivas na vitrine.',
      },
    ],
  },
  {
    route: '/joias-prata-bali-estilo-boho',
    title: 'Joias de prata Bali estilo boho para revenda',
    description:
      'Joias de prata Bali no estilo boho: pedras naturais, acabamento envelhecido e peças para sobrepor. Como expor, precificar e vender para esse público.',
    keywords: [
      'joias estilo boho',
      'joias boho de prata',
      'prata bali boho',
      'anéis boho de prata',
      'colares boho atacado',
      'joias boho para revenda',
    ],
    heroTitle: 'Prata Bali e estilo boho: peças em camadas com alma livre',
    heroImage: 'vestido-boho',
    body: 'pages/joias-prata-bali-estilo-boho.md',
    ctaText: 'Quero o catálogo boho',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo com peças de prata Bali para o estilo boho.',
    internalLinks: [
      {
        to: '/tornozeleiras-de-prata-bali',
        title: 'Tornozeleiras de prata Bali',
        description: 'Complemento natural do visual boho, perfeito para vender junto com sandálias e vestidos.',
      },
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'A pedra mais associada ao estilo boho, com contraste forte sobre a prata envelhecida.',
      },
      {
        to: '/tendencias-de-joias-bali',
        title: 'Tendências de joias Bali',
        description: 'O que está em alta e como equilibrar peças da moda com o estoque atemporal.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações para conservar a oxidação dos vãos e repassar ao seu cliente.',
      },
    ],
  },
  {
    route: '/joias-de-bali-e-espiritualidade',
    title: 'Joias de inspiração balinesa e espiritualidade',
    description:
      'A religiosidade de Bali explica o encanto das joias inspiradas na ilha. Onde vendê-las ao público de ioga e bem-estar e como falar do tema com responsabilidade.',
    keywords: [
      'joias de bali e espiritualidade',
      'joias espirituais de prata',
      'joias para ioga',
      'joias para loja esotérica',
      'joias com significado espiritual',
    ],
    heroTitle: 'Espiritualidade balinesa em joias para o dia a dia',
    heroImage: 'templo-bali-indonesia',
    body: 'pages/joias-de-bali-e-espiritualidade.md',
    ctaText: 'Pedir o catálogo agora',
    whatsappMessage: 'Olá! Atendo um público ligado ao bem-estar e gostaria de receber o catálogo de atacado.',
    internalLinks: [
      {
        to: '/significado-espiritual-da-prata-bali',
        title: 'Significado espiritual da prata',
        description: 'O que a prata e os principais símbolos representam na tradição.',
      },
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos',
        description: 'Peças leves e simbólicas, certeiras em estúdios de ioga e lojas esotéricas.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Estilo boho',
        description: 'Composições livres e naturais que combinam com o público do bem-estar.',
      },
      {
        to: '/joias-com-pedra-quartzo-rosa',
        title: 'Joias com quartzo-rosa',
        description: 'Pedra delicada e muito procurada em presentes com significado.',
      },
    ],
  },
  {
    route: '/prata-bali-na-cultura-indiana',
    title: 'Prata Bali e a influência da cultura indiana',
    description:
      'Como o hinduísmo chegou a Bali e quais símbolos a prata balinesa compartilha com a Índia, como Om, lótus e Ganesha, com ideias para a sua vitrine.',
    keywords: [
      'prata bali e cultura indiana',
      'hinduísmo em bali',
      'símbolos hindus em joias',
      'joias com ganesha',
      'joias de inspiração indiana',
    ],
    heroTitle: 'Da Índia a Bali: os símbolos que a prata compartilha',
    heroImage: 'brincos-prata-oxidada',
    body: 'pages/prata-bali-na-cultura-indiana.md',
    ctaText: 'Solicitar o catálogo completo',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo completo de prata Bali.',
    internalLinks: [
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos espirituais',
        description: 'Om, lótus, Ganesha e outros símbolos em prata 925 envelhecida.',
      },
      {
        to: '/historia-e-significado-da-prata-bali',
        title: 'História da prata Bali',
        description: 'A trajetória da ourivesaria balinesa até chegar ao Brasil.',
      },
      {
        to: '/joias-de-bali-e-espiritualidade',
        title: 'Prata Bali e espiritualidade',
        description: 'A fé balinesa no cotidiano e o público que se identifica com ela.',
      },
    ],
  },
  {
    route: '/valor-da-joalheria-artesanal',
    title: 'O valor da joalheria artesanal na revenda',
    description:
      'Entenda o que forma o valor de uma joia artesanal, como precificar prata 925 vendida por grama e como justificar o preço ao seu cliente final.',
    keywords: [
      'valor da joalheria artesanal',
      'preço de joia artesanal',
      'como precificar joias de prata',
      'prata 925 por grama',
      'margem de lucro em joias',
    ],
    heroTitle: 'Por que uma joia feita à mão vale mais',
    heroImage: 'ourives-na-bancada',
    body: 'pages/valor-da-joalheria-artesanal.md',
    ctaText: 'Quero montar meu pedido',
    whatsappMessage:
      'Olá! Quero montar meu pedido de prata Bali e gostaria de receber o catálogo para escolher os modelos.',
    internalLinks: [
      {
        to: '/como-revender-prata-bali',
        title: 'Como revender prata Bali',
        description: 'Passos práticos para começar a revender e organizar o primeiro pedido.',
      },
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Prata Bali no atacado',
        description: 'Condições de compra por grama, pedido mínimo e atendimento para lojistas.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'As etapas manuais que explicam o valor de cada peça.',
      },
      {
        to: '/certificado-de-autenticidade-prata-bali',
        title: 'Autenticidade da prata 925',
        description: 'Como reconhecer a prata legítima e transmitir segurança ao cliente.',
      },
    ],
  },
  {
    route: '/tornozeleiras-de-prata-bali',
    title: 'Tornozeleiras de prata Bali 925 no atacado',
    description:
      'Tornozeleiras de prata Bali 925 artesanais para o verão: modelos, tamanhos, planejamento da temporada e cuidados com mar e piscina.',
    keywords: [
      'tornozeleiras de prata bali',
      'tornozeleira de prata 925',
      'tornozeleira no atacado',
      'tornozeleira artesanal para revenda',
      'tornozeleira de prata com pingente',
    ],
    heroTitle: 'Tornozeleiras de prata Bali: leveza artesanal para o verão',
    heroImage: 'tornozeleira',
    body: 'pages/tornozeleiras-de-prata-bali.md',
    ctaText: 'Catálogo de tornozeleiras',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de tornozeleiras de prata Bali.',
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
        description: 'Os laços entre a cultura indiana e a joalheria balinesa, contados em detalhes.',
      },
    ],
  },
  {
    route: '/pingentes-com-simbolos-espirituais',
    title: 'Pingentes com símbolos espirituais em prata Bali',
    description:
      'Pingentes de prata Bali 925 com mandala, flor de lótus, om e árvore da vida. Conheça a tradição de cada símbolo e como vendê-los na sua loja.',
    keywords: [
      'pingentes com símbolos espirituais',
      'pingente de mandala em prata',
      'pingente flor de lótus',
      'pingente árvore da vida prata',
      'pingente om prata 925',
    ],
    heroTitle: 'Mandala, lótus, om e árvore da vida em pingentes de prata Bali',
    heroImage: 'pingente-onda-prata',
    body: 'pages/pingentes-com-simbolos-espirituais.md',
    ctaText: 'Quero os pingentes simbólicos',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de pingentes com símbolos espirituais.',
    internalLinks: [
      {
        to: '/joias-de-bali-e-espiritualidade',
        title: 'Prata Bali e espiritualidade',
        description: 'A relação entre a joalheria balinesa e a fé que inspira seus desenhos.',
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
        description: 'Técnicas e motivos que fazem da prata Bali um estilo inconfundível.',
      },
    ],
  },
  {
    route: '/joias-com-madreperola',
    title: 'Joias com madrepérola em prata Bali no atacado',
    description:
      'Joias de prata Bali 925 com madrepérola: o que é o nácar, tingimentos e imitações comuns, cuidados específicos e dicas de venda para lojistas.',
    keywords: [
      'joias com madrepérola',
      'madrepérola e prata 925',
      'brinco de madrepérola',
      'pingente de madrepérola em prata',
      'joias de nácar no atacado',
    ],
    heroTitle: 'Madrepérola e prata Bali: o brilho do mar em joias artesanais',
    heroImage: 'brincos-perola-prata',
    body: 'pages/joias-com-madreperola.md',
    ctaText: 'Ver peças com madrepérola',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças com madrepérola.',
    internalLinks: [
      {
        to: '/joias-bali-para-noivas',
        title: 'Joias Bali para noivas',
        description: 'Peças claras e delicadas, perfeitas para casamentos na praia.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Limpeza e conservação da prata sem prejudicar materiais sensíveis como a madrepérola.',
      },
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'Outra pedra ligada ao mar, que combina com a madrepérola.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Pingentes em gota ou oval para destacar o brilho da madrepérola.',
      },
    ],
  },
  {
    route: '/joias-bali-design-floral',
    title: 'Joias Bali com design floral em prata 925',
    description:
      'Frangipani, lótus e ramagens em prata envelhecida: conheça as joias Bali de design floral e saiba como expor, combinar e vender essas peças na sua loja.',
    keywords: [
      'joias florais de prata',
      'joias bali design floral',
      'brinco de flor de prata',
      'pingente flor de lótus prata',
      'anel floral de prata 925',
    ],
    heroTitle: 'Design floral na prata Bali: pétalas, lótus e ramagens feitas à mão',
    heroImage: 'joias-prata-close',
    body: 'pages/joias-bali-design-floral.md',
    ctaText: 'Ver as peças florais',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças de design floral.',
    internalLinks: [
      {
        to: '/tradicao-balinesa-na-joalheria',
        title: 'Tradição balinesa na joalheria',
        description: 'Entenda de onde vêm os motivos florais e como contar essa história ao cliente.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Brinco, anel e pingente com o mesmo desenho floral vendem melhor juntos.',
      },
      {
        to: '/joias-com-pedra-quartzo-rosa',
        title: 'Joias com quartzo-rosa',
        description: 'Pedra de tom suave que combina com flores e agrada ao público romântico.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para presentear',
        description: 'O floral é um dos temas mais seguros para presentes em datas comemorativas.',
      },
    ],
  },
  {
    route: '/como-revender-prata-bali',
    title: 'Como revender prata Bali: guia prático',
    description:
      'Aprenda a revender prata Bali: escolha do público, exposição, cálculo de preço com margem sugerida de 100% a 300% e como explicar a joia ao cliente.',
    keywords: [
      'como revender prata bali',
      'revenda de joias de prata',
      'revender prata 925',
      'margem de lucro em joias',
      'como precificar joias de prata',
    ],
    heroTitle: 'Como revender prata Bali do jeito certo, da vitrine ao preço final',
    heroImage: 'pulseira-berloques-prata',
    body: 'pages/como-revender-prata-bali.md',
    ctaText: 'Quero começar a revender',
    whatsappMessage: 'Olá! Quero começar a revender prata Bali e gostaria de receber o catálogo de atacado.',
    internalLinks: [
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Prata Bali no atacado',
        description: 'Preço por grama, pedido mínimo e demais condições de compra para revendedores.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações para conservar o estoque e repassar aos seus clientes.',
      },
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Argumentos para mostrar ao cliente por que uma peça feita à mão vale mais.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Conjuntos prontos elevam o valor de cada venda e facilitam o presente.',
      },
    ],
  },
  {
    route: '/vantagens-de-comprar-no-atacado',
    title: 'Vantagens de comprar joias de prata no atacado',
    description:
      'As vantagens de comprar joias de prata no atacado: preço por grama, margem sob seu controle, pedido mínimo de R$ 800,00 e compra com CPF ou CNPJ.',
    keywords: [
      'vantagens de comprar no atacado',
      'comprar joias no atacado',
      'joias de prata para revenda',
      'atacado de prata 925',
      'pedido mínimo atacado joias',
    ],
    heroTitle: 'Por que comprar no atacado faz diferença para quem revende joias',
    heroImage: 'anel-prata-moderno',
    body: 'pages/vantagens-de-comprar-no-atacado.md',
    ctaText: 'Ver o catálogo de atacado',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de atacado de prata Bali.',
    internalLinks: [
      {
        to: '/fornecedor-de-joias-de-prata-bali',
        title: 'Como escolher o fornecedor',
        description: 'Critérios e perguntas para avaliar um fornecedor antes do primeiro pedido.',
      },
      {
        to: '/joias-bali-direto-da-fabrica',
        title: 'Direto da fábrica',
        description: 'O que muda quando você compra sem intermediários entre a bancada e a vitrine.',
      },
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Prata Bali no atacado',
        description: 'Todas as condições comerciais reunidas em uma página, com exemplo de pedido.',
      },
    ],
  },
  {
    route: '/fornecedor-de-joias-de-prata-bali',
    title: 'Fornecedor de joias de prata Bali',
    description:
      'Saiba como escolher um fornecedor de joias de prata Bali: teor do metal, preço por grama, garantia, rastreio e as perguntas certas antes de comprar.',
    keywords: [
      'fornecedor de joias de prata bali',
      'fornecedor de prata 925',
      'fabricante de joias de prata',
      'como escolher fornecedor de joias',
      'fornecedor de joias para revenda',
    ],
    heroTitle: 'Fornecedor de prata Bali: o que avaliar antes de fechar o pedido',
    heroImage: 'ourives-criando-anel',
    body: 'pages/fornecedor-de-joias-de-prata-bali.md',
    ctaText: 'Tirar dúvidas no WhatsApp',
    whatsappMessage:
      'Olá! Estou avaliando fornecedores de prata Bali e tenho algumas perguntas antes do primeiro pedido.',
    ctaBox: {
      title: 'Dúvidas antes do primeiro pedido?',
      text: 'Preço por grama, pedido mínimo, garantia do metal, envio: pergunte pelo WhatsApp o que ainda falta para você decidir.',
    },
    internalLinks: [
      {
        to: '/certificado-de-autenticidade-prata-bali',
        title: 'Autenticidade da prata Bali',
        description: 'O que observar para confirmar que está comprando prata 925 de verdade.',
      },
      {
        to: '/vantagens-de-comprar-no-atacado',
        title: 'Vantagens do atacado',
        description: 'Preço por grama, margem própria e estoque variado sem capital parado.',
      },
      {
        to: '/joias-bali-direto-da-fabrica',
        title: 'Joias Bali direto da fábrica',
        description: 'Como a relação direta com o fabricante melhora custo, informação e encomendas.',
      },
      {
        to: '/prata-bali-vs-prata-italiana',
        title: 'Prata Bali ou prata italiana',
        description: 'Compare os dois estilos para decidir qual combina com o seu público.',
      },
    ],
  },
  {
    route: '/certificado-de-autenticidade-prata-bali',
    title: 'Autenticidade da prata 925: como reconhecer',
    description:
      'Marcação 925, teste do ímã, composição de 92,5% e as perguntas certas ao fornecedor: um guia para o lojista reconhecer prata legítima e orientar o cliente.',
    keywords: [
      'certificado de autenticidade prata',
      'como saber se a prata é verdadeira',
      'prata 925 legítima',
      'teste do ímã prata',
      'marcação 925',
    ],
    heroTitle: 'Como reconhecer prata 925 legítima antes de comprar',
    heroImage: 'aneis-prata-close',
    body: 'pages/certificado-de-autenticidade-prata-bali.md',
    ctaText: 'Perguntar sobre a prata 925',
    whatsappMessage: 'Olá! Tenho uma pergunta sobre a prata 925 e a garantia das peças.',
    ctaBox: {
      title: 'Dúvidas sobre a prata 925?',
      text: 'Pergunte pelo WhatsApp sobre a liga, a marcação ou a garantia vitalícia do metal, antes de comprar ou de responder ao seu cliente.',
    },
    internalLinks: [
      {
        to: '/fornecedor-de-joias-de-prata-bali',
        title: 'Fornecedor de prata Bali',
        description: 'O que avaliar ao escolher quem vai abastecer a sua loja.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata Bali',
        description: 'Orientações de uso e limpeza para repassar junto com cada venda.',
      },
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Por que a prata maciça vale mais do que uma peça apenas banhada.',
      },
    ],
  },
  {
    route: '/joias-bali-direto-da-fabrica',
    title: 'Joias Bali direto da fábrica para lojistas',
    description:
      'Joias Bali em prata 925 direto da fábrica, sem intermediários: preço de R$ 14,90 o grama, peças sob encomenda em poucas semanas e produção desde 2006.',
    keywords: [
      'joias bali direto da fábrica',
      'prata bali direto do fabricante',
      'fábrica de joias de prata',
      'joias de prata sem intermediários',
      'joias sob encomenda atacado',
    ],
    heroTitle: 'Da bancada do fabricante para a sua vitrine, sem intermediários',
    heroImage: 'maos-artesas',
    body: 'pages/joias-bali-direto-da-fabrica.md',
    ctaText: 'Falar com a fábrica',
    whatsappMessage: 'Olá! Gostaria de falar com a fábrica sobre a compra de prata Bali no atacado.',
    ctaBox: {
      title: 'Fale direto com a fábrica',
      text: 'Converse pelo WhatsApp com quem produz as peças sobre preço por grama, pedido mínimo e envio.',
    },
    internalLinks: [
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'Conheça em detalhe cada etapa que transforma a prata 925 em joia Bali.',
      },
      {
        to: '/joias-personalizadas-bali',
        title: 'Joias personalizadas',
        description: 'Ideias para oferecer peças com toque próprio aos clientes da sua loja.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos artesanais',
        description: 'Anel, brincos e pingente combinando: uma venda maior com apelo de presente.',
      },
      {
        to: '/vantagens-de-comprar-no-atacado',
        title: 'Vantagens do atacado',
        description: 'Como o preço por grama facilita o orçamento e a formação de preço.',
      },
    ],
  },
  {
    route: '/catalogo-de-joias-bali',
    title: 'Catálogo de joias Bali: como pedir',
    description:
      'Peça o catálogo de joias Bali pelo WhatsApp e aprenda a usá-lo para escolher modelos, calcular o custo por grama e montar o seu primeiro pedido.',
    keywords: [
      'catálogo de joias bali',
      'catálogo de prata bali',
      'catálogo de joias de prata atacado',
      'catálogo de joias pelo whatsapp',
      'primeiro pedido de joias',
    ],
    heroTitle: 'Catálogo de joias Bali: do pedido pelo WhatsApp à lista de compras',
    heroImage: 'colar-pingente-prata',
    body: 'pages/catalogo-de-joias-bali.md',
    ctaText: 'Quero receber o catálogo',
    whatsappMessage:
      'Olá! Gostaria de receber o catálogo de joias Bali. Conto um pouco sobre a minha loja na conversa.',
    internalLinks: [
      {
        to: '/joias-de-prata-bali-no-atacado',
        title: 'Condições de atacado',
        description: 'Preço por grama, pedido mínimo e formas de compra antes de fechar a lista.',
      },
      {
        to: '/tendencias-de-joias-bali',
        title: 'Tendências de joias Bali',
        description: 'Use as tendências da estação como referência ao escolher os modelos.',
      },
      {
        to: '/envio-e-entrega-de-joias-bali',
        title: 'Envio e entrega',
        description: 'Como funcionam o prazo de entrega e o código de rastreio do seu pedido.',
      },
      {
        to: '/joias-bali-minimalistas',
        title: 'Joias Bali minimalistas',
        description: 'Peças leves e discretas, boas opções de entrada para o primeiro pedido.',
      },
    ],
  },
  {
    route: '/joias-personalizadas-bali',
    title: 'Joias Bali personalizadas, sob encomenda',
    description:
      'Peças de prata Bali sob encomenda, entregues em poucas semanas: quando oferecer, como consultar pelo WhatsApp e como combinar prazo e preço.',
    keywords: [
      'joias personalizadas',
      'joias sob encomenda',
      'joias de prata sob encomenda',
      'anel de prata personalizado',
      'joias personalizadas atacado',
    ],
    heroTitle: 'Joias sob encomenda: a peça certa para o pedido especial do cliente',
    heroImage: 'cravacao-de-pedra',
    body: 'pages/joias-personalizadas-bali.md',
    ctaText: 'Falar sobre uma encomenda',
    whatsappMessage: 'Olá! Gostaria de consultar a produção de uma peça sob encomenda.',
    ctaBox: {
      title: 'Quer uma peça sob encomenda?',
      text: 'Descreva pelo WhatsApp o modelo que você tem em mente para conversar sobre a produção. Peças sob encomenda são entregues em poucas semanas.',
    },
    internalLinks: [
      {
        to: '/joias-bali-para-noivas',
        title: 'Joias Bali para noivas',
        description: 'Peças combinando para madrinhas são um uso frequente das encomendas.',
      },
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Use os modelos do catálogo como ponto de partida do pedido especial.',
      },
      {
        to: '/envio-e-entrega-de-joias-bali',
        title: 'Envio e entrega',
        description: 'Como funciona o envio, para planejar prazos com o seu cliente.',
      },
      {
        to: '/joias-bali-luxo-e-exclusividade',
        title: 'Luxo e exclusividade',
        description: 'Encomendas são um diferencial para lojas que atendem o público exigente.',
      },
    ],
  },
  {
    route: '/envio-e-entrega-de-joias-bali',
    title: 'Envio e entrega de joias Bali para todo o Brasil',
    description:
      'Envio de joias Bali para todo o Brasil com código de rastreio e prazo informado na compra: como planejar o estoque e conferir o pedido ao receber.',
    keywords: [
      'envio de joias bali',
      'entrega de joias para todo o brasil',
      'prazo de entrega de joias',
      'código de rastreio',
      'joias sob encomenda prazo',
    ],
    heroTitle: 'Envio para todo o Brasil, com rastreio do despacho até a sua loja',
    heroImage: 'embalagem-joias',
    body: 'pages/envio-e-entrega-de-joias-bali.md',
    ctaText: 'Consultar prazo de entrega',
    whatsappMessage: 'Olá! Gostaria de saber o prazo de entrega para a minha cidade.',
    ctaBox: {
      title: 'Consulte o prazo para a sua cidade',
      text: 'O prazo de entrega varia conforme a localidade. Diga pelo WhatsApp onde você está e a nossa equipe informa o prazo do seu pedido.',
    },
    internalLinks: [
      {
        to: '/catalogo-de-joias-bali',
        title: 'Catálogo de joias Bali',
        description: 'Escolha os modelos com antecedência e deixe a lista de reposição pronta.',
      },
      {
        to: '/como-cuidar-de-joias-de-prata-bali',
        title: 'Cuidados com a prata',
        description: 'Como armazenar as peças recebidas para preservar o acabamento envelhecido.',
      },
      {
        to: '/joias-bali-para-presentear',
        title: 'Joias Bali para presentear',
        description: 'Ideias de seleção para as datas comemorativas que pedem estoque em dia.',
      },
    ],
  },
  {
    route: '/joias-bali-na-moda-feminina',
    title: 'Joias Bali na moda feminina: como usar e vender',
    description:
      'Como a prata Bali entra na moda feminina do trabalho à festa. Produções por ocasião, perfis de cliente e dicas práticas para vender mais na sua loja.',
    keywords: [
      'joias bali moda feminina',
      'como usar joias de prata',
      'joias de prata femininas',
      'acessórios de prata para mulheres',
      'prata envelhecida na moda',
    ],
    heroTitle: 'Prata Bali na moda feminina: do escritório à festa com a mesma joia',
    heroImage: 'brincos-gota-prata',
    body: 'pages/joias-bali-na-moda-feminina.md',
    ctaText: 'Pedir o catálogo feminino',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo de prata Bali para o público feminino.',
    internalLinks: [
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Muitas vezes a primeira compra da cliente nova, com opções para todos os estilos.',
      },
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes',
        description: 'Peças fáceis de sugerir em qualquer produção, do casual ao formal.',
      },
      {
        to: '/joias-bali-minimalistas',
        title: 'Joias Bali minimalistas',
        description: 'Linha discreta para clientes que usam joias todos os dias no trabalho.',
      },
      {
        to: '/joias-prata-bali-estilo-boho',
        title: 'Prata Bali estilo boho',
        description: 'Sobreposições e pedras coloridas para a cliente criativa.',
      },
    ],
  },
  {
    route: '/tendencias-de-joias-bali',
    title: 'Tendências de joias Bali: o que vende agora',
    description:
      'Sobreposição, pedras coloridas, mix de metais e joias com significado: as tendências que favorecem a prata Bali e como montar um estoque sem encalhe.',
    keywords: [
      'tendências de joias',
      'tendências de joias de prata',
      'joias em alta',
      'tendência prata bali',
      'joias da moda para revenda',
    ],
    heroTitle: 'Tendências em joias Bali e como levá-las para a sua vitrine',
    heroImage: 'joias-prata-categoria',
    body: 'pages/tendencias-de-joias-bali.md',
    ctaText: 'Quero as peças em alta',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo as peças de prata Bali que estão em alta.',
    internalLinks: [
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Argumentos para mostrar por que o feito à mão está cada vez mais valorizado.',
      },
      {
        to: '/pingentes-com-simbolos-espirituais',
        title: 'Pingentes com símbolos',
        description: 'Mandalas, luas e outros símbolos seguem entre as peças mais procuradas.',
      },
      {
        to: '/joias-bali-na-moda-feminina',
        title: 'Joias Bali na moda feminina',
        description: 'Como traduzir tendências em produções reais para cada cliente.',
      },
      {
        to: '/joias-bali-masculinas-modernas',
        title: 'Joias Bali masculinas modernas',
        description: 'O público masculino e as peças sem gênero ampliam a sua clientela.',
      },
    ],
  },
  {
    route: '/joias-bali-para-noivas',
    title: 'Joias Bali para noivas e casamentos boho',
    description:
      'Joias de prata Bali para noivas, madrinhas e noivos: peças delicadas para casamentos ao ar livre e dicas para a sua loja vender nesse segmento.',
    keywords: [
      'joias para noivas',
      'joias para casamento boho',
      'joias de prata para noiva',
      'presente para madrinhas',
      'acessórios de noiva em prata',
    ],
    heroTitle: 'Joias de prata Bali para noivas que fogem do óbvio',
    heroImage: 'joias-noiva',
    body: 'pages/joias-bali-para-noivas.md',
    ctaText: 'Ver opções para noivas',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo as opções de prata Bali para noivas e madrinhas.',
    internalLinks: [
      {
        to: '/joias-com-madreperola',
        title: 'Joias com madrepérola',
        description: 'Brilho leitoso que harmoniza com vestidos claros, rendas e tecidos leves.',
      },
      {
        to: '/joias-personalizadas-bali',
        title: 'Joias personalizadas',
        description: 'Peças sob encomenda para madrinhas e pedidos especiais de casamento.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Conjuntos coordenados facilitam o presente da noiva às madrinhas.',
      },
      {
        to: '/joias-com-pedra-cristal-de-rocha',
        title: 'Joias com cristal-de-rocha',
        description: 'Pedra transparente que combina com o branco do vestido de noiva.',
      },
    ],
  },
  {
    route: '/joias-bali-masculinas-modernas',
    title: 'Joias Bali masculinas modernas em prata 925',
    description:
      'Anéis, pulseiras e correntes de prata Bali para o homem de hoje: estilos, pedras escuras e dicas de exposição e atendimento ao público masculino.',
    keywords: [
      'joias masculinas modernas',
      'anel masculino de prata',
      'pulseira masculina de prata 925',
      'corrente masculina de prata',
      'joias de prata para homens',
    ],
    heroTitle: 'Prata Bali para o homem contemporâneo: peso, textura e atitude',
    heroImage: 'anel-pedra-bruta',
    body: 'pages/joias-bali-masculinas-modernas.md',
    ctaText: 'Catálogo masculino no WhatsApp',
    whatsappMessage: 'Olá! Gostaria de receber o catálogo masculino de prata Bali.',
    internalLinks: [
      {
        to: '/joias-de-prata-bali-masculinas',
        title: 'Joias de prata Bali masculinas',
        description: 'Conheça a linha masculina completa, com mais tipos de peça.',
      },
      {
        to: '/joias-com-pedra-onix',
        title: 'Joias com ônix',
        description: 'Pedra preta de brilho sóbrio, uma das preferidas dos clientes masculinos.',
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
    title: 'Joias Bali para presentear em datas especiais',
    description:
      'Joias de prata Bali para Dia das Mães, Dia dos Namorados, Dia dos Pais e Natal: o que vender em cada data e como preparar o estoque com antecedência.',
    keywords: [
      'joias para presentear',
      'presente dia das mães joia',
      'joias para dia dos namorados',
      'presente de natal joia de prata',
      'joias de prata para presente',
    ],
    heroTitle: 'Joias Bali para presente: prepare sua loja para cada data',
    heroImage: 'caixa-presente',
    body: 'pages/joias-bali-para-presentear.md',
    ctaText: 'Quero me preparar para as datas',
    whatsappMessage:
      'Olá! Quero preparar a loja para as próximas datas comemorativas e gostaria de receber o catálogo.',
    internalLinks: [
      {
        to: '/como-revender-prata-bali',
        title: 'Como revender prata Bali',
        description: 'Organize estoque, preço e exposição antes da próxima data comemorativa.',
      },
      {
        to: '/envio-e-entrega-de-joias-bali',
        title: 'Envio e entrega',
        description: 'Entenda como funciona o envio para planejar a chegada das peças a tempo.',
      },
      {
        to: '/conjuntos-de-prata-bali-artesanais',
        title: 'Conjuntos de prata Bali',
        description: 'Conjuntos prontos resolvem o presente e aumentam o valor da venda.',
      },
      {
        to: '/joias-bali-design-floral',
        title: 'Joias de design floral',
        description: 'Um dos temas mais seguros para quem compra presente sem conhecer o gosto.',
      },
    ],
  },
  {
    route: '/joias-bali-minimalistas',
    title: 'Joias Bali minimalistas e delicadas no atacado',
    description:
      'Joias Bali minimalistas em prata 925: aros finos, brincos pequenos e pedras solitárias. Leves, rendem mais peças na compra e vendem o ano todo.',
    keywords: [
      'joias minimalistas',
      'joias de prata delicadas',
      'anéis finos de prata',
      'brincos pequenos de prata 925',
      'joias minimalistas atacado',
    ],
    heroTitle: 'Minimalismo em prata Bali: desenho limpo com acabamento artesanal',
    heroImage: 'argolas-minimalistas',
    body: 'pages/joias-bali-minimalistas.md',
    ctaText: 'Ver peças minimalistas',
    whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças minimalistas.',
    internalLinks: [
      {
        to: '/aneis-de-prata-bali-artesanais',
        title: 'Anéis de prata Bali',
        description: 'Aros finos e solitários para montar composições empilhadas.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Modelos pequenos para orelhas com vários furos.',
      },
      {
        to: '/joias-bali-na-moda-feminina',
        title: 'Joias Bali na moda feminina',
        description: 'Dicas de produção para o trabalho e para o dia a dia.',
      },
    ],
  },
  {
    route: '/joias-bali-luxo-e-exclusividade',
    title: 'Joias Bali de luxo: alto padrão feito à mão',
    description:
      'Prata Bali de alto padrão: ourivesaria detalhada, pedras preciosas explicadas com honestidade e como posicionar a sua loja nesse segmento.',
    keywords: [
      'joias de luxo em prata',
      'joias exclusivas',
      'joias artesanais de alto padrão',
      'prata bali com pedras nobres',
      'joias únicas de prata 925',
    ],
    heroTitle: 'Luxo artesanal em prata Bali: peças de destaque para clientes exigentes',
    heroImage: 'pingente-ametista-prata',
    body: 'pages/joias-bali-luxo-e-exclusividade.md',
    ctaText: 'Conhecer as peças de destaque',
    whatsappMessage: 'Olá! Gostaria de conhecer no catálogo as peças de prata Bali de maior destaque.',
    internalLinks: [
      {
        to: '/valor-da-joalheria-artesanal',
        title: 'Valor da joalheria artesanal',
        description: 'Entenda e explique por que técnica e trabalho manual justificam o preço.',
      },
      {
        to: '/joias-com-pedra-esmeralda',
        title: 'Joias com esmeralda',
        description: 'Pedra nobre de verde intenso para peças de destaque.',
      },
      {
        to: '/joias-personalizadas-bali',
        title: 'Joias personalizadas',
        description: 'Peças sob encomenda para clientes que querem algo só delas.',
      },
      {
        to: '/processo-artesanal-prata-bali',
        title: 'Processo artesanal',
        description: 'Conheça as etapas manuais que tornam cada peça diferente da outra.',
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
      'Quartzo-rosa em prata 925 envelhecida de estilo balinês: de onde vem a cor, imitações comuns, cuidados com o sol e como apresentar a pedra na loja.',
    keywords: [
      'joias com quartzo rosa',
      'anel de quartzo rosa em prata',
      'brinco de quartzo rosa prata bali',
      'pingente de quartzo rosa',
      'quartzo rosa no atacado',
    ],
    heroTitle: 'Quartzo-rosa e prata Bali envelhecida: delicadeza que vende',
    heroImage: 'desenho-quartzo-rosa',
    ctaText: 'Quero o catálogo de quartzo-rosa',
    color: '#f0b8c0',
    intro:
      'O quartzo-rosa é uma daquelas pedras que o cliente reconhece de longe e pede pelo nome. O tom suave, quase de pétala, ganha profundidade quando cercado pela prata 925 de vãos escurecidos, e o contraste deixa a peça romântica sem cair no infantil. Na loja, é aposta segura: agrada a várias idades, acompanha a roupa de trabalho e resolve muitos presentes.',
    look: 'A cor vai do rosa quase branco ao rosa-chá mais intenso, sempre com aspecto leitoso: exemplares totalmente límpidos são raros, e é justamente essa névoa interna que dá à pedra seu brilho macio. Em joias, ela costuma surgir em cabochão liso ou com facetas discretas. Pequenas nuvens, fissuras internas e diferenças de tonalidade entre uma peça e outra são naturais e atestam a origem mineral.',
    origin:
      'Trata-se de uma variedade de quartzo, o mesmo mineral do [cristal-de-rocha](/joias-com-pedra-cristal-de-rocha) e da [ametista](/joias-com-pedra-ametista). A causa exata do tom rosado ainda é estudada: pesquisas recentes apontam inclusões microscópicas de fibras minerais, e não apenas traços de titânio ou manganês, como se pensava. O Brasil, em especial Minas Gerais, está entre os grandes produtores, ao lado de Madagascar, Índia e África do Sul. A pedra raramente passa por tratamento, mas existem imitações de vidro e quartzo tingido: um rosa muito uniforme, sem nenhuma névoa, é motivo para perguntar ao fornecedor.',
    meaning:
      'Na tradição popular, o quartzo-rosa é chamado de pedra do amor, e não apenas do amor romântico: o esoterismo também o liga ao carinho consigo mesmo, às amizades e à reconciliação. Uma lenda inspirada na mitologia grega conta que Afrodite se feriu num espinheiro ao correr para salvar Adônis, e o sangue dos dois tingiu o cristal. Daí sua presença constante em datas afetivas.',
    pairing:
      'Sozinho, o rosa claro poderia parecer apagado; a prata oxidada lhe dá uma moldura escura e firme. Granulações em volta do cabochão e pequenas espirais de filigrana reforçam o ar delicado. É a pedra certa para clientes de estilo romântico, noivas em busca de algo diferente do ouro e mulheres que preferem joias discretas. Com roupas claras ou em tons pastel, o resultado fica ainda mais bonito.',
    care: 'A cor é o ponto frágil do quartzo-rosa, não a resistência: a pedra tem dureza 7 na escala de Mohs, mas pode desbotar se passar muito tempo sob sol forte. Oriente o cliente a não deixar a joia na janela ou no painel do carro. Na pedra, água morna e sabão neutro bastam; na prata, só flanela seca. Guarde cada peça em saquinho individual.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares', 'conjuntos'],
    typesText:
      'É comum em anéis de cabochão oval, brincos de gota, pingentes de coração, colares e conjuntos. Na vitrine, agrupe as peças do rosa mais claro ao mais vivo: o cliente compara melhor e muitas vezes leva mais de uma. Brincos leves, de custo menor, são uma forma acessível de apresentar a prata Bali a quem ainda não a conhece.',
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
    title: 'Joias com citrino em prata Bali envelhecida',
    description:
      'Citrino em prata 925 oxidada no estilo balinês: a cor de mel, a diferença entre citrino natural e ametista aquecida, cuidados e dicas de vitrine.',
    keywords: [
      'joias com citrino',
      'anel de citrino em prata',
      'citrino prata bali',
      'pingente de citrino',
      'citrino no atacado para revenda',
    ],
    heroTitle: 'Citrino em prata Bali: o amarelo-mel que ilumina a vitrine',
    heroImage: 'desenho-citrino',
    ctaText: 'Ver peças com citrino',
    color: '#e3a21a',
    intro:
      'Poucas pedras têm um apelo tão solar quanto o citrino. O amarelo-dourado combina com a pele bronzeada, com o verão e com roupas em tons terrosos, e fica especialmente vivo ao lado do cinza escuro da prata envelhecida. Para quem revende, é uma alternativa colorida ao ouro: entrega o calor do dourado numa peça feita à mão, com valor bem mais acessível.',
    look: 'É um quartzo transparente, de brilho vítreo, cuja cor passa pelo amarelo-limão e pelo champanhe até chegar ao laranja-conhaque nos tons mais fechados. Por ser límpido, aceita bem a lapidação facetada, que multiplica os reflexos, mas também aparece em cabochão e em formatos livres. Leves diferenças de saturação entre duas pedras do mesmo lote são normais e não indicam defeito.',
    origin:
      'Quimicamente, o citrino é dióxido de silício, como qualquer quartzo, e deve a cor a traços de ferro na estrutura do cristal. Exemplares de coloração natural intensa são raros, e por isso a maior parte do citrino vendido no mundo é [ametista](/joias-com-pedra-ametista) aquecida, um tratamento estável e aceito no mercado; o citrino de cor natural costuma ser mais claro. Quando a diferença importa para o cliente, pergunte ao fornecedor qual é o caso. Entre as principais fontes mundiais de quartzo colorido está o Brasil, com depósitos no Rio Grande do Sul, em Minas Gerais e na Bahia; Bolívia, Madagascar e Rússia também figuram entre as origens conhecidas.',
    meaning:
      'Batizado a partir do latim *citrus*, por causa da cor de limão, o citrino carrega uma reputação antiga ligada à prosperidade. Na tradição popular, a pedra é conhecida como pedra do comerciante: existe o costume de guardar um cristal na gaveta do caixa para atrair bons negócios. Correntes esotéricas também o associam ao sol, à alegria e ao otimismo, uma história leve e simples de contar no atendimento.',
    pairing:
      'No metal oxidado, o amarelo salta aos olhos. Engastes com bolinhas de granulação e folhagens em relevo lembram os motivos florais balineses e emolduram a pedra como um pequeno sol. O citrino agrada a clientes de estilo *boho* e étnico e a quem deseja um tom dourado sem usar ouro. Combina com linho, couro e outras pedras quentes, como a [granada](/joias-com-pedra-granada) e o olho-de-tigre.',
    care: 'Dureza 7 na escala de Mohs e boa resistência ao uso diário tornam o citrino indicado até para anéis. Evite choques fortes e mudanças bruscas de temperatura, que podem trincar o cristal. Para limpar, use escova macia com água e algumas gotas de detergente neutro e seque bem. Na prata, dispense líquidos de limpeza por imersão, que tiram a oxidação dos vãos; uma flanela basta.',
    jewelryTypes: ['anéis', 'pingentes', 'brincos', 'colares'],
    typesText:
      'Anéis solitários com citrino facetado são o formato mais clássico, seguidos de pingentes em gota, colares e brincos com pedra pendente. Uma dica de exposição: coloque o citrino sobre fundo escuro, como veludo preto ou madeira, e perto de luz natural. Misturar na mesma bandeja citrino e ametista, dois quartzos de cores opostas, ajuda a vender os dois.',
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
    title: 'Joias com jade em prata Bali artesanal',
    description:
      'Jade verde em prata 925 envelhecida ao estilo de Bali: nefrita e jadeíta, jade tingido e imitações, simbolismo na China e cuidados para revenda.',
    keywords: [
      'joias com jade',
      'pingente de jade em prata',
      'anel de jade prata bali',
      'jade verde em prata 925',
      'jade no atacado',
    ],
    heroTitle: 'Jade e prata Bali: o verde milenar do Oriente em peças artesanais',
    heroImage: 'pingente-metais-bancada',
    ctaText: 'Pedir catálogo de jade',
    color: '#4f9a6e',
    intro:
      'Venerado na China durante milênios, o jade ainda desperta curiosidade no cliente brasileiro. Na prata Bali envelhecida, o verde sereno parece ainda mais antigo, como se a peça tivesse atravessado gerações. É uma boa aposta para lojas que atendem um público interessado em cultura oriental, meditação ou simplesmente em joias com uma história para contar.',
    look: 'O verde é o tom mais conhecido, do verde-maçã ao verde-espinafre, mas o jade também ocorre em branco, lavanda, amarelo e preto. A superfície polida tem brilho entre o gorduroso e o vítreo e uma translucidez suave. Como o material é muito tenaz, aceita entalhes, discos, argolas e cabochões. Manchas, veios e nuvens mais claras são comuns e fazem parte da pedra.',
    origin:
      'Jade não é um único mineral: o nome reúne a nefrita, um anfibólio, e a jadeíta, um piroxênio, que só foram diferenciadas no século XIX. A nefrita vem principalmente da China, do Canadá, da Rússia e da Nova Zelândia. Já a jadeíta de maior fama sai de Mianmar, e a Guatemala abriga jazidas exploradas desde os olmecas e os maias. O nome também é usado de forma solta: circulam no mercado jadeíta tingida ou impregnada de resina e pedras mais baratas vendidas como jade, como serpentina, aventurina e quartzo tingido. Ao falar da pedra com o cliente, repasse a identificação informada pelo fornecedor.',
    meaning:
      'Na tradição chinesa, o jade simboliza virtude, pureza e longevidade, e Confúcio comparou suas qualidades às de uma pessoa íntegra. Um ditado antigo diz que o ouro tem preço, mas o jade não tem. Entre os maoris da Nova Zelândia, pingentes de *pounamu*, a nefrita local, passam de geração em geração. Na cultura popular, a pedra é associada à sorte, à harmonia e à proteção.',
    pairing:
      'O verde do jade e o cinza da prata oxidada formam uma dupla discreta e elegante. Molduras de filigrana em volta de um disco de jade, ou granulação fina ao redor de um cabochão oval, reforçam esse clima oriental. Funciona para clientes maduros, para quem se interessa por espiritualidade e também para homens, já que o tom sóbrio cai bem em anéis mais pesados e pingentes de corrente grossa.',
    care: 'A jadeíta marca de 6,5 a 7 na escala de Mohs e a nefrita, de 6 a 6,5, mas ambas são extremamente tenazes e resistem a lascas. O maior risco está nos produtos químicos: perfume, cloro e cosméticos podem opacar o polimento. Limpe com pano úmido e seque em seguida. Quanto à prata, guarde a joia fechada em saquinho para evitar manchas e nunca use banhos de limpeza rápida.',
    jewelryTypes: ['pingentes', 'anéis', 'pulseiras', 'colares'],
    typesText:
      'O jade aparece sobretudo em pingentes, muitos com símbolos espirituais, além de colares, anéis masculinos e femininos e pulseiras com contas. Para o lojista, vale montar um expositor temático com peças de inspiração oriental, acompanhado de um pequeno cartão que explique o significado da pedra na China. Esse tipo de informação ajuda o cliente a justificar a compra para si mesmo.',
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
      'Lápis-lazúli de azul intenso em prata 925 oxidada, no estilo de Bali: pirita e calcita, tingimentos comuns, a história no Egito e cuidados.',
    keywords: [
      'joias com lápis-lazúli',
      'anel de lápis-lazúli em prata',
      'pingente de lápis-lazúli prata bali',
      'colar de lápis-lazúli',
      'lápis-lazúli no atacado',
    ],
    heroTitle: 'Lápis-lazúli em prata Bali: o azul dos faraós na sua vitrine',
    heroImage: 'pingente-prata-bronze',
    ctaText: 'Ver peças com lápis-lazúli',
    color: '#26619c',
    intro:
      'Azul profundo, salpicado de pontinhos dourados: o lápis-lazúli chama atenção mesmo numa vitrine cheia. Essa cor intensa foi disputada por faraós, reis e pintores, e o cliente percebe na hora que está diante de algo com peso histórico. Engastado em prata Bali escurecida, o azul ganha ainda mais densidade. A pedra vende bem para mulheres e homens e brilha em peças grandes.',
    look: 'Opaco, o lápis-lazúli vai de um azul vivo, quase cobalto, ao azul-marinho, às vezes com leve toque violeta. Os brilhos que parecem ouro são pirita, e as manchas ou veios brancos são calcita. Quanto mais uniforme e intenso o azul, e quanto menos calcita aparece, mais valorizada costuma ser a pedra. Como não é transparente, ele é trabalhado em cabochões, placas, contas e formas entalhadas, com polimento de brilho suave.',
    origin:
      'Mais do que um mineral, o lápis-lazúli é uma rocha, formada principalmente por lazurita, com calcita, pirita e outros minerais em menor quantidade. As minas de Badakhshan, no nordeste do Afeganistão, são exploradas há cerca de seis mil anos e continuam sendo a referência mundial. Há também depósitos importantes no Chile, na cordilheira dos Andes, e na Rússia, perto do lago Baikal. No comércio, é comum o lápis-lazúli ser tingido para uniformizar o azul ou receber cera para realçar o brilho, e há imitações de jaspe tingido e de pó de pedra reconstituído: um azul perfeitamente homogêneo, sem nenhum ponto de calcita, merece uma pergunta ao fornecedor.',
    meaning:
      'No Egito antigo, o lápis-lazúli representava o céu noturno e estava ligado à realeza: aparece, por exemplo, na máscara funerária de Tutancâmon. Moído, virou o pigmento azul-ultramar, que na Europa renascentista chegou a custar mais que o ouro e era reservado, em muitas pinturas, ao manto da Virgem. Na tradição esotérica, é chamado de pedra da sabedoria e da verdade, ligado à intuição e à expressão.',
    pairing:
      'Poucas combinações são tão clássicas quanto azul e prata. No metal envelhecido, o lápis ganha contraste máximo, e os pontinhos de pirita ecoam o brilho das partes polidas da peça. Bordas de granulação e arabescos de filigrana dão à peça um clima de tesouro antigo. Funciona para o público masculino em anéis de pedra grande, para mulheres de gosto clássico e para quem procura joias de inspiração egípcia ou mística.',
    care: 'Mais macio que o quartzo, o lápis-lazúli fica entre 5 e 5,5 na escala de Mohs e pode ganhar riscos com o tempo. A calcita presente na rocha reage a ácidos, então mantenha a joia longe de limão, vinagre, perfume e produtos de limpeza. Não deixe de molho em água e evite aparelhos ultrassônicos. Para a prata, flanela seca e armazenamento separado das demais peças, sem atrito.',
    jewelryTypes: ['anéis', 'pingentes', 'colares', 'brincos', 'conjuntos'],
    typesText:
      'É comum em anéis de cabochão grande, pingentes retangulares, colares, brincos e conjuntos de brinco e pingente. Uma estratégia que funciona: expor o conjunto completo reunido, em vez de espalhar as peças pela loja. O cliente visualiza a produção inteira e tende a levar mais de um item. Sugira também usar o pingente com cordão de couro, para um visual mais despojado. Para quem procura um azul profundo de preço menor, a [sodalita](/joias-com-pedra-sodalita) completa a vitrine.',
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
    title: 'Joias com turmalina em prata Bali 925',
    description:
      'Turmalina rosa, verde e bicolor em prata 925 envelhecida, com acabamento artesanal balinês: cores, origem brasileira, tratamentos comuns e cuidados.',
    keywords: [
      'joias com turmalina',
      'anel de turmalina em prata',
      'turmalina melancia prata bali',
      'turmalina rosa e verde',
      'turmalina no atacado para revenda',
    ],
    heroTitle: 'Turmalina em prata Bali: as cores do arco-íris em uma só pedra',
    heroImage: 'desenho-turmalina',
    ctaText: 'Quero ver as turmalinas',
    color: '#c2507a',
    intro:
      'Para quem gosta de cor, a turmalina é a pedra brasileira por excelência. Ela aparece em mais tonalidades do que quase qualquer outra gema, e esse leque permite montar uma vitrine inteira só com ela. Na prata Bali oxidada, esses tons vivos ganham ainda mais força. Contar que o Brasil está entre as grandes origens da pedra costuma despertar orgulho em quem compra.',
    look: 'Rosa, vermelha, verde, azul, amarela, preta e até duas ou três cores no mesmo cristal: a turmalina melancia, rosa por dentro e verde por fora, é a mais querida. A pedra é transparente a translúcida, com brilho vítreo, e costuma ser lapidada em formatos alongados, que acompanham o cristal. Muitas exibem pleocroísmo, ou seja, mudam levemente de tom conforme o ângulo de observação.',
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
    title: 'Joias com ametista em prata Bali oxidada',
    description:
      'Ametista em joias de prata 925 envelhecida, feitas à mão no estilo de Bali: tons de violeta, ametista de laboratório, simbolismo e cuidados com o sol.',
    keywords: [
      'joias com ametista',
      'anel de ametista em prata',
      'brinco de ametista prata bali',
      'pingente de ametista',
      'ametista no atacado',
    ],
    heroTitle: 'Ametista e prata Bali: o violeta que nunca sai de moda',
    heroImage: 'pingente-ametista-prata',
    ctaText: 'Ver catálogo de ametista',
    color: '#8e5bb5',
    intro:
      'Se existe uma pedra que o brasileiro conhece de cor, é a ametista. Ela está em geodos de sala de estar, em lojas de cristais e em joias de todas as faixas de preço, o que facilita a venda: o cliente já chega sabendo o que quer. O diferencial da prata Bali está no contraste, porque o violeta ganha sofisticação ao lado dos vãos escurecidos e dos relevos feitos à mão.',
    look: 'O roxo da ametista vai do lilás claro, quase rosado, ao púrpura profundo com reflexos avermelhados, tom conhecido no comércio como siberiano. A pedra é transparente, de brilho vítreo, e a cor muitas vezes se distribui em faixas ou zonas dentro do cristal. Fica linda facetada, mas também tem charme em cabochão ou em pequenos cristais brutos, que dão à peça um aspecto mais natural.',
    origin:
      'A ametista é um quartzo cuja cor violeta nasce da combinação de traços de ferro com a radiação natural das rochas ao redor. O Rio Grande do Sul tem uma das jazidas mais conhecidas do mundo, na região de Ametista do Sul, onde geodos gigantes se formaram dentro de antigos derrames de basalto. Uruguai, Zâmbia, Madagascar e Bolívia também produzem a pedra. Existe ainda ametista sintética, cultivada em laboratório e difícil de distinguir a olho nu, e o calor transforma a ametista em [citrino](/joias-com-pedra-citrino), origem da maior parte do citrino do mercado. Ao repassar a procedência de uma peça, use a informação do fornecedor.',
    meaning:
      'Em grego, *amethystos* significa não embriagado: na Grécia antiga, acreditava-se que a pedra protegia contra a embriaguez, e havia quem levasse amuletos de ametista aos banquetes. Mais tarde, a Igreja adotou a pedra nos anéis de bispos, como símbolo de humildade e devoção. Na tradição esotérica, ela é vista como pedra da calma, da meditação e da espiritualidade.',
    pairing:
      'Violeta e cinza-chumbo são uma combinação refinada, e a oxidação da prata Bali cumpre exatamente esse papel de fundo. Em anéis com moldura de granulação, a ametista lembra joias de época; em brincos de filigrana vazada, fica leve e feminina. O público é amplo: vai do cliente místico, que procura o significado da pedra, ao consumidor de moda, que quer apenas uma cor marcante para usar com preto, branco ou jeans.',
    care: 'Para a ametista, a preocupação maior é a luz. Com 7 na escala de Mohs, ela aguenta o uso cotidiano, mas o violeta pode clarear após longos períodos sob sol intenso ou calor forte. Escova macia e sabonete suave limpam a pedra. A prata precisa ser seca depois de molhada e guardada longe da umidade do banheiro.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares', 'conjuntos'],
    typesText:
      'A ametista se adapta a praticamente qualquer peça: anéis solitários e de pedra grande, brincos curtos e longos, pingentes, colares e conjuntos. Por ser conhecida e procurada, a pedra é ótima para a vitrine junto da porta da loja. Ter a ametista em vários tamanhos, do brinco pequeno ao anel imponente, permite atender orçamentos diferentes com a mesma história.',
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
      'joias com amazonita',
      'anel de amazonita em prata',
      'brinco de amazonita',
      'amazonita prata bali',
      'pulseira de amazonita',
    ],
    heroTitle: 'Amazonita em prata Bali: o verde-água que lembra o mar tropical',
    heroImage: 'pingente-onda-prata',
    ctaText: 'Ver peças com amazonita',
    color: '#5fc4b0',
    intro:
      'A amazonita tem um verde-azulado leitoso que remete à água de praia e a lagos de montanha, e essa cor fresca faz sucesso entre clientes que querem fugir do óbvio. Ainda pouco explorada em muitas lojas, ela permite oferecer algo diferente sem recorrer a gemas caras. Na prata Bali escurecida, o tom suave fica mais nítido, e a joia ganha um charme natural, meio praiano, meio artesanal.',
    look: 'É uma pedra opaca ou levemente translúcida, com cor que oscila entre o verde-menta, o turquesa claro e o verde-mar. De perto, quase sempre se veem listras ou uma trama de riscos brancos, típica do feldspato, e às vezes um brilho sedoso que acompanha o movimento da luz. Em joias, o formato mais comum é o cabochão, além de contas lisas.',
    origin:
      'A amazonita é uma variedade verde do microclínio, um feldspato potássico, e a cor está ligada a traços de chumbo e água em sua estrutura. Forma-se em granitos e pegmatitos, muitas vezes ao lado de quartzo. As fontes mais conhecidas ficam nos Estados Unidos, no Colorado, e na Rússia, nos montes Ilmen, além de Madagascar, Moçambique e Brasil. Em geral, a amazonita chega ao mercado sem tratamento além do polimento, às vezes com uma camada de cera que aviva o brilho; cores muito intensas e uniformes podem indicar vidro ou pedra tingida.',
    meaning:
      'O nome remete ao rio Amazonas, embora a pedra não seja típica da região, e também às lendárias guerreiras amazonas, o que lhe rendeu na cultura popular a fama de pedra da coragem. No Egito antigo, a amazonita foi usada em amuletos e adornos. Hoje, a tradição esotérica a relaciona à harmonia e à comunicação clara, e muita gente a escolhe como símbolo de tranquilidade em fases de mudança.',
    pairing:
      'Diferente das pedras escuras, que criam impacto, a amazonita forma com a prata oxidada um contraste suave. Cabochões ovais envoltos em filigrana lembram renda; com granulação, a peça fica mais rústica. Quem se veste com tons de areia, branco e azul, em estilo praiano ou *boho*, costuma se identificar com ela. A pedra também agrada ao público jovem, que prefere cores claras e leves.',
    care: 'Atenção especial aos anéis: a amazonita tem clivagem perfeita e dureza de 6 a 6,5 na escala de Mohs, então uma pancada seca pode trincá-la ou lascá-la. Evite calor, produtos químicos e banho de mar com a joia. Limpe com pano macio levemente úmido. Depois de usar, guarde a peça em saquinho fechado, o que também protege a prata contra manchas.',
    jewelryTypes: ['brincos', 'pulseiras', 'anéis', 'colares', 'tornozeleiras'],
    typesText:
      'Brincos com cabochão, pulseiras de contas com detalhes em prata, anéis e colares são as aplicações mais frequentes, e a pedra aparece ainda em tornozeleiras de clima praiano. No verão, reserve um canto da loja para uma composição com amazonita, conchas e tecidos claros. Como muitas peças são leves, o preço final tende a ficar acessível, o que favorece a compra por impulso. Para quem prefere um verde mais fechado, o [jade](/joias-com-pedra-jade) é o vizinho natural na vitrine.',
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
      'Olho-de-tigre de brilho sedoso em prata 925 oxidada, estilo Bali: o efeito de luz, tratamentos comuns, simbolismo e dicas para o público masculino.',
    keywords: [
      'joias com olho-de-tigre',
      'anel de olho-de-tigre em prata',
      'pingente de olho-de-tigre masculino',
      'olho-de-tigre prata bali',
      'olho-de-tigre no atacado',
    ],
    heroTitle: 'Olho-de-tigre em prata Bali: brilho dourado que se move com a luz',
    heroImage: 'ourives-na-bancada',
    ctaText: 'Ver peças com olho-de-tigre',
    color: '#b5762a',
    intro:
      'Basta girar a peça na mão para entender o sucesso do olho-de-tigre: uma faixa de luz dourada desliza sobre a pedra, como o olhar de um felino. Esse efeito prende a atenção do cliente na vitrine e ajuda a fechar a venda. Em prata Bali envelhecida, o marrom-dourado fica quente e terroso, com cara de joia de viagem. É uma das pedras mais versáteis para atender homens e mulheres.',
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
      'Anéis masculinos e femininos são o formato mais comum, seguidos de pingentes, pulseiras e brincos. No expositor, deixe uma das peças sob um foco de luz direta: o brilho em movimento chama o cliente para perto. Se a sua loja ainda não trabalha com o público masculino, o olho-de-tigre é um bom primeiro passo, porque o homem costuma aceitar essa pedra com facilidade.',
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
    title: 'Joias com granada em prata Bali artesanal',
    description:
      'Granada vermelho-vinho em prata 925 envelhecida, feita à mão no estilo balinês: a família das granadas, simbolismo, cuidados e a pedra de janeiro.',
    keywords: [
      'joias com granada',
      'anel de granada em prata',
      'brinco de granada prata bali',
      'granada vermelha em prata 925',
      'granada no atacado',
    ],
    heroTitle: 'Granada em prata Bali: o vermelho-vinho das joias de época',
    heroImage: 'aro-prata-triblet',
    ctaText: 'Consultar catálogo de granadas',
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
      'A granada costuma aparecer em anéis de uma ou várias pedras, brincos pequenos, pingentes, pulseiras e conjuntos. Use o calendário a seu favor: em janeiro, destaque a granada como pedra do mês e monte uma vitrine para aniversariantes. Na primeira compra, dá para combinar granadas com outras pedras quentes, como o [citrino](/joias-com-pedra-citrino), e testar a aceitação sem concentrar o estoque numa só cor.',
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
    title: 'Joias com ágata em prata Bali envelhecida',
    description:
      'Ágata com faixas naturais em joias de prata 925 oxidada, feitas à mão no estilo Bali: desenhos, origem gaúcha, tingimentos comuns e cuidados.',
    keywords: [
      'joias com ágata',
      'pingente de ágata em prata',
      'anel de ágata prata bali',
      'colar de ágata',
      'ágata no atacado para revenda',
    ],
    heroTitle: 'Ágata em prata Bali: desenhos naturais que nunca se repetem',
    heroImage: 'bancada-martelo-puncoes',
    ctaText: 'Pedir catálogo de ágatas',
    color: '#9c6b4e',
    intro:
      'A ágata vende pelo desenho. Cada fatia traz faixas, círculos e paisagens que nenhuma outra reproduz, e o cliente adora escolher a sua entre várias. Emoldurada por prata Bali envelhecida, ela ganha cara de pequeno objeto de coleção. Para o lojista, isso significa uma vitrine que nunca parece repetida, mesmo quando há muitas peças do mesmo modelo.',
    look: 'O que define a ágata são as faixas concêntricas, finas ou largas, em cinza, branco, marrom, mel, azul ou avermelhado. Há também a ágata musgo, cujos desenhos lembram plantas presas na pedra, e a ágata de fogo, com reflexos iridescentes. Depois do polimento, o brilho vai do ceroso ao vítreo, e a transparência varia de translúcida a opaca. Em joias, aparece em fatias, cabochões e contas.',
    origin:
      'A ágata é uma variedade de calcedônia, a mesma família do [ônix](/joias-com-pedra-onix), ou seja, de quartzo microcristalino, que se deposita em camadas dentro de cavidades de rochas vulcânicas, onde forma geodos e nódulos. No Brasil, o destaque é o Rio Grande do Sul, em especial a região de Salto do Jacuí. No século XIX, imigrantes alemães enviavam ágata gaúcha para Idar-Oberstein, centro de lapidação na Alemanha. Uruguai, México e Botsuana também são fontes conhecidas. Ágatas de azul, rosa, roxo ou verde muito vivos costumam ser tingidas, prática antiga e comum no mercado; as cores naturais tendem ao cinza, ao branco, ao mel e ao castanho.',
    meaning:
      'Foi às margens do rio Achates, na Sicília, que o filósofo grego Teofrasto teria descrito a pedra há mais de dois mil anos, e dali veio o nome. Mesopotâmios e persas gravavam selos e amuletos em ágata. Na tradição popular, ela é a pedra do equilíbrio e da estabilidade, e as camadas são vistas como símbolo de proteção, como se cada faixa fosse uma barreira.',
    pairing:
      'A ágata pede molduras que não disputem com o desenho. Bordas lisas ou uma fileira delicada de granulação deixam as faixas em primeiro plano, enquanto a prata escurecida realça os tons terrosos e acinzentados. Clientes que gostam de natureza, de peças grandes e de estilo *boho* ou rústico costumam escolher a ágata. Fatias em pingentes longos fazem bonito com batas, vestidos de linho e camisas abertas.',
    care: 'Resistente, a ágata fica entre 6,5 e 7 na escala de Mohs e tolera bem o uso diário. Como a calcedônia tem certa porosidade, produtos químicos, perfumes e óleos podem manchar a superfície com o tempo. Limpe com água e sabão neutro e seque logo em seguida. A prata pede o mesmo carinho: nada de pasta de polimento sobre a oxidação, e armazenamento sempre em local seco.',
    jewelryTypes: ['pingentes', 'colares', 'anéis', 'brincos'],
    typesText:
      'Pingentes e colares concentram a maior parte das fatias de ágata, mas a pedra também ganha espaço em anéis e brincos. Deixe o cliente escolher pessoalmente: apresente várias peças lado a lado numa bandeja neutra e explique que os desenhos são naturais. Fatias maiores, de desenho mais marcante, podem ocupar o posto de peça de destaque da vitrine.',
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
      'Coral vermelho em prata Bali envelhecida: o que é o coral, espécies controladas, tingimentos e imitações, cuidados e como apresentar ao cliente.',
    keywords: [
      'joias com coral vermelho',
      'anel de coral vermelho em prata',
      'brinco de coral prata bali',
      'pingente de coral vermelho',
      'coral vermelho atacado',
    ],
    heroTitle: 'Coral vermelho e prata Bali: contraste quente para a sua vitrine',
    heroImage: 'brincos-textura-seixo',
    ctaText: 'Ver peças com coral',
    color: '#d2402f',
    intro:
      'Poucas combinações chamam tanta atenção na vitrine quanto o vermelho do coral sobre a prata escurecida. O contraste lembra joias mediterrâneas e tibetanas e agrada a quem usa peças étnicas e a quem procura um único ponto de cor no visual. Na sua loja, o coral cumpre o papel de destaque: poucos anéis e brincos já tornam a vitrine memorável.',
    look: 'O tom varia do vermelho-alaranjado ao vermelho-sangue, às vezes com nuances rosadas. Opaco, tem brilho suave, quase acetinado, que o polimento aviva. Por isso é trabalhado em cabochões, contas redondas e pequenos bastões encaixados na prata. Linhas finas, pontinhos claros e diferenças de tom entre peças são sinais de material natural, e vale explicar isso ao cliente que compara dois brincos iguais.',
    origin:
      'Coral não é mineral, e sim material orgânico: o esqueleto de carbonato de cálcio construído por colônias de pequenos animais marinhos. O coral vermelho da joalheria vem principalmente de espécies do gênero *Corallium*, do Mediterrâneo e de águas do Pacífico, perto do Japão e de Taiwan. O comércio de algumas espécies é controlado internacionalmente, e muitos consumidores se preocupam com a extração responsável. Boa parte do coral barato do mercado é tingido, reconstituído ou imitação de vidro, resina ou plástico: pergunte ao fornecedor o que é cada peça e repasse a resposta ao cliente.',
    meaning:
      'Na tradição mediterrânea, o coral vermelho foi por séculos um amuleto contra o mau-olhado; no sul da Itália ainda se veem chifrinhos de coral pendurados em correntes. No Brasil, a figa de coral faz parte da mesma herança popular, e as bodas de 35 anos levam o nome dele. Povos do Himalaia e nativos norte-americanos também o usam em adornos cerimoniais. Segundo a cultura popular, a cor viva simboliza vitalidade e coragem.',
    pairing:
      'A prata oxidada escurece os vãos da granulação e da filigrana, e o vermelho do coral salta à frente como uma gota de cor. Em anéis de moldura trabalhada, parece joia antiga; em brincos pequenos, acessório do dia a dia. Quem compra coral costuma gostar do *boho*, de peças étnicas e de tons terrosos. Combina também com a [turquesa](/joias-com-pedra-turquesa-bali), parceria antiga em joias tibetanas e navajos.',
    care: 'O coral é macio, com cerca de 3,5 na escala de Mohs, risca com facilidade e é poroso. Perfume, cosméticos, suor em excesso e produtos de limpeza podem deixá-lo opaco, e ácidos chegam a corroê-lo. Oriente o cliente a colocar a joia depois da maquiagem, tirá-la antes da piscina e guardá-la em saquinho próprio. A prata se limpa com flanela seca, sem encostar líquidos na pedra.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares'],
    typesText:
      'Aparece sobretudo em anéis, brincos e pingentes, e em colares com contas de coral intercaladas com prata. Uma dica de exposição: use fundo neutro, cinza ou linho cru, e coloque o coral ao lado das peças com turquesa, para que o cliente monte combinações de cor sozinho. Na etiqueta, lembrar as bodas de coral ajuda a sugerir a peça como presente.',
    internalLinks: [
      {
        to: '/joias-com-pedra-turquesa-bali',
        title: 'Joias com turquesa',
        description: 'A dupla clássica do coral: o azul-esverdeado da turquesa em prata envelhecida.',
      },
      {
        to: '/brincos-de-prata-bali-com-pedra-natural',
        title: 'Brincos com pedra natural',
        description: 'Modelos de brincos artesanais com coral e outras pedras para montar a sua vitrine.',
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
    title: 'Topázio em prata Bali: cor, origem e cuidados',
    description:
      'Topázio em prata 925 envelhecida, no estilo balinês: as cores, o topázio azul irradiado, o imperial brasileiro, cuidados com a clivagem e exposição.',
    keywords: [
      'joias com topázio',
      'anel de topázio em prata',
      'topázio azul prata bali',
      'brinco de topázio',
      'pingente de topázio atacado',
    ],
    heroTitle: 'Topázio na prata envelhecida: brilho facetado em moldura artesanal',
    heroImage: 'prata-e-bronze',
    ctaText: 'Quero o catálogo com topázio',
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
    title: 'Joias de sodalita em prata Bali envelhecida',
    description:
      'Sodalita em prata 925 envelhecida: o azul-marinho com veios brancos, a jazida da Bahia, como distinguir do lápis-lazúli e cuidados com a pedra.',
    keywords: [
      'joias com sodalita',
      'anel de sodalita em prata',
      'pingente de sodalita',
      'sodalita azul bahia',
      'sodalita prata bali atacado',
    ],
    heroTitle: 'Sodalita: o azul-marinho com veios brancos na prata balinesa',
    heroImage: 'argolas-prata-brilho',
    ctaText: 'Conhecer peças de sodalita',
    color: '#24428f',
    intro:
      'Azul profundo, veios marcantes e uma história brasileira: a sodalita reúne argumentos que facilitam o trabalho do revendedor. Em prata envelhecida, o azul-marinho fica sóbrio, fácil de usar com jeans e roupas de trabalho, e por isso atende também o público masculino. É uma pedra que costuma agradar a quem acha o [lápis-lazúli](/joias-com-pedra-lapis-lazuli) bonito, mas prefere um visual mais gráfico.',
    look: 'O azul vai do intenso ao marinho, cortado por veios e manchas brancas de calcita. Opaca, ganha brilho vítreo a levemente gorduroso depois de polida e aparece quase sempre em cabochão, placas ou contas. Nenhuma pedra repete o desenho de outra, o que torna cada anel único. Ao contrário do lápis-lazúli, quase nunca mostra os pontinhos dourados de pirita.',
    origin:
      'A sodalita é um mineral do grupo dos feldspatoides, um silicato de sódio e alumínio com cloro. O Brasil tem uma das jazidas mais conhecidas, no sul da Bahia, de onde sai o material chamado azul Bahia, muito usado em revestimentos. Canadá e Namíbia também produzem. No Canadá, a pedra de Ontário ficou famosa ao decorar uma residência da família real britânica, no início do século XX. A sodalita costuma chegar ao mercado sem tratamento, às vezes com cera ou resina para aprofundar o brilho; um azul muito uniforme, sem nenhum veio, pode indicar vidro ou outra pedra tingida.',
    meaning:
      'Nas correntes esotéricas contemporâneas, a sodalita é associada à comunicação, à lógica e à serenidade, e costuma ser ligada ao chacra da garganta. São leituras recentes, nascidas da cultura dos cristais do século XX, sem a bagagem milenar de pedras como o lápis-lazúli. Apresente o tema como tradição popular; para muitos clientes, basta a sensação de calma que o azul transmite.',
    pairing:
      'Os vãos escurecidos da prata oxidada acompanham bem o azul frio, e o conjunto lembra peças de inspiração náutica ou *vintage*. Em anéis largos com granulação em volta, a sodalita vira peça de personalidade para homens e mulheres; em pingentes com filigrana, fica mais delicada. Funciona em produções de escritório, com camisa branca e jeans, e agrada a clientes que evitam cores quentes e preferem uma joia discreta.',
    care: 'Menos dura que o quartzo, a sodalita fica entre 5,5 e 6 na escala de Mohs e pode riscar em contato com areia ou outras joias. Também reage mal a ácidos e a produtos de limpeza fortes. Um pano úmido resolve a limpeza, desde que a pedra seja bem seca em seguida. Guarde cada peça em saquinho de tecido e deixe a flanela seca para o polimento da prata.',
    jewelryTypes: ['anéis', 'pingentes', 'colares', 'pulseiras'],
    typesText:
      'Aparece com frequência em anéis de pedra grande, pingentes ovais, colares e pulseiras de contas com detalhes em prata. Para montar a vitrine, agrupe sodalita, lápis-lazúli e ônix: o trio de azuis e preto transmite a ideia de coleção sóbria. Anéis masculinos costumam ser mais pesados, então calcule a margem com cuidado para que o preço final caiba no bolso do seu público.',
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
    title: 'Peridoto em prata Bali: cor, origem e cuidados',
    description:
      'O verde luminoso do peridoto em prata 925 envelhecida de estilo balinês: origem vulcânica, imitações, simbolismo, cuidados e ideias de vitrine.',
    keywords: [
      'joias com peridoto',
      'anel de peridoto em prata',
      'brinco de peridoto',
      'peridoto pedra verde',
      'peridoto prata 925 atacado',
    ],
    heroTitle: 'Peridoto: verde-oliva luminoso em joias de prata feitas à mão',
    heroImage: 'brincos-filigrana',
    ctaText: 'Pedir catálogo de peridoto',
    color: '#9bbb3a',
    intro:
      'Verde vivo, com um fundo amarelado que parece acender com a luz do dia: o peridoto tem uma cor que não se confunde com a [esmeralda](/joias-com-pedra-esmeralda) nem com o jade. Na prata oxidada, esse verde ganha ainda mais frescor. Ele ocupa um espaço próprio na vitrine, perto das peças de verão e das coleções de tons naturais, e atrai quem procura uma cor longe do óbvio.',
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
    title: 'Joias com cristal-de-rocha em prata 925 Bali',
    description:
      'Cristal-de-rocha em prata 925 envelhecida de estilo balinês: o quartzo incolor, como distinguir do vidro, simbolismo, cuidados e usos na vitrine.',
    keywords: [
      'joias com cristal de rocha',
      'pingente de cristal de rocha',
      'anel de cristal de rocha',
      'quartzo incolor em prata',
      'cristal de rocha atacado',
    ],
    heroTitle: 'Cristal-de-rocha: transparência natural em moldura de prata oxidada',
    heroImage: 'desenho-cristal-de-rocha',
    ctaText: 'Ver peças com cristal-de-rocha',
    color: '#e6edf1',
    intro:
      'O cristal-de-rocha é o curinga da vitrine: combina com qualquer roupa, com qualquer outra pedra e com clientes de todas as idades. Transparente como vidro, mas com a personalidade de um mineral natural, ele deixa a prata envelhecida em primeiro plano e valoriza os detalhes do trabalho artesanal. Também é fácil de explicar e agrada ao público que se interessa por cristais.',
    look: 'Incolor e de brilho vítreo, pode ser totalmente límpido ou trazer véus, pequenas fraturas internas que formam arco-íris e, às vezes, fantasmas, silhuetas de cristais antigos dentro do novo. Aparece lapidado em facetas, em cabochão abaulado ou como ponta natural, formato clássico dos pingentes. Essas marcas naturais ajudam a distinguir a pedra do vidro.',
    origin:
      'É quartzo na forma mais pura, o mesmo mineral da [ametista](/joias-com-pedra-ametista) e do [quartzo-rosa](/joias-com-pedra-quartzo-rosa): dióxido de silício cristalizado em prismas de seis faces terminados em ponta. O mineral é comum em todo o mundo, mas grandes cristais transparentes são menos frequentes. O Brasil é um dos principais produtores, com jazidas em Minas Gerais, Goiás e Bahia; a cidade goiana de Cristalina deve o nome a eles. Madagascar, os Alpes e o Arkansas também são fontes conhecidas. Cuidado com os nomes: o chamado cristal austríaco é vidro lapidado, e não quartzo, e existe quartzo sintético, produzido em larga escala para a indústria. Peças muito límpidas e baratas merecem uma pergunta ao fornecedor.',
    meaning:
      '*Krýstallos*, em grego, quer dizer gelo: os gregos acreditavam que o cristal era água congelada de forma tão profunda que nunca mais derreteria. Em diversas culturas, a pedra foi usada em esferas e amuletos ligados à clareza e à visão. Nas práticas esotéricas de hoje, é vista como pedra neutra que, segundo essa tradição, amplifica intenções. Vale contar tudo isso como crença popular, com leveza.',
    pairing:
      'Sem cor própria, o cristal reflete o que está em volta, e em prata oxidada isso significa captar o jogo de claro e escuro da granulação. Pingentes de ponta presos por garras trabalhadas têm ar de amuleto, enquanto anéis com cabochão grande parecem uma gota de água sobre metal antigo. Funciona no visual minimalista, na noiva que evita cor e no cliente que gosta de sobrepor vários colares.',
    care: 'O quartzo incolor tem dureza 7 na escala de Mohs, aguenta bem o uso diário e não se incomoda com água. O risco está nas pancadas, que podem lascar pontas e arestas, e no calor súbito, capaz de trincar pedras com fraturas internas. Lave com água e sabão neutro, seque com pano macio e guarde em compartimento separado. Na prata, nada de produtos abrasivos: flanela seca resolve.',
    jewelryTypes: ['pingentes', 'colares', 'anéis', 'brincos'],
    typesText:
      'É presença forte em pingentes e colares, sobretudo com pontas naturais, e aparece também em anéis e brincos. Para o revendedor, pode funcionar como peça de preço acessível e como base para combinar com pedras coloridas. Na formação de preço, com o atacado calculado por grama, separe pingentes leves para a faixa de presente e reserve as peças maiores para o cliente colecionador.',
    internalLinks: [
      {
        to: '/colares-e-pingentes-prata-bali',
        title: 'Colares e pingentes de prata Bali',
        description: 'Pingentes com pontas de cristal e outras pedras, prontos para sobrepor.',
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
    title: 'Labradorita em prata Bali: brilho de aurora',
    description:
      'Labradorita em prata 925 envelhecida de estilo Bali: a labradorescência, a lenda inuíte, imitações de vidro, cuidados e como expor o reflexo.',
    keywords: [
      'joias com labradorita',
      'anel de labradorita em prata',
      'pingente de labradorita',
      'labradorita prata bali',
      'brinco de labradorita',
    ],
    heroTitle: 'Labradorita: reflexos azuis e dourados que mudam a cada movimento',
    heroImage: 'desenho-labradorita',
    ctaText: 'Quero ver a labradorita',
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
        description: 'Anéis com cabochões grandes que valorizam pedras de reflexo.',
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
    title: 'Joias com âmbar em prata Bali artesanal',
    description:
      'Âmbar, a resina fóssil de tons de mel, em joias de prata 925 envelhecida feitas à mão: origem báltica, âmbar prensado e imitações, cuidados e vitrine.',
    keywords: [
      'joias com âmbar',
      'pingente de âmbar em prata',
      'anel de âmbar',
      'âmbar resina fóssil',
      'brinco de âmbar prata bali',
    ],
    heroTitle: 'Âmbar: a resina fóssil de tons de mel em prata envelhecida',
    heroImage: 'anel-oxidado-cuidados',
    ctaText: 'Ver peças com âmbar',
    color: '#d98b1d',
    intro:
      'O âmbar tem algo que nenhuma pedra mineral oferece: é leve, morno ao toque e guarda milhões de anos dentro de si. Em prata Bali envelhecida, o tom de mel ganha moldura à altura, e a peça parece carregar muitos anos de história. É uma opção de cor quente que acompanha roupas de outono, o estilo *boho* e quem valoriza matéria-prima natural.',
    look: 'As cores vão do amarelo-limão ao conhaque, passando pelo mel e pelo laranja; há também tons esverdeados e avermelhados. Pode ser transparente ou leitoso, e o brilho é resinoso, mais suave que o de um cristal. Aparece em cabochões, contas e formas livres polidas. Bolhas de ar, nuvens internas e pequenos fragmentos vegetais fazem parte do material; insetos inteiros são raros e muito valorizados.',
    origin:
      'Âmbar não é pedra nem mineral: é resina fóssil de árvores antigas, principalmente coníferas, que endureceu ao longo de milhões de anos. A região do mar Báltico, com Polônia, Lituânia e o enclave russo de Kaliningrado, concentra a maior produção. O âmbar da República Dominicana e o de Chiapas, no México, também são conhecidos, muitas vezes com inclusões de insetos e plantas. No mercado circulam também o âmbar prensado, feito de fragmentos aquecidos e unidos sob pressão, o âmbar clarificado ou escurecido pelo calor e imitações de resina sintética, plástico e copal, uma resina bem mais jovem. Na dúvida, peça ao fornecedor a identificação do material.',
    meaning:
      'Na mitologia grega, as irmãs de Faetonte choraram tanto a morte dele que viraram árvores, e suas lágrimas endureceram como âmbar. Os lituanos contam que as contas trazidas pelo mar à praia são restos do palácio da deusa Jūratė. O nome grego do âmbar, *élektron*, deu origem à palavra eletricidade, porque a resina atritada atrai poeira. Na cultura popular, simboliza calor e proteção.',
    pairing:
      'O laranja quente do âmbar e o cinza escurecido da prata formam uma das combinações mais harmoniosas da joalheria artesanal. Filigranas em volta de cabochões grandes lembram peças do Leste Europeu, e a granulação dá textura sem disputar atenção. Agrada a clientes que usam tons terrosos, couro, linho e estampas étnicas, e a quem busca joias volumosas que não pesam na orelha nem no pescoço.',
    care: 'Entre os materiais da joalheria, poucos são tão delicados: dureza de 2 a 2,5 na escala de Mohs e sensibilidade a álcool, perfume, acetona, fixador de cabelo e calor. Sol forte e prolongado pode escurecer e ressecar a superfície. Limpe com pano macio levemente úmido, nunca com produtos de limpeza de prata, e guarde longe de peças que possam riscá-lo. O metal aceita polimento com flanela seca.',
    jewelryTypes: ['pingentes', 'brincos', 'anéis', 'colares'],
    typesText:
      'Pingentes, brincos, anéis e colares são as formas mais comuns. Como o âmbar é muito leve, quase todo o peso da peça vem da prata, e isso permite oferecer joias de bom volume visual sem que fiquem pesadas. Na loja, exponha longe de vitrines quentes e de sol direto, e explique ao cliente que se trata de resina fóssil, não de pedra. Como o [coral vermelho](/joias-com-pedra-coral-vermelho), o âmbar é um material orgânico, e os dois formam uma vitrine de tons quentes.',
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
    title: 'Esmeralda em prata Bali: cor, origem e cuidados',
    description:
      'Esmeralda em prata 925 envelhecida, no estilo balinês: o verde do berilo, o jardim de inclusões, o óleo nas fissuras, pedras de laboratório e cuidados.',
    keywords: [
      'joias com esmeralda',
      'anel de esmeralda em prata',
      'brinco de esmeralda',
      'pingente de esmeralda prata bali',
      'esmeralda prata 925 atacado',
    ],
    heroTitle: 'Esmeralda: o verde mais famoso da joalheria em versão artesanal',
    heroImage: 'desenho-esmeralda',
    ctaText: 'Ver peças com esmeralda',
    color: '#1d8a5a',
    intro:
      'Poucas pedras têm um nome tão conhecido pelo consumidor quanto a esmeralda, e isso facilita a venda: o cliente já chega com a imagem de uma joia clássica na cabeça. Em prata Bali envelhecida, essa imagem ganha outro sotaque, menos formal e mais artesanal. É a chance de oferecer uma pedra preciosa tradicional em peças com personalidade, fora do universo do ouro.',
    look: 'O verde da esmeralda vai do tom levemente azulado ao verde-grama intenso. Em joias de prata, aparecem tanto pedras translúcidas e opacas, em cabochão, quanto exemplares facetados e mais transparentes. Quase todas têm inclusões, conhecidas no meio como jardim: pequenas fissuras e cristais internos que os especialistas tratam como parte da identidade da pedra, e não como defeito.',
    origin:
      'A esmeralda é a variedade verde do berilo, um silicato de berílio e alumínio; a cor vem de traços de cromo e, em alguns casos, de vanádio. A Colômbia é a referência histórica, com as minas de Muzo e Chivor. O Brasil tem produção relevante na Bahia, em Minas Gerais e em Goiás, e a Zâmbia está entre os grandes produtores atuais. Quase todas as esmeraldas do mercado recebem óleo ou resina para disfarçar fissuras, prática antiga e aceita quando informada, e existem esmeraldas de laboratório, com a mesma composição e preço muito menor. Pergunte ao fornecedor o que é cada pedra antes de repassar a informação.',
    meaning:
      'Os antigos egípcios extraíam esmeraldas no deserto oriental, em minas que mais tarde ficaram ligadas à fama de Cleópatra, admiradora da pedra. Na tradição europeia, o verde da esmeralda passou a representar a primavera, o amor fiel e a renovação, e a lista popular de pedras do mês a destina a maio. No Brasil, as bodas de esmeralda marcam 55 anos de casamento, um bom gancho para presentes.',
    pairing:
      'A prata oxidada cria um fundo escuro que aprofunda o verde da esmeralda e dá às peças um tom clássico. Cravações cercadas de granulação ficam bonitas em anéis de formato oval; brincos pequenos com filigrana trazem a pedra para o uso diário. É uma escolha certeira para datas especiais, clientes de estilo clássico e quem quer uma pedra preciosa sem abrir mão do acabamento feito à mão.',
    care: 'Apesar da dureza de 7,5 a 8 na escala de Mohs, a esmeralda é frágil por causa das inclusões internas: uma batida forte pode trincá-la. Evite calor, vapor, ultrassom, solventes e mudanças bruscas de temperatura. Limpe com água morna e um pouco de sabão neutro, sem deixar de molho, e seque com pano macio. Na prata, passe a flanela seca apenas em volta da pedra.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'conjuntos'],
    typesText:
      'Anéis, brincos, pingentes e conjuntos com esmeralda vão da peça delicada à de destaque. Uma sugestão prática: reúna esmeralda, [rubi](/joias-com-pedra-rubi) e [topázio](/joias-com-pedra-topazio) em uma pequena seleção de pedras clássicas e apresente-a como coleção de presentes. Na hora de definir o preço, o prestígio da pedra é argumento, desde que venha acompanhado da informação exata sobre o que ela é.',
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
    title: 'Rubi em prata 925 envelhecida, no estilo Bali',
    description:
      'Rubi em joias de prata 925 envelhecida, feitas à mão no estilo balinês: o coríndon vermelho, aquecimento, rubi de laboratório, simbolismo e cuidados.',
    keywords: [
      'joias com rubi',
      'anel de rubi em prata',
      'brinco de rubi',
      'pingente de rubi prata bali',
      'rubi prata 925 atacado',
    ],
    heroTitle: 'Rubi: o vermelho intenso do coríndon em prata Bali feita à mão',
    heroImage: 'desenho-rubi',
    ctaText: 'Ver peças com rubi',
    color: '#9b1b30',
    intro:
      'O rubi carrega séculos de prestígio, e o cliente reconhece o nome na hora. Em prata Bali envelhecida, o vermelho intenso da pedra contrasta com o metal escurecido e resulta em peças com presença, boas para datas comemorativas e para quem quer um toque de cor forte. Na sua loja, pode ser o ponto alto de uma coleção romântica ou de uma vitrine de fim de ano.',
    look: 'A cor vai do vermelho-rosado ao vermelho-escuro com nuance púrpura, o famoso sangue-de-pombo, referência do mercado. Em joias de prata, aparece facetado, em cabochão ou em pequenas pedras lisas, de transparente a opaco. Muitos rubis brilham em vermelho sob luz ultravioleta, efeito da fluorescência do cromo, e mostram finas agulhas internas de rutilo, marcas comuns da pedra natural.',
    origin:
      'O rubi é coríndon, óxido de alumínio, o mesmo mineral da safira; só recebe o nome de rubi quando a cor é vermelha, dada por traços de cromo. A região de Mogok, em Mianmar, é a origem histórica mais famosa. Tailândia, Sri Lanka, Moçambique, Madagascar e Tanzânia estão entre as fontes conhecidas hoje. Quase todo rubi do mercado é aquecido para melhorar cor e limpidez; nas faixas de preço mais baixas são comuns rubis com fissuras preenchidas por vidro, mais frágeis, e rubis de laboratório, produzidos desde o início do século XX com a mesma composição do natural. Pergunte ao fornecedor qual é o caso e repasse a resposta ao cliente.',
    meaning:
      'Em sânscrito, o rubi era chamado de *ratnaraj*, rei das pedras preciosas, e na tradição hindu era oferenda digna das divindades. Guerreiros birmaneses, diz a lenda, o levavam junto ao corpo como proteção. No Ocidente, a pedra ficou ligada à paixão e à coragem, representa julho entre as pedras do mês e dá nome às bodas de 40 anos. São tradições para contar como histórias, nunca como promessas.',
    pairing:
      'Vermelho e prata escurecida formam um contraste dramático, e a granulação balinesa em volta de um rubi pequeno cria o efeito de joia de época. Filigranas delicadas equilibram a força da cor em brincos e pingentes. O rubi atende ao público romântico, a quem compra presente de aniversário de namoro e a clientes que gostam de vermelho, mas acham o coral informal demais para a noite.',
    care: 'Só o diamante supera o rubi em dureza entre as gemas mais conhecidas: são 9 pontos na escala de Mohs, o que garante ótima resistência a riscos. Ainda assim, pancadas fortes podem lascar as bordas de uma pedra facetada. Para limpar, uma escova macia com espuma de sabão neutro resolve. Guarde as peças com rubi separadas, porque ele pode riscar pedras mais macias e a própria prata.',
    jewelryTypes: ['anéis', 'brincos', 'pingentes', 'colares', 'conjuntos'],
    typesText:
      'Os formatos mais comuns são anéis, brincos de tarraxa, pingentes e colares, e o par de brinco e pingente é presente clássico. Para organizar o estoque, reserve parte das peças para junho, com o Dia dos Namorados, e para dezembro, quando o vermelho domina as vitrines. Se quiser modelos sob encomenda, lembre que a entrega leva poucas semanas e faça o pedido com antecedência. Para um vermelho mais escuro e acessível, a [granada](/joias-com-pedra-granada) completa a vitrine.',
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
    title: 'Ônix em prata Bali: joias masculinas e femininas',
    description:
      'Ônix em prata 925 envelhecida de estilo Bali: o preto polido, por que quase todo ônix é calcedônia tingida, simbolismo e peças masculinas e femininas.',
    keywords: [
      'joias com ônix',
      'anel de ônix em prata',
      'anel masculino de ônix',
      'pingente de ônix',
      'ônix prata bali atacado',
    ],
    heroTitle: 'Ônix: o preto polido que dá força às peças de prata envelhecida',
    heroImage: 'anel-sinete-entalhado',
    ctaText: 'Ver peças com ônix',
    color: '#1c1c1e',
    intro:
      'Preto, brilhante e sem excessos, o ônix é talvez a pedra mais versátil para quem vende prata Bali. Ele acompanha a estética do metal escurecido, atende com naturalidade o público masculino e entra também no guarda-roupa feminino, do social ao rock. Dispensa explicação longa: o cliente entende na hora a proposta de uma joia sóbria e marcante.',
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
      'joias com turquesa',
      'anel de turquesa prata bali',
      'brinco de turquesa em prata',
      'turquesa em prata 925',
      'colar de turquesa',
      'turquesa no atacado',
    ],
    heroTitle: 'Turquesa e prata Bali: uma parceria clássica da joalheria balinesa',
    heroImage: 'cravacao-de-pedra',
    ctaText: 'Ver catálogo de turquesa',
    color: '#3fb8af',
    intro:
      'Quando se pensa em prata Bali, a turquesa costuma ser a primeira pedra que vem à mente. O azul-celeste contra o metal escurecido é uma imagem clássica da joalheria balinesa e também de outras tradições, como a dos navajos e zunis, no sudoeste dos Estados Unidos. É pedra de reconhecimento imediato, tanto no público *boho* quanto entre os fãs de joias étnicas.',
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
  header: { allPagesLinkText: 'Todas as páginas', ctaText: 'Pedir catálogo' },
  footer: {
    tagline:
      'Joias artesanais de prata 925 envelhecida no estilo Bali, no atacado para lojistas e revendedores de todo o Brasil.',
    contactTitle: 'Contato',
    navigationTitle: 'Navegação',
    formLinkText: 'Solicitar catálogo',
    privacyLinkText: 'Política de privacidade',
    note: 'Prata 925: 92,5% de prata pura.',
  },
  companyFacts: {
    title: 'Quem somos',
    cnpj: 'CNPJ',
    city: 'Onde estamos',
    instagram: 'Instagram',
    paymentMethods: 'Formas de pagamento',
  },
  contentCta: {
    title: 'Receba o catálogo de atacado',
    text: 'Preço por grama, pedido mínimo e as novidades da coleção, direto no seu WhatsApp.',
  },
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
  keywords: ['mapa do site', 'joias de prata bali', 'atacado de prata'],
  intro:
    'Todas as páginas do site, organizadas por assunto. Escolha um tema e, quando quiser, peça o catálogo pelo WhatsApp.',
  ctaText: 'Pedir o catálogo pelo WhatsApp',
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
    types: 'Em que joias {the} {name} costuma aparecer',
  },
  availableIn: 'Formatos mais comuns:',
  catalogueNote: 'Os modelos disponíveis no momento estão no catálogo.',
  whatsappMessage: 'Olá! Gostaria de ver no catálogo de atacado as peças com {name}.',
};

/**
 * The privacy page (/privacidade). Its last section depends on company.gtmId: `withTagManager` when the site loads
 * Google Tag Manager (only after the visitor accepts), `withoutTagManager` when it measures nothing. Say only what
 * the site does; {email} in `contact` becomes a link to the company's e-mail.
 */
const privacyPage: ManifestInput['privacyPage'] = {
  title: 'Política de privacidade',
  description:
    'O que este site guarda sobre a sua visita e o que vai na mensagem do WhatsApp quando você pede o catálogo.',
  keywords: ['política de privacidade', 'privacidade', 'cookies', 'lgpd'],
  intro:
    'Este site não tem cadastro e não guarda em servidor nada do que você digita. Veja o que fica no seu navegador, o que vai para o WhatsApp e por quê.',
  sections: [
    {
      title: 'O formulário e o WhatsApp',
      paragraphs: [
        'Nome, cidade, WhatsApp e as demais respostas do formulário não são enviados a nenhum servidor. Ao tocar no botão, o site monta uma mensagem com esses dados e abre o WhatsApp: nós só a recebemos se você decidir enviá-la, e ela serve para responder ao seu pedido.',
        'A mensagem diz também de qual página você veio e, se você chegou por um anúncio ou por um link de divulgação, o nome da campanha, para sabermos qual divulgação trouxe o seu contato. Você pode ler e mudar tudo antes de enviar.',
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
        'Só com a sua permissão o site carrega o Google Tag Manager, que pode ativar ferramentas de medição de visitas e de anúncios, como as do Google. Elas usam cookies para contar as visitas e saber quais anúncios trazem clientes. Se você recusar, nada disso é carregado.',
        'Quando você pede o catálogo pelo WhatsApp, essas ferramentas recebem só a página e a campanha, nunca o que você digitou. A sua escolha fica guardada neste navegador, e você pode mudá-la quando quiser em “Preferências de cookies”, no rodapé de todas as páginas.',
      ],
    },
    withoutTagManager: {
      title: 'Cookies',
      paragraphs: ['Este site não usa cookies nem ferramentas de medição de visitas ou de anúncios.'],
    },
  },
  contact: 'Dúvidas sobre os seus dados? Escreva para {email}.',
  ctaText: 'Pedir o catálogo pelo WhatsApp',
};

/** The page shown for an address that does not exist (404.html): it is never indexed. */
const notFound: ManifestInput['notFound'] = {
  title: 'Página não encontrada',
  description: 'O endereço procurado não existe. Volte ao início ou veja todas as páginas no mapa do site.',
  keywords: ['página não encontrada'],
  homeLinkText: 'Voltar ao início',
  siteMapLinkText: 'Ver o mapa do site',
  ctaText: 'Pedir o catálogo pelo WhatsApp',
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
