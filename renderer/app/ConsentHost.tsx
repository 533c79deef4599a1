// On sites with a Tag Manager container only (App renders it when the shell names one): asks for consent with the
// cookie banner until the visitor chooses, and again when the footer's "Preferências de cookies" is used (also when
// it was, before this host was loaded). It is loaded once the app runs; the banner and the consent logic are chunks
// of their own, loaded after it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { cookiePreferencesAsked, OPEN_COOKIE_PREFERENCES_EVENT } from '../browser/cookie-preferences';
import type { SiteShellData } from '../shared/page-data';

type TagManager = NonNullable<SiteShellData['tagManager']>;

const ConsentBanner = lazy(() => import('./ConsentBanner'));

export function ConsentHost({ tagManager }: { tagManager: TagManager }) {
  // null: closed; otherwise why it is open (no choice yet, or the visitor asked to change it).
  const [open, setOpen] = useState<'ask' | 'change' | null>(null);

  useEffect(() => {
    let current = true;
    const change = () => cookiePreferencesAsked() && setOpen('change');
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, change);
    change();
    import('./consent').then(
      ({ resumeConsent }) => {
        if (current && resumeConsent(tagManager.id) === null) setOpen((o) => o ?? 'ask');
      },
      // Offline: no banner, and nothing is loaded without consent.
      () => undefined,
    );
    return () => {
      current = false;
      window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, change);
    };
  }, [tagManager.id]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        key={open}
        containerId={tagManager.id}
        words={tagManager.banner}
        reopened={open === 'change'}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  );
}
