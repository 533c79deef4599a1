// Zod's issues about the manifest's shape, rewritten for an editor: what is wrong with the value they
// wrote, and what to do (the limit, the allowed values, the field they probably meant). A misspelt field is one
// problem ("unknown field, did you mean"), not also a missing one.
import { z } from 'zod';
import { didYouMean, nearest } from './nearest';
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
      problems.error(
        [...issue.path, key],
        `unknown field "${key}"`,
        meant ? `did you mean "${meant}"?` : `the fields here are: ${known.join(', ')}`,
      );
    }
  }

  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' || explained.has(issue)) continue;
    const value = valueAt(input, issue.path);
    const last = issue.path.at(-1);
    switch (issue.code) {
      case 'invalid_type':
        if (value === undefined && typeof last === 'string')
          problems.error(
            issue.path.slice(0, -1),
            `required field "${last}" is missing`,
            `add ${last}: ${KINDS[issue.expected] ?? issue.expected}`,
          );
        else {
          const kind = KINDS[issue.expected] ?? issue.expected;
          problems.error(issue.path, `must be ${kind}, not ${kindOf(value)}`, `write ${kind}`);
        }
        break;
      case 'too_big':
      case 'too_small': {
        const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
        if (typeof value === 'string' && !(issue.code === 'too_small' && limit <= 1)) {
          const n = value.trim().length;
          problems.error(
            issue.path,
            `is ${n} characters long: ${issue.code === 'too_big' ? `at most ${limit} are allowed` : `at least ${limit} are needed`}`,
            issue.code === 'too_big'
              ? `shorten it by ${n - limit} character${n - limit === 1 ? '' : 's'}`
              : 'write a little more',
          );
        } else if (Array.isArray(value)) {
          const need = issue.exact
            ? `exactly ${limit}`
            : issue.code === 'too_big'
              ? `at most ${limit}`
              : `at least ${limit}`;
          problems.error(
            issue.path,
            `has ${value.length} item${value.length === 1 ? '' : 's'}: ${need} are allowed`,
            issue.message.startsWith('Too') ? undefined : issue.message,
          );
        } else if (typeof value === 'string') {
          problems.error(issue.path, issue.message, 'write the text, or leave the field out if it is optional');
        } else
          problems.error(
            issue.path,
            `is ${String(value)}: must be ${issue.code === 'too_big' ? 'at most' : 'at least'} ${limit}`,
          );
        break;
      }
      case 'invalid_format':
        problems.error(
          issue.path,
          `"${String(value)}" ${issue.format === 'url' ? 'is not a web address' : issue.message}`,
          issue.format === 'url'
            ? 'write the full address, starting with https://'
            : formatHint(issue.pattern, String(value)),
        );
        break;
      case 'invalid_key': {
        const key = String(last);
        problems.error(
          issue.path,
          `"${key}": ${issue.issues.map((i) => i.message).join('; ')}`,
          `for example "${slugify(key)}"`,
        );
        break;
      }
      case 'invalid_value':
        problems.error(
          issue.path,
          `"${String(value)}" is not allowed`,
          `allowed values: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`,
        );
        break;
      case 'custom':
        problems.error(issue.path, issue.message, placeholderHint(issue.message, value));
        break;
      default:
        problems.error(issue.path, issue.message);
    }
  }
}

/** The placeholder rules (schema.ts `withPlaceholders`): which one to add, or the one a typo meant. */
function placeholderHint(message: string, value: unknown): string | undefined {
  const named = [...message.matchAll(/\{[^}]*\}/g)].map((m) => m[0]);
  if (!named.length) return undefined;
  if (message.startsWith('must contain')) return `add ${named.join(', ')} to the text`;
  const used = typeof value === 'string' ? [...value.matchAll(/\{[^}]*\}/g)].map((m) => m[0]) : [];
  return used
    .filter((u) => !named.includes(u))
    .map((u) => `${u}: ${didYouMean(u, named, false) ?? `not a placeholder; use ${named.join(', ')}`}`)
    .join('; ');
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
