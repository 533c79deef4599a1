// Build-only: Markdown -> sanitised HTML. The browser never loads this toolchain; it receives the HTML.
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// GitHub's sanitising schema without the `user-content-` id clobbering (bodies have no ids worth keeping).
const schema = { ...defaultSchema, clobberPrefix: '' };

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML in a body is dropped, not passed through: editors write Markdown only.
  .use(remarkRehype, { allowDangerousHtml: false })
  .use(rehypeSanitize, schema)
  .use(rehypeStringify)
  .freeze();

export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown)).trim();
}
