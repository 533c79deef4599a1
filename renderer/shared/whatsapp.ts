// WhatsApp click-to-chat links and the prefilled messages. Pure, shared by the build, the lead form and the
// call-to-action buttons. Our own text carries no emoji (some WhatsApp clients garble them); whatever the
// visitor typed passes through unchanged.
import { campaignLine, withCampaign, type Campaign } from './campaign';

const WHATSAPP_ORIGIN = 'https://wa.me';

/**
 * The attribute of a control that opens the chat dialog for a wa.me link (its value): the "Abrir no celular" button
 * next to a WhatsApp button, and the success toast's action (renderer/browser/chat-handover.ts answers its clicks).
 */
export const CHAT_DIALOG_CONTROL = 'data-chat-dialog';

/** The words of every chat dialog control: the dialog carries the chat over to the phone. */
export const OPEN_ON_PHONE = 'Abrir no celular';

/** The chat with `number`, with nothing written in it yet. */
export function chatUrl(number: string): string {
  return `${WHATSAPP_ORIGIN}/${number}`;
}

export function whatsappUrl(number: string, message: string): string {
  return `${chatUrl(number)}?text=${encodeURIComponent(message)}`;
}

/** A chat to open: the number, and the message written in it ('' for none). */
export interface Chat {
  number: string;
  text: string;
}

/** The chat's wa.me link: what a phone opens, and what the desktop dialog's QR code holds. */
export function chatLink({ number, text }: Chat): string {
  return text ? whatsappUrl(number, text) : chatUrl(number);
}

/** The chat a wa.me link opens, or null for any other link. */
export function chatOf(href: string): Chat | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const number = url.pathname.slice(1);
  if (url.origin !== WHATSAPP_ORIGIN || !/^\d+$/.test(number)) return null;
  return { number, text: url.searchParams.get('text') ?? '' };
}

/**
 * A prefilled chat link to `number` sent to the visit's agent of the sales team instead (`to`). Any other link (another
 * host or number, no prefilled text: the footer's link to the number it shows) comes back unchanged.
 */
export function linkToAgent(href: string, number: string, to: string): string {
  const chat = chatOf(href);
  const ours = chat?.number === number && chat.text !== '' && href === whatsappUrl(number, chat.text);
  return ours && to !== number ? whatsappUrl(to, chat.text) : href;
}

/**
 * A prefilled chat link to `number` with the visit's campaign line added once. Any other link (another host or
 * number, no prefilled text, other parameters) comes back unchanged.
 */
export function linkWithCampaign(href: string, number: string, campaign: Campaign | null): string {
  if (!campaign) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const text = url.searchParams.get('text');
  const ours = url.origin === WHATSAPP_ORIGIN && url.pathname === `/${number}` && url.search.startsWith('?text=');
  if (!ours || text === null || [...url.searchParams.keys()].length !== 1) return href;
  if (text.split('\n').includes(campaignLine(campaign))) return href;
  return whatsappUrl(number, withCampaign(text, campaign));
}

export interface LeadValues {
  name: string;
  location: string;
  whatsapp: string;
  monthlyPurchase: string;
  preferences: string[];
  comments: string;
}

interface PageRef {
  title: string;
  url: string;
}

/** Every message ends by naming the page the visitor was on, so the sales team knows where the lead came from. */
function withOrigin(body: string, page: PageRef): string {
  return `${body}\n\nPágina: ${page.title}\n${page.url}`;
}

export function leadMessage(values: LeadValues, greeting: string, page: PageRef): string {
  const orElse = (value: string, fallback: string) => (value.trim() === '' ? fallback : value);
  const lines = [
    greeting,
    '',
    `Nome: ${values.name}`,
    `Cidade/Estado: ${values.location}`,
    `WhatsApp: ${values.whatsapp}`,
    `Compra mensal média: ${orElse(values.monthlyPurchase, 'Não informado')}`,
    `Preferências: ${values.preferences.length ? values.preferences.join(', ') : 'Não informado'}`,
    `Comentários: ${orElse(values.comments, 'Nenhum')}`,
  ];
  return withOrigin(lines.join('\n'), page);
}

export function pageMessage(pageName: string, page: PageRef, custom?: string): string {
  const opening = custom ?? `Olá! Vim pela página "${pageName}" e gostaria de receber o catálogo de atacado.`;
  return withOrigin(opening, page);
}

/** `5511912345678` -> `+55 (11) 91234-5678` */
export function formatPhone(digits: string): string {
  const m = /^(\d{2})(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return m ? `+${m[1]} (${m[2]}) ${m[3]}-${m[4]}` : digits;
}
