// Mounted once in the shell: an always-present polite live region (react-hot-toast creates its own region with
// each toast, which some screen readers never announce; the cookie banner speaks through it too) and, from the
// first toast on, the lazily loaded viewport.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { onAnnouncement, onToast, type ShownToast } from '../browser/toaster';

const ANNOUNCEMENT_MS = 1000;
const ToastViewport = lazy(() => import('./ToastViewport'));

export function ToastHost() {
  const [announcement, setAnnouncement] = useState('');
  const [queue, setQueue] = useState<ShownToast[]>([]);
  const [contents, setContents] = useState<Record<string, ShownToast>>({});
  const taken = useCallback((count: number) => setQueue((q) => q.slice(count)), []);

  useEffect(
    () =>
      onToast((toast) => {
        setQueue((q) => [...q, toast]);
        setContents((c) => ({ ...c, [toast.id]: toast }));
      }),
    [],
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onAnnouncement((text) => {
      setAnnouncement(text);
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
      {Object.keys(contents).length > 0 && (
        <Suspense fallback={null}>
          <ToastViewport queue={queue} contents={contents} onTaken={taken} />
        </Suspense>
      )}
    </>
  );
}
