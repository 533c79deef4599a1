// The SSR entry: one pure render(url, page) -> HTML. It first waits for the page's template (the only code a page
// loads later: nothing on the server suspends once it is in), then renders in one synchronous pass, which is the
// same HTML React's streaming prerender gives for this tree, without its stream and the event-loop turns it costs
// every page. node/prerender/prerender.ts loads it from the SSR bundle and writes the document around it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { loadTemplate } from './route-table';
import type { ServerEntry } from '../shared/page-data';

export const render: ServerEntry['render'] = async (url, page) => {
  await loadTemplate(page.kind);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App initialPage={page} />
      </StaticRouter>
    </StrictMode>,
  );
};
