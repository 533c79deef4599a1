// What the page tells its scripts: the data-* attributes of its starter script (node/prerender/document.ts), read
// when asked for. `load`: what the app needs on this page; `pageData`: the build's folder of page data; `whatsapp`:
// the company's number; `team`: its sales team (JSON); `consentDefault`: present on sites with Tag Manager.
export const starterData = (): DOMStringMap =>
  document.querySelector<HTMLScriptElement>('script[data-load]')?.dataset ?? {};
