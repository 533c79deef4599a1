// Internal links inside Markdown bodies are plain <a> (the HTML is compiled at build time): route them through
// the client router too.
import { useEffect } from 'react';
import { useNavigate } from '../../components/router';

export function useProseLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest?.('[data-prose] a[href^="/"]') as HTMLAnchorElement | null;
      if (!a) return;
      e.preventDefault();
      const url = new URL(a.href);
      navigate(url.pathname + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
