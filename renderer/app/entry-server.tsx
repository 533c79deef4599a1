// Renders one route to static HTML with React's prerender API (it waits for everything, lazy code included).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { loadTemplate } from './route-table';
import type { PageData } from '../shared/page-data';

export async function render(url: string, page: PageData | null): Promise<string> {
  if (page) await loadTemplate(page.kind);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App initialPage={page} />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude as ReadableStream).text();
}

export { headTags, headHtml } from '../shared/head';
export { notFoundHead } from '../../pages/NotFoundPage';
