// Mounted once in the shell: an always-present polite live region (a region created with each toast is never
// announced by some screen readers; the cookie banner speaks through it too) and, from the first toast on, the
// lazily loaded viewport showing the toast store's toast. From then on it, not the page's plain fallback, shows them.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { appShowsToasts, currentToast, onAnnouncement, onToastChange } from '../browser/toaster';

const ANNOUNCEMENT_MS = 1000;
const ToastViewport = lazy(() => import('./ToastViewport'));
const noToastOnTheServer = () => null;

export function ToastHost() {
  const [announcement, setAnnouncement] = useState('');
  const toast = useSyncExternalStore(onToastChange, currentToast, noToastOnTheServer);
  // The viewport stays once loaded, so a toast that leaves plays its exit.
  const [needed, setNeeded] = useState(false);
  if (toast && !needed) setNeeded(true);

  useEffect(appShowsToasts, []);
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
      {needed && (
        <Suspense fallback={null}>
          <ToastViewport toast={toast} />
        </Suspense>
      )}
    </>
  );
}
