// The company facts the pages depend on. A question only a company fact answers is left out until the fact is set,
// so each page needs 3 or 4 questions it answers itself; the stones the company works with must be stones of the
// manifest.
import type { Manifest, QuestionEntry } from './types';
import { AnsweredQuestions, UnknownStone } from './problem-catalogue';
import type { ProblemList } from './problems';

export function checkFacts(manifest: Manifest, problems: ProblemList): void {
  const { company } = manifest;
  const checkQuestions = (questions: QuestionEntry[] | undefined, path: PropertyKey[]) => {
    const answered = questions?.filter((q) => q.answer !== undefined).length ?? 0;
    if (questions && (answered < 3 || answered > 4))
      problems.report(AnsweredQuestions, [...path, 'questions'], { answered });
  };
  manifest.pages.forEach((p, i) => checkQuestions(p.questions, ['pages', i]));
  manifest.stones.forEach((s, i) => checkQuestions(s.questions, ['stones', i]));

  const slugs = manifest.stones.map((s) => s.slug);
  company.stonesWorkedWith?.forEach((slug, i) => {
    if (!slugs.includes(slug)) problems.report(UnknownStone, ['company', 'stonesWorkedWith', i], { slug, slugs });
  });
}
