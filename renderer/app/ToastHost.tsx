// Mounted once in the shell: an always-present polite live region (react-hot-toast creates its own region with
// each toast, which some screen readers never announce) and, from the first toast on, the lazily loaded viewport.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onToast, type ToastContent } from './toaster';

export const ANNOUNCEMENT_MS = 1000;
const ToastViewport = lazy(() => import('./ToastViewport'));

export function ToastHost() {
  const [announcement, setAnnouncement] = useState('');
  const [queue, setQueue] = useState<(ToastContent & { id: string })[]>([]);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onToast((toast) => {
      setQueue((q) => [...q, toast]);
      setUsed(true);
      setAnnouncement(`${toast.title}. ${toast.description}`);
      clearTimeout(timer);
      timer = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);

  return (
    <>
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="toast-announcer">
        {announcement}
      </div>
      {used && (
        <Suspense fallback={null}>
          <ToastViewport queue={queue} onTaken={(n) => setQueue((q) => q.slice(n))} />
        </Suspense>
      )}
    </>
  );
}
