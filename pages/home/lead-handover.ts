// The lead form's hand-over to WhatsApp: the one the app's form uses, and the one the page's starter uses when the
// visitor submits before the app runs (or when its code never arrives). It checks the required fields, writes the
// message with the visit's campaign for the visit's agent of the sales team, and hands the chat over as every
// WhatsApp hand-over is (renderer/browser/chat-handover.ts: on a phone a new tab opened synchronously inside the
// submit event, as browsers block a tab opened after an await, and a toast with its link if the browser refuses it),
// then shows the toast that says it went; on a desktop that toast's action opens the chat dialog for the same link,
// to carry the chat over to the phone. What a hand-over needs besides the values
// is on the form itself (leadFormAttributes), so both sides read the same. Once the tab is open the form receives
// LEAD_HANDED_OVER, and whoever runs it then clears it.
import { visitCampaign } from '../../renderer/browser/visit-campaign';
import { showToast } from '../../renderer/browser/toaster';
import { chatAgent, handOverChat, offersChatDialog } from '../../renderer/browser/chat-handover';
import { withCampaign } from '../../renderer/shared/campaign';
import {
  chatLink,
  chatUrl,
  leadMessage,
  OPEN_ON_PHONE,
  whatsappUrl,
  type LeadValues,
} from '../../renderer/shared/whatsapp';
import { missingFields, type RequiredField } from './lead-form';

/** The event the form receives when its lead is handed over: the fields are then cleared, as the spec asks. */
export const LEAD_HANDED_OVER = 'lead-handed-over';

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
  const context = leadContext(form);
  const agent = chatAgent();
  const number = agent?.whatsapp ?? context.number;
  const text = withCampaign(leadMessage(values, context.greeting, context.page), visitCampaign());
  try {
    // Only whether the message can be written into a link (a lone surrogate cannot): the chat writes it again.
    whatsappUrl(number, text);
  } catch {
    // It cannot: the chat itself still opens, without the text.
    showToast({
      variant: 'destructive',
      title: 'Erro ao criar link',
      description: 'Não foi possível gerar o link para o WhatsApp. Tente novamente.',
      action: { label: 'Abrir o WhatsApp', href: chatUrl(number), lead: 'form' },
    });
    return { result: 'failed' };
  }
  const chat = { number, text };
  const handed = handOverChat({
    chat,
    source: 'form',
    agent,
    onHandedOver: () => form.dispatchEvent(new Event(LEAD_HANDED_OVER)),
  });
  // A blocked tab has its toast (chat-handover.ts).
  if (handed === 'sent')
    showToast({
      title: 'Redirecionando para o WhatsApp!',
      description: 'Abra o WhatsApp para enviar sua solicitação.',
      // On a computer, the same chat one scan away on the phone, where the shop owner's WhatsApp usually is.
      action: offersChatDialog() ? { label: OPEN_ON_PHONE, href: chatLink(chat), dialog: true } : undefined,
    });
  return { result: handed };
}
