// Zod's issues about the manifest's shape, rewritten for an editor: what is wrong with the value they
// wrote, and what to do (the limit, the allowed values, the field they probably meant). A misspelt field is one
// problem ("unknown field, did you mean"), not also a missing one.
import { z } from 'zod';
import { nearest } from './nearest';
import {
  EmptyText,
  ListSize,
  MissingField,
  MissingPlaceholder,
  NamedTwice,
  NotAllowed,
  NotAWebAddress,
  NumberOutOfRange,
  TextTooLong,
  UnknownField,
  UnknownPlaceholder,
  WrongFormat,
  WrongKey,
  WrongKind,
  WrongShape,
} from './problem-catalogue';
import { formatPath, valueAt, type ProblemList } from './problems';
import { slugify } from './slugify';

type Issue = z.core.$ZodIssue;

/** The part of the schema that checks the value at `path`, through lists, records, optional and default fields. */
function schemaAt(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodDefault)
      current = current.def.innerType as z.ZodType;
    if (current instanceof z.ZodObject) current = current.shape[String(key)];
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodRecord) current = current.valueType as z.ZodType;
    else return undefined;
  }
  return current;
}

function fieldsOf(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string[] {
  const at = schemaAt(schema, path);
  return at instanceof z.ZodObject ? Object.keys(at.shape) : [];
}

const KINDS: Record<string, string> = {
  string: "text ('...')",
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list ([...])',
  object: 'an object ({ ... })',
  record: 'an object ({ ... })',
};
const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'a list' : value === null ? 'null' : (KINDS[typeof value] ?? typeof value).split(' (')[0];

const sameField = (a: ReadonlyArray<PropertyKey>, b: ReadonlyArray<PropertyKey>) => formatPath(a) === formatPath(b);

export function schemaProblems(issues: Issue[], input: unknown, schema: z.ZodType, problems: ProblemList): void {
  // A field reported unknown whose nearest known field is reported missing: one slip, reported once.
  const missing = issues.filter((i) => i.code === 'invalid_type' && valueAt(input, i.path) === undefined);
  const explained = new Set<Issue>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const known = fieldsOf(schema, issue.path);
    const missingHere = missing.filter((m) => sameField(m.path.slice(0, -1), issue.path)).map((m) => m.path.at(-1));
    for (const key of issue.keys) {
      const meant = nearest(key, missingHere.map(String)) ?? nearest(key, known);
      if (meant) missing.filter((m) => sameField(m.path, [...issue.path, meant])).forEach((m) => explained.add(m));
      problems.report(UnknownField, [...issue.path, key], { field: key, meant, known });
    }
  }

  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' || explained.has(issue)) continue;
    const value = valueAt(input, issue.path);
    const last = issue.path.at(-1);
    const { path } = issue;
    switch (issue.code) {
      case 'invalid_type': {
        const kind = KINDS[issue.expected] ?? issue.expected;
        if (value === undefined && typeof last === 'string')
          problems.report(MissingField, path.slice(0, -1), { field: last, kind });
        // A number that is not whole is named by its value: "must be a whole number, not 2006.5".
        else
          problems.report(WrongKind, path, { kind, found: typeof value === 'number' ? String(value) : kindOf(value) });
        break;
      }
      case 'too_big':
      case 'too_small': {
        const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
        // A text's only minimum is one character (`text()`): below it, the text is empty.
        if (typeof value === 'string' && issue.code === 'too_big')
          problems.report(TextTooLong, path, { length: value.trim().length, limit });
        else if (Array.isArray(value)) {
          const bound = issue.code === 'too_big' ? 'at most' : 'at least';
          const allowed = issue.exact ? `exactly ${limit}` : `${bound} ${limit}`;
          // The schema's own words for a list (`needs at least one keyword`) say why; zod's (`Too small...`) do not.
          const why = issue.message.startsWith('Too') ? undefined : issue.message;
          problems.report(ListSize, path, { items: value.length, allowed, why });
        } else if (typeof value === 'string') problems.report(EmptyText, path, { text: issue.message });
        else {
          const [inclusive, exclusive] =
            issue.code === 'too_big' ? ['at most', 'less than'] : ['at least', 'more than'];
          const bound = (issue.inclusive === false ? exclusive : inclusive) as 'at most' | 'less than';
          problems.report(NumberOutOfRange, path, { value: String(value), bound, limit });
        }
        break;
      }
      case 'invalid_format':
        if (issue.format === 'url') problems.report(NotAWebAddress, path, { value: String(value) });
        else
          problems.report(WrongFormat, path, {
            value: String(value),
            rule: issue.message,
            example: formatHint(issue.pattern, String(value)),
          });
        break;
      case 'invalid_key': {
        const key = String(last);
        const rule = issue.issues.map((i) => i.message).join('; ');
        problems.report(WrongKey, path, { key, rule, example: slugify(key) });
        break;
      }
      case 'invalid_value':
        problems.report(NotAllowed, path, {
          value: String(value),
          allowed: issue.values.map((v) => JSON.stringify(v)),
        });
        break;
      case 'custom':
        customProblem(issue, value, problems);
        break;
      default:
        problems.report(WrongShape, path, { text: issue.message });
    }
  }
}

/** The {placeholders} a text uses. */
const placeholdersIn = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{[^}]*\}/g)].map((m) => m[0]) : [];

/** The schema's own refinements name their problem of the catalogue and its details (schema.ts `as`). */
function customProblem(issue: z.core.$ZodIssueCustom, value: unknown, problems: ProblemList): void {
  const { problem, ...details } = (issue.params ?? {}) as Record<string, unknown>;
  switch (problem) {
    case UnknownPlaceholder.code:
      return problems.report(UnknownPlaceholder, issue.path, {
        allowed: details.allowed as string[],
        used: placeholdersIn(value),
      });
    case MissingPlaceholder.code:
      return problems.report(MissingPlaceholder, issue.path, details as { needed: string[]; once?: boolean });
    case NamedTwice.code:
      return problems.report(NamedTwice, issue.path, {});
    default:
      return problems.report(WrongShape, issue.path, { text: issue.message });
  }
}

/** For a route or slug that breaks its pattern, the same words written the allowed way. */
function formatHint(pattern: string | undefined, value: string): string | undefined {
  const slug = slugify(value);
  if (!slug || !pattern) return undefined;

  if (pattern.startsWith('/^\\/')) return `for example "/${slug}"`;
  if (pattern.startsWith('/^[a-z0-9]+(?:-')) return `for example "${slug}"`;
  // Digits and nothing else (the WhatsApp number); a pattern with punctuation (the CNPJ) says its form itself.
  if (/^\/\^\\d\{[\d,]+\}\$\/$/.test(pattern)) return `digits only, for example "${value.replace(/\D/g, '')}"`;
  return undefined;
}
