// The visitor's choice about measurement cookies, kept in localStorage, and what it sets off: Consent Mode's
// update and, with consent, Tag Manager itself, requested once per page. Loaded only on sites with a container.
import { updateConsent, type ConsentChoice } from './consent-mode';

const STORAGE_KEY = 'cookie-consent';
let requested = false;

export function storedChoice(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** The container's script, from Google's host: no inline snippet, so the security policy stays strict. */
function loadTagManager(id: string): void {
  if (requested) return;
  requested = true;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

function apply(choice: ConsentChoice, containerId: string): void {
  updateConsent(choice);
  if (choice === 'granted') loadTagManager(containerId);
}

/** On arrival: a kept consent loads the container at once. Returns the kept choice (null: ask). */
export function resumeConsent(containerId: string): ConsentChoice | null {
  const choice = storedChoice();
  if (choice === 'granted') apply(choice, containerId);
  return choice;
}

/** A choice made in the banner: kept for the next visits and applied now. */
export function choose(choice: ConsentChoice, containerId: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds for this page, and the banner asks again next time.
  }
  apply(choice, containerId);
}
