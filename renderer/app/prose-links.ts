// Internal links inside Markdown bodies are plain <a> (the HTML is compiled at build time): route them through
// the client router too.
import { useEffect } from 'react';
import { followInApp } from '../browser/history';

export function useProseLinks() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element).closest?.('[data-prose] a[href^="/"]') as HTMLAnchorElement | null;
      if (a) followInApp(e, a);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
