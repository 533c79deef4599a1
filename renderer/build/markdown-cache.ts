// Build-only: the dev server's compiled Markdown, kept from one compile to the next. A body whose text has not
// changed is not compiled again, so saving one Markdown file recompiles the pages that use it, not the site.
import { markdownToHtml } from './markdown';

export interface MarkdownCache {
  /** A body as HTML, compiled only when its text is new. */
  render(markdown: string): string;
  /** Ends a compile: keeps only the bodies it used and says how many of them had to be compiled. */
  sweep(): number;
}

export function markdownCache(): MarkdownCache {
  let kept = new Map<string, string>();
  let used = new Map<string, string>();
  let compiled = 0;
  return {
    render(markdown) {
      let html = used.get(markdown) ?? kept.get(markdown);
      if (html === undefined) {
        html = markdownToHtml(markdown);
        compiled++;
      }
      used.set(markdown, html);
      return html;
    },
    sweep() {
      const count = compiled;
      [kept, used, compiled] = [used, new Map(), 0];
      return count;
    },
  };
}
