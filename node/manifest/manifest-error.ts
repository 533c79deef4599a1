// The one error a broken manifest produces, and the terminal's way of showing problems: each one as
// `file:line:column: place: message [code]` (the code names it in problem-catalogue.ts), with what to do on the
// next line.
import type { Problem } from './problems';
import { plural } from '../format';

function formatProblem(p: Problem): string {
  const where = [p.file, p.line, p.line !== undefined ? p.column : undefined].filter((x) => x !== undefined).join(':');
  const lines = [
    `${p.severity === 'warning' ? 'warning: ' : ''}${where}: ${p.place ? `${p.place}: ` : ''}${p.message} [${p.code}]`,
  ];
  if (p.excerpt) lines.push(...p.excerpt.split('\n').map((l) => `    ${l}`));
  lines.push(`    ${p.hint}`);
  return lines.map((l, i) => (i === 0 ? `  - ${l}` : `  ${l}`)).join('\n');
}

/** Every problem, errors first, under a line that counts them. */
export function formatProblems(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const count = [
    errors.length && plural(errors.length, 'problem'),
    warnings.length && plural(warnings.length, 'warning'),
  ]
    .filter(Boolean)
    .join(' and ');
  const heading = errors.length ? `The site cannot be built (${count}):` : `The site builds, with ${count}:`;
  return [heading, ...[...errors, ...warnings].map(formatProblem)].join('\n');
}

export class ManifestError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatProblems(problems));
    this.name = 'ManifestError';
  }
}
