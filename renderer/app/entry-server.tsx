// The SSR entry: one pure render(url, page) -> HTML with React's prerender API, which waits for everything (lazy
// code included). node/prerender/prerender.ts loads it from the SSR bundle and writes the document around it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from '../../components/router';
import { App } from './App';
import { loadTemplate } from './route-table';
import type { ServerEntry } from '../shared/page-data';

export const render: ServerEntry['render'] = async (url, page) => {
  await loadTemplate(page.kind);
  const { prelude } = await prerender(
    <StrictMode>
      <Router location={url}>
        <App initialPage={page} />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude as ReadableStream).text();
};
