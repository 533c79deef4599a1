// A WhatsApp button fixed in the corner of every page, that never covers text. It shows once the visitor has
// scrolled past the first screen, and only where no text lies under it; it steps aside while the page's own call to
// action or the footer is on screen (the lead form, the FAQ, a content page's WhatsApp boxes: marked data-own-cta)
// and, on small screens, while the visitor types in a field (so it never covers the keyboard or the submit button)
// or reads on down the page. The prerendered page holds it aside until the app has measured where it would be.
// It opens the page's own chat, so it is named after the page's button: the name says what the message asks.
import { useRef } from 'react';
import type { CtaData } from '../renderer/shared/page-data';
import styles from './FloatingWhatsApp.module.css';
import { useStepAside } from './use-step-aside';
import { WhatsAppIcon } from './WhatsAppIcon';

export function FloatingWhatsApp({ cta }: { cta: CtaData }) {
  const button = useRef<HTMLAnchorElement>(null);
  const hidden = useStepAside({ nearOwnCta: true, whileReadingOn: true, clearOf: button });
  return (
    <aside aria-label="Atendimento pelo WhatsApp">
      <a
        ref={button}
        className={styles.button}
        href={cta.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${cta.text} (WhatsApp, abre em uma nova aba)`}
        data-cta="floating"
        data-hidden={hidden || undefined}
        aria-hidden={hidden || undefined}
        tabIndex={hidden ? -1 : undefined}
      >
        <WhatsAppIcon size={30} />
      </a>
    </aside>
  );
}
