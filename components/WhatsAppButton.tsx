import type { CtaData } from '../renderer/shared/page-data';
import styles from './WhatsAppButton.module.css';
import { WhatsAppIcon } from './WhatsAppIcon';

/** A plain external link to the chat: works with JavaScript off, opens in a new tab. */
export function WhatsAppButton({ cta, className = '' }: { cta: CtaData; className?: string }) {
  return (
    <a
      className={`${styles.button} ${className}`}
      href={cta.href}
      target="_blank"
      rel="noopener noreferrer"
      data-cta="content"
    >
      <WhatsAppIcon />
      <span>{cta.text}</span>
      <span className="sr-only"> (abre o WhatsApp em uma nova aba)</span>
    </a>
  );
}
