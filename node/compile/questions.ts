// The buyers' questions of a content or stone page (a question a company fact answers joins them once the fact is
// set), and any list of questions as FAQPage structured data (the landing page's FAQ uses it too).
import type { AnswerFact, Manifest, QuestionEntry } from '../manifest/types';
import type { QuestionData } from '../../renderer/shared/page-data';

const list = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** A fact the company has set, as the answer to a question; undefined while it is not set. */
function factAnswer(manifest: Manifest, fact: AnswerFact): string | undefined {
  const { company, layout } = manifest;
  if (fact === 'paymentMethods')
    return company.paymentMethods && `${layout.companyFacts.paymentMethods}: ${list.format(company.paymentMethods)}.`;
  return company[fact];
}

/** The questions the page can answer: each with its own answer, or with the company fact once it is set. */
export function pageQuestions(manifest: Manifest, questions: QuestionEntry[] | undefined): QuestionData[] {
  return (questions ?? []).flatMap((q) => {
    const answer = q.fact ? factAnswer(manifest, q.fact) : q.answer;
    return answer ? [{ question: q.question, answer }] : [];
  });
}

export function faqJsonLd(items: QuestionData[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}
