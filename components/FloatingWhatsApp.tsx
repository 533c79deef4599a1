// A WhatsApp button fixed in the corner of every page. It steps aside while the lead form is on screen and, on
// small screens, while the visitor types in a field (so it never covers the keyboard or the submit button). It opens
// the page's own chat, so it is named after the page's button: the name says what the message asks.
import { useEffect, useState } from 'react';
import type { CtaData } from '../renderer/shared/page-data';
import { LEAD_FORM_ID } from '../renderer/shared/routes';
import styles from './FloatingWhatsApp.module.css';
import { WhatsAppIcon } from './WhatsAppIcon';

const SMALL_SCREEN = '(max-width: 767px)';
const FIELDS = 'input, textarea, select';

function useHidden(): boolean {
  const [formInView, setFormInView] = useState(false);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const form = document.getElementById(LEAD_FORM_ID);
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setFormInView(entry.isIntersecting), { threshold: 0.05 });
    observer.observe(form);
    return () => observer.disconnect();
    // No dependency list: after a page transition the form may appear later, so look for it after each render.
  });

  useEffect(() => {
    const small = window.matchMedia(SMALL_SCREEN);
    const update = () => setTyping(small.matches && !!document.activeElement?.matches(FIELDS));
    // On focusout the next element is not focused yet: look again once focus has settled.
    const later = () => setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    small.addEventListener('change', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
      small.removeEventListener('change', update);
    };
  }, []);

  return formInView || typing;
}

export function FloatingWhatsApp({ cta }: { cta: CtaData }) {
  const hidden = useHidden();
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
