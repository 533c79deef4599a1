// Google Consent Mode v2 for a Tag Manager container that loads only once the visitor accepts ("basic" consent
// mode). The default, everything denied, is queued before anything else runs; a choice queues an update. No
// wait_for_update: the update is always in the queue before the container is requested.

export type ConsentChoice = 'granted' | 'denied';

const SIGNALS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;

/** Google's gtag(): Tag Manager reads consent commands only as an Arguments object, never as an array. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

const state = (choice: ConsentChoice) => Object.fromEntries(SIGNALS.map((signal) => [signal, choice]));

export function setConsentDefault(): void {
  gtag('consent', 'default', state('denied'));
}

export function updateConsent(choice: ConsentChoice): void {
  gtag('consent', 'update', state(choice));
}
