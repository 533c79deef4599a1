import type { CtaData } from '../renderer/shared/page-data';
import { CHAT_DIALOG_CONTROL, OPEN_ON_PHONE } from '../renderer/shared/whatsapp';
import cta from './CallToAction.module.css';
import { WhatsAppIcon } from './WhatsAppIcon';

/**
 * A plain external link to the chat: works with JavaScript off, opens in a new tab on every device. Beside it, on a
 * computer with scripts running, a small control opens the chat dialog for the same chat, to carry it to the phone
 * by its QR code (renderer/browser/chat-handover.ts answers its click).
 */
export function WhatsAppButton({
  cta: link,
  className = '',
  look = 'primary',
}: {
  cta: CtaData;
  className?: string;
  /** An outline where a solid button is already in view (the lead form's submit). */
  look?: 'primary' | 'secondary';
}) {
  return (
    <span className={`${cta.withPhone} ${className}`}>
      <a className={cta[look]} href={link.href} target="_blank" rel="noopener noreferrer" data-cta="content">
        <WhatsAppIcon />
        <span className={cta.label}>{link.text}</span>
        <span className="sr-only"> (abre o WhatsApp em uma nova aba)</span>
      </a>
      <button type="button" className={cta.onPhone} data-cta="content" {...{ [CHAT_DIALOG_CONTROL]: link.href }}>
        <PhoneIcon />
        {OPEN_ON_PHONE}
      </button>
    </span>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
