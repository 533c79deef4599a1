// The manifest's types, inferred from its schema (schema.ts), so what the checks accept, what the compile steps read
// and what an editor's tools suggest are the same thing. Types only: browser code may name them (`import type`),
// and nothing of zod reaches it.
import type { z } from 'zod';
import type { manifestSchema } from './schema';

/** What an editor writes in site.manifest.ts: fields with a default may be left out. */
export type ManifestInput = z.input<typeof manifestSchema>;

/** The manifest after validation, with every default filled in. */
export type Manifest = z.output<typeof manifestSchema>;

export type HomeEntry = Manifest['home'];
export type ContentPageEntry = Manifest['pages'][number];
export type StoneEntry = Manifest['stones'][number];
export type ImageEntry = Manifest['images'][string];

/** Company fields that ship with a sample value. */
export type SampleField = NonNullable<Manifest['company']['samples']>[number];

/** A buyer's question and its answer on a content or stone page (schema.ts `questions`). */
export type QuestionEntry = NonNullable<ContentPageEntry['questions']>[number];

/** The optional company facts a page's question can be answered by. */
export type AnswerFact = NonNullable<QuestionEntry['fact']>;
