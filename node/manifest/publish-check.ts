// What must change before the site goes public. The manifest ships with sample contact details and
// sample testimonials (the landing page shows two), and a sales team may be started with sample agents; each is
// marked as a sample until replaced. `npm run build`
// warns with this list and `npm run check -- --publish` fails with it.
import {
  OptionalFactEmpty,
  SampleAgent,
  SampleTestimonial,
  SampleValue,
  UnreachableValue,
  type ProblemData,
} from './problem-catalogue';
import type { Manifest, SampleField } from './types';

/** One thing to replace: where it is, what it is and what to put there, and its code in the catalogue. */
export interface PublishItem {
  place: string;
  message: string;
  code: string;
}

const item = <P>(data: ProblemData<P>, place: string, details: P): PublishItem => ({
  place,
  message: `${data.message(details)}: ${data.hint(details)}`,
  code: data.code,
});

const SAMPLE_FIELDS: Record<SampleField, string> = {
  whatsapp: "the company's WhatsApp number (digits only: 55, area code and number)",
  email: 'the e-mail address visitors may write to',
  siteUrl:
    "the site's own address, https://your-domain with no trailing slash (canonical links and sitemap.xml use it)",
  courseUrl: "the address of the resellers' course, which the 'Acessar Curso' button opens",
};

const OPTIONAL_FACTS = {
  cnpj: "the company's CNPJ, written as 12.345.678/0001-90",
  legalName: "the company's registered name (razão social), which the privacy page names as the controller",
  address: "the company's address, as the privacy page gives it with the controller",
  city: "the company's city and state, as 'São Paulo (SP)'",
  instagram: "the address of the company's Instagram profile",
  openingHours: "when the company answers, as 'Segunda a sexta, das 9h às 18h'",
  paymentMethods: "the payment methods the company accepts, as ['Pix', 'Cartão de crédito']",
  shippingCost:
    'one sentence saying who pays the shipping and how it is charged; until then the pages leave out the question it answers',
  defectiveExchange:
    'one sentence saying what happens to a piece that arrives with a defect; until then the pages leave out the question it answers',
  repeatOrderMinimum:
    'one sentence saying whether the minimum order applies to repeat orders too; until then the pages leave out the question it answers',
  invoice:
    'one sentence saying whether an invoice (nota fiscal) goes with each order; until then the pages leave out the question it answers',
  stonePricing:
    "one sentence saying how a stone or a piece made to order changes a piece's price beyond R$ 14,90 the gram; until then the pages leave out the question it answers",
  certificate:
    'one sentence saying what document, if any, goes with each order to vouch for the silver; until then the pages leave out the question it answers',
  stonesWorkedWith:
    "the slugs of the stones the company works with, as ['turquesa', 'ametista']; until then every stone page says to confirm on WhatsApp",
} satisfies Partial<Record<keyof Manifest['company'], string>>;

// Values that reach nobody whether or not they are marked: a reserved domain (RFC 2606) or area code 00.
const RESERVED_HOST = /(^|\.)(example|test|invalid|localhost|example\.(com|net|org))$/i;

function placeholderReason(field: SampleField, value: string): string | undefined {
  if (field === 'whatsapp') return /^550/.test(value) ? 'area code 00 does not exist' : undefined;
  const host = (field === 'email' ? value.split('@')[1] : URL.canParse(value) ? new URL(value).hostname : value) ?? '';
  return RESERVED_HOST.test(host) ? `${host} is a reserved domain that reaches nobody` : undefined;
}

/** Every sample value still in the manifest: the ones marked as samples and the ones that plainly reach nobody. */
export function samplesInPlace(manifest: Manifest): PublishItem[] {
  const { company, home } = manifest;
  const marked = new Set(company.samples ?? []);
  const fields = (Object.keys(SAMPLE_FIELDS) as SampleField[]).flatMap((field) => {
    const [value, what, place] = [company[field], SAMPLE_FIELDS[field], `company.${field}`];
    if (marked.has(field)) return [item(SampleValue, place, { field, value, what })];
    const reason = placeholderReason(field, value);
    return reason ? [item(UnreachableValue, place, { value, reason, what })] : [];
  });
  const testimonials = home.testimonials.items.flatMap((testimonial, i) =>
    testimonial.sample
      ? [item(SampleTestimonial, `home.testimonials.items[${i}]`, { author: testimonial.author })]
      : [],
  );
  // An agent is a sample as a whole (name, number, hours): marked, or with a number that reaches nobody.
  const agents = (company.team ?? []).flatMap((agent, i) => {
    const place = `company.team[${i}] (${agent.name})`;
    if (agent.sample) return [item(SampleAgent, place, { name: agent.name })];
    const reason = placeholderReason('whatsapp', agent.whatsapp);
    const what = `${agent.name}'s WhatsApp number (digits only: 55, area code and number)`;
    return reason ? [item(UnreachableValue, `${place}.whatsapp`, { value: agent.whatsapp, reason, what })] : [];
  });
  return [...fields, ...testimonials, ...agents];
}

/** The optional company facts left empty: the site works without them, but shop owners trust them. */
export function emptyOptionalFacts(manifest: Manifest): PublishItem[] {
  return Object.entries(OPTIONAL_FACTS)
    .filter(([field]) => manifest.company[field as keyof typeof OPTIONAL_FACTS] === undefined)
    .map(([field, what]) => item(OptionalFactEmpty, `company.${field}`, { what }));
}

/** The report printed by the build and the check; empty when nothing is left to do. */
export function publishReport(manifest: Manifest, source: string): string {
  const samples = samplesInPlace(manifest);
  const optional = emptyOptionalFacts(manifest);
  const lines = (items: PublishItem[]) => items.map((i) => `  - ${i.place}: ${i.message} [${i.code}]`);
  return [
    ...(samples.length
      ? [`${source} still holds ${samples.length} sample(s) to replace before publishing:`, ...lines(samples)]
      : []),
    ...(optional.length
      ? [`Optional company facts left empty in ${source} (the site works without them):`, ...lines(optional)]
      : []),
  ].join('\n');
}
