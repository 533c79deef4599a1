// The chat dialog a desktop opens instead of a bare wa.me tab (chat-handover.ts decides): a shop owner at the shop's
// computer, phone in pocket, scans the QR code of the exact link a phone would open (message and campaign line
// included), or opens the chat in WhatsApp Web or the computer's app, or copies the message to paste. Loaded only
// when a desktop opens it, with its style sheet and the QR code library. Plain DOM, as it may open before the app
// runs. A native modal <dialog>: the browser traps the focus in it, closes it on Escape and shows it above
// everything (nothing on the page moves); the focus goes back to what opened it.
import './chat-dialog.css';
import type { AgentData, TeamData } from '../shared/team';
import { closeIcon } from '../shared/close-icon';
import { whoAnswers } from '../shared/team-words';
import { appChatLink, webChatLink } from '../shared/whatsapp-desktop';
import { copyText } from './clipboard';
import { qrImage } from './chat-qr';
import type { HandOverPath } from './lead-tracking';
import type { Chat } from '../shared/whatsapp';

/** What the dialog shows of a chat (chat-handover.ts writes it: this chunk imports as little as it can). */
export interface ChatDialogContent {
  /** The chat's wa.me link, which the QR code holds: the exact link a phone opens. */
  link: string;
  chat: Chat;
  /** The number the chat goes to, as people write it. */
  number: string;
  /** The sales team (sites with company.team), and the agent the chat goes to. */
  team: TeamData | null;
  agent: AgentData | null;
}

interface DialogOptions {
  /** What takes the focus back when the dialog closes. */
  opener: HTMLElement | null;
  /** Called on each way out the visitor takes, the QR code included (once on screen long enough, see below). */
  onWayOut: (path: Exclude<HandOverPath, 'tab'>) => void;
}

/**
 * A code on screen this long before the dialog closes counts as scanned: the one way out a page cannot see, and a
 * phone takes at least this long to be picked up, unlocked and pointed at the screen.
 */
export const SCANNED_AFTER_MS = 3000;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

function link(className: string, text: string, href: string) {
  const a = element('a', className, text);
  a.href = href;
  return a;
}

/** Who answers and when (sites with company.team), as the lead form says it. */
function teamNote({ team, agent }: ChatDialogContent): HTMLElement[] {
  if (!team) return [];
  const note = element('div', 'chat-dialog-team');
  if (agent) note.append(element('p', 'chat-dialog-who', whoAnswers(agent, new Date())));
  note.append(element('p', '', team.hoursLine));
  return [note];
}

/** The QR code of the chat's wa.me link, or what to do instead when the message is too long for one. */
function qrFigure(href: string): HTMLElement {
  const figure = element('figure', 'chat-dialog-qr');
  const image = qrImage(href);
  if (!image) {
    figure.append(
      element(
        'p',
        'chat-dialog-no-qr',
        'Esta mensagem é longa demais para caber em um código QR: abra a conversa neste computador ou copie a mensagem.',
      ),
    );
    return figure;
  }
  const img = element('img', '');
  img.src = image.src;
  img.alt = 'Código QR da conversa no WhatsApp';
  img.width = img.height = image.size;
  figure.append(img, element('figcaption', '', 'Aponte a câmera do celular para o código.'));
  return figure;
}

/** Opens the dialog for a chat (the page keeps one open at most) and returns it. */
export function showChatDialog(content: ChatDialogContent, { opener, onWayOut }: DialogOptions): HTMLDialogElement {
  const { chat } = content;
  document.querySelector<HTMLDialogElement>('dialog.chat-dialog')?.close();

  const dialog = element('dialog', 'chat-dialog');
  dialog.setAttribute('aria-labelledby', 'chat-dialog-title');
  const box = element('div', 'chat-dialog-box');
  const close = element('button', 'chat-dialog-close');
  close.type = 'button';
  close.setAttribute('aria-label', 'Fechar');
  close.innerHTML = closeIcon(20);
  close.autofocus = true;
  const title = element('h2', 'chat-dialog-title', chat.text ? 'Sua mensagem está pronta' : 'Fale conosco no WhatsApp');
  title.id = 'chat-dialog-title';

  const here = element('div', 'chat-dialog-here');
  const web = link('chat-dialog-primary', 'Abrir no WhatsApp Web', webChatLink(chat));
  web.target = '_blank';
  web.rel = 'noopener noreferrer';
  const app = link('chat-dialog-secondary', 'Abrir o aplicativo', appChatLink(chat));
  here.append(
    element('h3', 'chat-dialog-heading', 'Neste computador'),
    web,
    app,
    element('p', 'chat-dialog-hint', 'O aplicativo abre se o WhatsApp estiver instalado neste computador.'),
  );
  const status = element('p', 'chat-dialog-status');
  status.setAttribute('role', 'status');
  let copy: HTMLButtonElement | undefined;
  if (chat.text) {
    copy = element('button', 'chat-dialog-secondary', 'Copiar mensagem');
    copy.type = 'button';
    here.append(copy, status);
  }

  const phone = element('div', 'chat-dialog-phone');
  phone.append(element('h3', 'chat-dialog-heading', 'No celular'), qrFigure(content.link));
  const ways = element('div', 'chat-dialog-ways');
  ways.append(phone, here);
  const intro = element(
    'p',
    'chat-dialog-intro',
    chat.text
      ? 'A conversa abre no WhatsApp com a mensagem já escrita: é só enviar.'
      : 'Escolha por onde conversar: pelo celular ou por este computador.',
  );
  box.append(close, title, intro, ...teamNote(content), ways);
  dialog.append(box);

  // The QR code counts as a way out only once it has been on screen long enough to be scanned.
  const hasCode = ways.querySelector('img') !== null;
  const shownAt = Date.now();
  const scannedIfLongEnough = () => {
    if (hasCode && Date.now() - shownAt >= SCANNED_AFTER_MS) onWayOut('qr');
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') scannedIfLongEnough();
  };

  web.addEventListener('click', () => onWayOut('web'));
  app.addEventListener('click', () => onWayOut('app'));
  copy?.addEventListener('click', async () => {
    onWayOut('copy');
    const { number } = content;
    if (await copyText(chat.text, here)) {
      status.textContent = `Mensagem copiada: cole na conversa com ${number} no WhatsApp.`;
      return;
    }
    // The browser refused to copy: the message, selected, to copy by hand.
    const message = here.querySelector('textarea') ?? element('textarea', 'chat-dialog-message');
    message.value = chat.text;
    message.readOnly = true;
    message.rows = 6;
    message.setAttribute('aria-label', 'Mensagem');
    here.insertBefore(message, status);
    message.select();
    status.textContent = `O navegador não deixou copiar: a mensagem está selecionada acima. Copie com Ctrl+C (⌘+C no Mac) e cole na conversa com ${number}.`;
  });
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the dialog itself, outside its box.
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  document.addEventListener('visibilitychange', onHidden);
  dialog.addEventListener('close', () => {
    scannedIfLongEnough();
    document.removeEventListener('visibilitychange', onHidden);
    dialog.remove();
    if (opener?.isConnected) opener.focus();
  });

  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
