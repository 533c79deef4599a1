// The lead form before the app runs. The page's starter (renderer/app/entry-client.tsx) calls startLeadForm as soon
// as it runs on a page with the form, long before the app's code arrives on a slow phone, and the app may never
// arrive (blocked, offline). From then on the prerendered form shows the kept draft, keeps it as the visitor types, and hands a submit over to WhatsApp itself, through the
// same hand-over as the app's form (lead-handover.ts), with the same toasts. When the app's form takes over
// (leadFormTakenOver), the starter lets go.
import { LEAD_FORM_ID } from '../../renderer/shared/routes';
import { EMPTY_LEAD, readDraft, withDraft, writeDraft } from './lead-form';
import { fieldOf, focusField, markMissing, readLeadFields, showLeadValues } from './lead-fields';
import { handOverLead, LEAD_HANDED_OVER, SUBMITTING_MS } from './lead-handover';

let removeListeners: (() => void) | undefined;
/** The app's form holds the page's form: a starter arriving after it has nothing left to do. */
let takenOver = false;

/** Where the draft is kept; undefined where the browser refuses storage (some private modes throw on access). */
export function draftStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function startLeadForm(root: Document): void {
  const form = root.getElementById(LEAD_FORM_ID)?.querySelector('form');
  if (!form || takenOver) return;
  const storage = draftStorage();
  showLeadValues(form, withDraft(readLeadFields(form), readDraft(storage)));

  const keep = (e: Event) => {
    if (!(e.target instanceof Element) || !fieldOf(e.target)) return;
    // As in the app: a field typed in is no longer marked as missing.
    e.target.removeAttribute('aria-invalid');
    e.target.removeAttribute('aria-describedby');
    writeDraft(storage, readLeadFields(form));
  };
  const button = form.querySelector('button[type="submit"]');
  let resting = false;
  const submit = (e: SubmitEvent) => {
    // A submit the app has answered is the app's.
    if (e.target !== form || e.defaultPrevented) return;
    e.preventDefault();
    if (resting) return;
    const handed = handOverLead(readLeadFields(form), form);
    if (handed.result === 'missing') {
      markMissing(form, handed.missing);
      focusField(form, handed.missing[0]);
      return;
    }
    // The button rests and shows it, as the app's does (an attribute only: its words are React's to render).
    resting = true;
    button?.setAttribute('aria-disabled', 'true');
    setTimeout(() => {
      resting = false;
      button?.removeAttribute('aria-disabled');
    }, SUBMITTING_MS);
  };
  // Once the lead is handed over the fields are cleared, as the app clears them.
  const clear = () => {
    markMissing(form, []);
    showLeadValues(form, EMPTY_LEAD);
    writeDraft(storage, EMPTY_LEAD);
  };
  form.addEventListener('input', keep);
  form.addEventListener('change', keep);
  form.addEventListener(LEAD_HANDED_OVER, clear);
  root.addEventListener('submit', submit);
  removeListeners = () => {
    form.removeEventListener('input', keep);
    form.removeEventListener('change', keep);
    form.removeEventListener(LEAD_HANDED_OVER, clear);
    root.removeEventListener('submit', submit);
  };
}

/** Called by the app's form once it holds what the page showed: from here on, the app answers the form. */
export function leadFormTakenOver(): void {
  takenOver = true;
  removeListeners?.();
  removeListeners = undefined;
}
