// The same chat on a computer (the desktop's chat dialog): in WhatsApp Web, and in the WhatsApp app installed on it.
// Apart from whatsapp.ts so that only the dialog's code carries them.
import type { Chat } from './whatsapp';

const query = ({ number, text }: Chat) => `phone=${number}${text ? `&text=${encodeURIComponent(text)}` : ''}`;

/** The chat in WhatsApp Web, for a computer whose browser is signed in to it. */
export function webChatLink(chat: Chat): string {
  return `https://web.whatsapp.com/send?${query(chat)}`;
}

/** The chat in the WhatsApp app installed on the computer. */
export function appChatLink(chat: Chat): string {
  return `whatsapp://send?${query(chat)}`;
}
