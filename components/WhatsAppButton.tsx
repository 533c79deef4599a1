import type { CtaData } from '../renderer/shared/page-data';
import cta from './CallToAction.module.css';
import { WhatsAppIcon } from './WhatsAppIcon';

/** A plain external link to the chat: works with JavaScript off, opens in a new tab. */
export function WhatsAppButton({ cta: link, className = '' }: { cta: CtaData; className?: string }) {
  return (
    <a
      className={`${cta.primary} ${className}`}
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      data-cta="content"
    >
      <WhatsAppIcon />
      <span className={cta.label}>{link.text}</span>
      <span className="sr-only"> (abre o WhatsApp em uma nova aba)</span>
    </a>
  );
}
