// The page the dev server answers while the site cannot be rendered. It lists every problem with its
// place and loads Vite's client, so the first save that fixes them reloads it into the page that was asked for, and
// a save that brings other problems reloads it into the list of those.
import type { ErrorReport } from './error-report';
import { followCompiles } from './document';
import { dangerouslySkipEscape, escapeInject } from '../prerender/html';

const STYLE = `
body { margin: 0; background: #fbf7f0; color: #1d2623; font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 60rem; margin: 0 auto; padding: 2.5rem 1.25rem; }
h1 { margin: 0 0 1rem; color: #9b1c1c; font-size: 1.5rem; line-height: 1.3; overflow-wrap: anywhere; }
ol { padding-left: 1.5rem; }
li { margin: 0.6rem 0; overflow-wrap: anywhere; }
code, pre { font: 0.9rem/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
li code { background: #f1e6d2; padding: 0.1rem 0.3rem; border-radius: 4px; }
pre { background: #1d2623; color: #f4efe6; padding: 1rem; border-radius: 8px; overflow-x: auto; }
.hint { color: #4d5a56; }
`;

/** `place: message` with the place set as code. */
function item(text: string) {
  const at = text.indexOf(': ');
  return at < 0
    ? escapeInject`<li>${text}</li>`
    : escapeInject`<li><code>${text.slice(0, at)}</code>: ${text.slice(at + 2)}</li>`;
}

/** `compiles`: the number of the compile whose problems (or whose page that failed to render) it lists. */
export function errorPage(report: ErrorReport, compiles: number): string {
  const { title, file, items, detail } = report;
  return escapeInject`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
${dangerouslySkipEscape(followCompiles(compiles, "\nhot.on('vite:error', () => location.reload());"))}
<style>${dangerouslySkipEscape(STYLE)}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="hint">Fix ${items.length > 1 ? 'them' : 'it'}${file ? escapeInject` in <code>${file}</code>` : ''} and save: this page shows the site again by itself, and the dev server keeps running.</p>
${
  items.length
    ? escapeInject`<ol>
${items.map(item)}
</ol>`
    : ''
}
${detail ? escapeInject`<pre>${detail}</pre>` : ''}
</main>
</body>
</html>
`.html;
}
