// The small script every prerendered page names, which starts the app (hydrate.tsx). The page is complete and
// readable without the app, so the app's code and the page's data are requested only once the first screen is on
// display (text painted, and the page's priority photo painted or failed), instead of taking a phone's bandwidth
// from that photo. The page names what the app will need on this script's `data-load`: it is all requested at
// once then.
// What a visitor can do before the app runs works from the moment this script does, and keeps working if the app
// never arrives: the visit's campaign is kept, WhatsApp links carry it, go to the visit's agent of the sales team,
// count as leads and open the chat as the device should (the chat dialog on a desktop). The landing page's lead form
// keeps what is typed and hands a submit over to WhatsApp by itself (pages/home/lead-form-starter.ts, code only the
// landing page downloads) from the moment the visitor touches it or the first screen is on display, whichever comes
// first: until then the hero photo has the bandwidth to itself, and a submit made before that code runs is held,
// the button showing it, and made again once it does.
import { rememberCampaign } from '../browser/visit-campaign';
import { handChatsToTeam, handOverWhatsAppLinks } from '../browser/chat-handover';
import { starterData } from '../browser/starter-data';
import { LEAD_DRAFT_KEY, LEAD_FORM_ID } from '../shared/routes';
import { setConsentDefault } from './consent-mode';

/** Whatever happens to the photo (a host that does not answer), the app starts after this long. */
const START_CAP_MS = 3000;

const twoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Resolves when the browser reports a matching paint entry (buffered, so one already past counts), or null when it cannot. */
function reported(type: 'paint', matches: (entry: PerformanceEntry) => boolean): Promise<void> | null {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

function firstScreenShown(): Promise<void> {
  const text = reported('paint', (e) => e.name === 'first-contentful-paint') ?? twoFrames();
  // The page's priority photo (components/Photo.tsx): decoded, it is painted in the next frames.
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const photoDone = photo
    ? photo.decode().then(
        twoFrames,
        // A photo that failed leaves nothing to wait for.
        () => undefined,
      )
    : undefined;
  const cap = new Promise<void>((resolve) => setTimeout(resolve, START_CAP_MS));
  return Promise.race([Promise.all([text, photoDone]).then(() => undefined), cap]);
}

/** What the page tells this script. */
const starter = starterData();

function requestAppFiles(): void {
  const files = starter.load?.split(' ') ?? [];
  for (const href of files) {
    const link = document.createElement('link');
    if (href.endsWith('.json')) {
      // Matches the page-data fetch (same-origin CORS), so the fetch takes this response.
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    document.head.append(link);
  }
}

// Consent Mode's default (everything denied) is the first thing in Tag Manager's queue, before any lead event.
if ('consentDefault' in starter) setConsentDefault();
// The campaign is read and the WhatsApp links watched at once: a quick tap still carries it.
rememberCampaign(window.location.search);
if (starter.whatsapp) handOverWhatsAppLinks(document, starter.whatsapp);
// Sites with a sales team: the visit's agent is drawn by code only they download (preloaded beside this script), as
// soon as it runs, so that every hand-over of the visit, the first included, goes to the same person.
if (starter.team)
  import('../browser/visit-agent')
    .then(({ siteTeam, visitAgent }) => {
      const data = siteTeam();
      if (!data) return;
      visitAgent();
      handChatsToTeam({ data, agent: visitAgent });
    })
    // Its code never arrived: the chats go to company.whatsapp, as without a team.
    .catch(() => null);
const firstScreen = firstScreenShown();

/**
 * The lead form's code, requested when the visitor first touches the form or once the first screen is on display.
 * A submit nothing has answered by then (neither that code nor the app) is held until the code has run, then made
 * again: the code answers it, or, when it failed to arrive, the form submits as it does without JavaScript.
 */
function startLeadFormSoon(form: HTMLFormElement): void {
  let started: Promise<void> | undefined;
  let held = false;
  const hold = (e: SubmitEvent) => {
    if (e.target !== form || e.defaultPrevented) return;
    e.preventDefault();
    if (held) return;
    held = true;
    const button = e.submitter;
    button?.setAttribute('aria-disabled', 'true');
    void start().then(() => {
      button?.removeAttribute('aria-disabled');
      form.requestSubmit(button);
    });
  };
  // After the app's and the starter's listeners (the root's, the document's): only a submit neither answered.
  window.addEventListener('submit', hold);
  const start = () =>
    (started ??= import('../../pages/home/lead-form-starter')
      .then(({ startLeadForm }) => startLeadForm(document))
      .catch(() => undefined)
      .finally(() => window.removeEventListener('submit', hold)));
  form.addEventListener('focusin', () => void start(), { once: true });
  void firstScreen.then(start);
  // A visitor who typed in the form earlier in the visit finds what was typed at once.
  if (keptDraft()) void start();
}

/** Whether the visit keeps a draft of the form (false where the browser refuses storage). */
function keptDraft(): boolean {
  try {
    return sessionStorage.getItem(LEAD_DRAFT_KEY) !== null;
  } catch {
    return false;
  }
}

const leadForm = document.getElementById(LEAD_FORM_ID)?.querySelector('form');
if (leadForm) startLeadFormSoon(leadForm);

firstScreen
  .then(() => {
    requestAppFiles();
    // The app's code may never arrive (blocked, offline): the prerendered page and what started above still work.
    return import('./hydrate').catch(() => null);
  })
  .then((app) => app?.hydrate());
