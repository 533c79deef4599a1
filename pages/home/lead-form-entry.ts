// The landing page's second script, beside the page's starter (renderer/app/entry-client.tsx): it runs the lead form
// before the app (lead-form-starter.ts). A script of its own, so no other page downloads it, and a module script
// like the starter, so it runs before the page's DOMContentLoaded, as soon as the starter has.
import { startLeadForm } from './lead-form-starter';

startLeadForm(document);
