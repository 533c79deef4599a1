// Every WhatsApp hand-over of the site goes through here: the lead form's, and every link to a chat (the content
// pages' buttons, the floating button, the FAQ's, the not-found page's, the footer's number, a toast's "Abrir o
// WhatsApp"), from the moment the page's starter runs, before the app and without it. On every device the chat
// opens in a new tab, as the spec and the links say. On a desktop the chat dialog (chat-dialog.ts: the QR code to
// scan with the phone, WhatsApp Web, the computer's app, the message to copy) comes beside it, never in its place:
// opened by a control of its own ("Abrir no celular": the success toast's action, the small button next to a
// WhatsApp button), whose code, and the QR code library's, arrive only then.
import {
  CHAT_DIALOG_CONTROL,
  chatLink,
  chatOf,
  formatPhone,
  linkToAgent,
  linkWithCampaign,
  type Chat,
} from '../shared/whatsapp';
import type { AgentData, TeamData } from '../shared/team';
import { ctaOf, leadSourceOf, trackLead, type HandOverPath, type LeadSource } from './lead-tracking';
import { showToast } from './toaster';
import { visitCampaign } from './visit-campaign';

/**
 * Where the controls that open the chat dialog show: a desktop. Its main pointer is a mouse or a trackpad (it hovers and points finely: no phone or tablet whose main
 * input is a finger), in a window at least 960 px wide: wider than any phone held sideways (932 px), so a phone with
 * a mouse plugged in stays a phone (its WhatsApp is right there), and half of a common 1,920 px monitor, so a browser
 * window snapped to one half of it still counts.
 */
export const CHAT_DIALOG_MEDIA = '(hover: hover) and (pointer: fine) and (min-width: 960px)';

export interface HandOver {
  chat: Chat;
  /** Where the lead came from; a chat the site does not count as a lead (a link without data-cta) names none. */
  source?: LeadSource;
  /** The agent of the sales team the chat goes to. */
  agent?: AgentData | null;
  /** What the dialog gives the focus back to when it closes. */
  opener?: HTMLElement | null;
  /** Called once, when the chat is handed over: the tab opened, or a way out of the dialog taken. */
  onHandedOver?: () => void;
}

/** The sales team, on sites with one: its data, and the visit's agent (renderer/browser/visit-agent.ts). */
interface Team {
  data: TeamData;
  agent: () => AgentData | null;
}
let team: Team | null = null;

/**
 * On sites with a sales team, from now on every chat goes to the visit's agent. The team's code is a chunk of its
 * own, which the page's starter imports at once (and the page preloads beside it), so a site without a team never
 * downloads it; until it runs, as before the starter runs, a chat goes to company.whatsapp.
 */
export function handChatsToTeam(sales: Team): void {
  team = sales;
}

/** The agent the visit's chats go to, or null (no team, or not known yet). */
export function chatAgent(): AgentData | null {
  return team?.agent() ?? null;
}

/** Whether this device is offered the chat dialog beside the tab (the "Abrir no celular" controls). */
export function offersChatDialog(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(CHAT_DIALOG_MEDIA).matches;
}

/**
 * The chat in a new tab, opened now (a tab opened after an await is blocked). When the browser refuses it, the same
 * link one tap away and focused, so a keyboard user reaches it at once: nothing typed is lost.
 */
function openTab({ chat, source, agent, onHandedOver }: HandOver): boolean {
  let tab: Window | null = null;
  try {
    tab = window.open(chatLink(chat), '_blank');
  } catch {
    // Some embedded browsers throw instead of returning null: the same blocked tab.
  }
  if (!tab) {
    showToast({
      id: 'lead-blocked',
      title: 'O navegador bloqueou a nova aba',
      description: 'Sua solicitação está pronta: toque em "Abrir o WhatsApp" para enviá-la pela conversa.',
      action: { label: 'Abrir o WhatsApp', href: chatLink(chat), lead: ctaOf(source), focus: true },
      duration: 10000,
    });
    return false;
  }
  tab.opener = null;
  if (source) trackLead(source, 'tab', agent?.name);
  onHandedOver?.();
  return true;
}

async function openDialog(handOver: HandOver): Promise<void> {
  let dialog: typeof import('./chat-dialog');
  try {
    dialog = await import('./chat-dialog');
  } catch {
    // The dialog's code did not arrive (offline, blocked): the chat opens as on a phone.
    openTab(handOver);
    return;
  }
  const { chat, source, agent = null, opener = null, onHandedOver } = handOver;
  // One lead per dialog, named by the first way out the visitor took.
  let handedOver = false;
  const onWayOut = (path: HandOverPath) => {
    if (handedOver) return;
    handedOver = true;
    if (source) trackLead(source, path, agent?.name);
    onHandedOver?.();
  };
  const content = { link: chatLink(chat), chat, number: formatPhone(chat.number), team: team?.data ?? null, agent };
  dialog.showChatDialog(content, { opener, onWayOut });
}

/** Opens the chat in a new tab, on every device: 'sent', or 'blocked' when the browser refused the tab. */
export function handOverChat(handOver: HandOver): 'sent' | 'blocked' {
  return openTab(handOver) ? 'sent' : 'blocked';
}

/**
 * Every link to a chat, as it is followed (a click, a middle click, or the context menu's "open in a new tab" or
 * "copy link"): a prefilled chat of the company's gets the visit's campaign line and goes to the visit's agent of the
 * sales team. The browser opens it in a new tab, as the link says; a click counts as a lead from its data-cta. A
 * click on a chat dialog control opens the dialog for its link, made the same way. Capture phase, so the link is
 * ready before anything else sees it.
 */
export function handOverWhatsAppLinks(root: Document, number: string): () => void {
  const visitLink = (href: string) => {
    const agent = chatAgent();
    const withCampaign = linkWithCampaign(href, number, visitCampaign());
    const link = agent ? linkToAgent(withCampaign, number, agent.whatsapp) : withCampaign;
    const chat = chatOf(link);
    return { link, chat, agent: chat && chat.number === agent?.whatsapp ? agent : null };
  };
  const onActivate = (e: MouseEvent) => {
    const target = e.target as Element | null;
    const control = target?.closest?.(`[${CHAT_DIALOG_CONTROL}]`);
    if (control instanceof HTMLElement && e.type === 'click') {
      const { chat, agent } = visitLink(control.getAttribute(CHAT_DIALOG_CONTROL) ?? '');
      if (!chat) return;
      e.preventDefault();
      void openDialog({ chat, source: leadSourceOf(control), agent, opener: control });
      return;
    }
    const link = target?.closest?.('a[href^="https://wa.me/"]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const { link: href, agent } = visitLink(link.href);
    if (href !== link.href) link.href = href;
    if (e.type !== 'click') return;
    const source = leadSourceOf(link);
    if (source) trackLead(source, 'tab', agent?.name);
  };
  const types = ['click', 'auxclick', 'contextmenu'] as const;
  types.forEach((type) => root.addEventListener(type, onActivate, true));
  return () => types.forEach((type) => root.removeEventListener(type, onActivate, true));
}
