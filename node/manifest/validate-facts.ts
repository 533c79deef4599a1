// The company facts the pages depend on. A question answered by a fact the company has not stated yet
// must say so (its answer sends the buyer to WhatsApp instead of guessing), and the stones the company works with
// must be stones of the manifest.
import type { Manifest, QuestionEntry } from './types';
import { AnswerGuessesFact, UnknownStone } from './problem-catalogue';
import type { ProblemList } from './problems';

/** The words an answer uses, until the company states the fact, to send the buyer to ask instead of guessing. */
export const CONFIRM_ON_WHATSAPP = 'confirme no WhatsApp';

// toLowerCase() is pt-BR's lower case (Portuguese has no case rule of its own), without the locale's cost on the
// answers of thousands of pages.
const CONFIRM_LOWER = CONFIRM_ON_WHATSAPP.toLowerCase();

export function checkFacts(manifest: Manifest, problems: ProblemList): void {
  const { company } = manifest;
  const checkQuestions = (questions: QuestionEntry[] | undefined, path: PropertyKey[]) =>
    questions?.forEach((q, j) => {
      if (!q.fact || company[q.fact] !== undefined) return;
      if (!q.answer.toLowerCase().includes(CONFIRM_LOWER))
        problems.report(AnswerGuessesFact, [...path, 'questions', j, 'answer'], {
          fact: q.fact,
          confirm: CONFIRM_ON_WHATSAPP,
        });
    });
  manifest.pages.forEach((p, i) => checkQuestions(p.questions, ['pages', i]));
  manifest.stones.forEach((s, i) => checkQuestions(s.questions, ['stones', i]));

  const slugs = manifest.stones.map((s) => s.slug);
  company.stonesWorkedWith?.forEach((slug, i) => {
    if (!slugs.includes(slug)) problems.report(UnknownStone, ['company', 'stonesWorkedWith', i], { slug, slugs });
  });
}
