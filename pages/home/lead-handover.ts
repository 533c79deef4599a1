// The lead form's hand-over to WhatsApp: the one the app's form uses, and the one the page's starter uses when the
// visitor submits before the app runs (or when its code never arrives). It checks the required fields, writes the
// message with the visit's campaign, opens the chat in a new tab (here, synchronously inside the submit event:
// browsers block a tab opened after an await), pushes the lead event and shows the toast that says what happened.
// What a hand-over needs besides the values is on the form itself (leadFormAttributes), so both sides read the same.
import { visitCampaign } from '../../renderer/browser/visit-campaign';
import { showToast } from '../../renderer/browser/toaster';
import { trackLead } from '../../renderer/browser/lead-tracking';
import { withCampaign } from '../../renderer/shared/campaign';
import { chatUrl, leadMessage, whatsappUrl, type LeadValues } from '../../renderer/shared/whatsapp';
import { missingFields, type RequiredField } from './lead-form';

/** How long the button rests after a hand-over (it shows its working state), so a double tap cannot send twice. */
export const SUBMITTING_MS = 800;

interface LeadContext {
  number: string;
  greeting: string;
  page: { title: string; url: string };
}

/**
 * The form's own attributes. Its action is the company's chat, opened in a new tab: a native submit (JavaScript
 * off, or a submit before any script runs) opens the chat and never reloads this page.
 */
export function leadFormAttributes({ number, greeting, page }: LeadContext) {
  return {
    action: chatUrl(number),
    method: 'get',
    target: '_blank',
    'data-greeting': greeting,
    'data-page-title': page.title,
    'data-page-url': page.url,
  };
}

function leadContext(form: HTMLFormElement): LeadContext {
  const data = form.dataset;
  return {
    number: new URL(form.action).pathname.slice(1),
    greeting: data.greeting ?? '',
    page: { title: data.pageTitle ?? '', url: data.pageUrl ?? '' },
  };
}

export type HandOver = { result: 'missing'; missing: RequiredField[] } | { result: 'failed' | 'blocked' | 'sent' };

export function handOverLead(values: LeadValues, form: HTMLFormElement): HandOver {
  const missing = missingFields(values);
  if (missing.length) {
    showToast({
      id: 'lead-required',
      variant: 'destructive',
      title: 'Campos obrigatórios',
      description: 'Por favor, preencha nome, cidade/estado e WhatsApp.',
    });
    return { result: 'missing', missing };
  }
  const { number, greeting, page } = leadContext(form);
  let link: string;
  try {
    link = whatsappUrl(number, withCampaign(leadMessage(values, greeting, page), visitCampaign()));
  } catch {
    // The message could not be written into a link: the chat itself still opens, without the text.
    showToast({
      variant: 'destructive',
      title: 'Erro ao criar link',
      description: 'Não foi possível gerar o link para o WhatsApp. Tente novamente.',
      action: { label: 'Abrir o WhatsApp', href: chatUrl(number), lead: 'form' },
    });
    return { result: 'failed' };
  }
  let tab: Window | null = null;
  try {
    tab = window.open(link, '_blank');
  } catch {
    // Some embedded browsers throw instead of returning null: the same blocked tab.
  }
  if (!tab) {
    // The link is made but the browser kept the tab from opening: the same link, one tap away and focused, so a
    // keyboard user reaches it at once. Nothing typed is lost.
    showToast({
      id: 'lead-blocked',
      title: 'O navegador bloqueou a nova aba',
      description: 'Sua solicitação está pronta: toque em "Abrir o WhatsApp" para enviá-la pela conversa.',
      action: { label: 'Abrir o WhatsApp', href: link, lead: 'form', focus: true },
      duration: 10000,
    });
    return { result: 'blocked' };
  }
  tab.opener = null;
  trackLead('form');
  showToast({
    title: 'Redirecionando para o WhatsApp!',
    description: 'Abra o WhatsApp para enviar sua solicitação.',
  });
  return { result: 'sent' };
}
