// A WhatsApp button fixed in the corner of every page. It steps aside while the page's own call to action is on
// screen (the lead form, the FAQ, a content page's WhatsApp boxes: marked data-own-cta) and, on small screens,
// while the visitor types in a field (so it never covers the keyboard or the submit button) or reads on down the
// page (so it never covers the ends of lines or the FAQ's arrows); scrolling back up brings it back.
// It opens the page's own chat, so it is named after the page's button: the name says what the message asks.
import type { CtaData } from '../renderer/shared/page-data';
import styles from './FloatingWhatsApp.module.css';
import { useStepAside } from './use-step-aside';
import { WhatsAppIcon } from './WhatsAppIcon';

export function FloatingWhatsApp({ cta }: { cta: CtaData }) {
  const hidden = useStepAside({ nearOwnCta: true, whileReadingOn: true });
  return (
    <aside aria-label="Atendimento pelo WhatsApp">
      <a
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
