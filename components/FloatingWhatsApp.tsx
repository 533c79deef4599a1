// The page's WhatsApp hand-over, fixed over every page, that never covers text. It shows once the visitor has
// scrolled past the first screen. On a wide screen it is a round button in the corner that shows only where no text
// lies under it; it steps aside while the page's own call to action or the footer is on screen (the lead form, the
// FAQ, a content page's WhatsApp boxes: marked data-own-cta), and while the visitor reads on down the page. On a
// phone the text runs to the screen's edges, so it is a bar across the bottom, one line in the manifest's catalogue
// phrase, whose room the page keeps at its end from the first paint (the footer's padding): the end of the page is
// never under it. The bar steps aside while the lead form or a button to the same chat is on screen, and while a
// toast or the cookie banner is open. Either way it steps aside while the visitor types in a field on a phone (so it
// never covers the keyboard or the submit button). The prerendered page holds it aside until the app has measured
// where it would be, so without JavaScript neither shows (and no room is kept: the CSS asks for scripting).
// It opens the page's own chat, so it is named after the page's button: the name says what the message asks.
import { useRef, useSyncExternalStore } from 'react';
import shell from 'virtual:site-shell';
import type { CtaData } from '../renderer/shared/page-data';
import styles from './FloatingWhatsApp.module.css';
import { SMALL_SCREEN, useStepAside } from './use-step-aside';
import { WhatsAppIcon } from './WhatsAppIcon';

const onScreenChange = (change: () => void) => {
  const small = window.matchMedia(SMALL_SCREEN);
  small.addEventListener('change', change);
  return () => small.removeEventListener('change', change);
};
const smallScreen = () => window.matchMedia(SMALL_SCREEN).matches;
// The server draws it aside anyway: its shape comes from the CSS, which knows the width.
const noScreenOnTheServer = () => false;

export function FloatingWhatsApp({ cta }: { cta: CtaData }) {
  const button = useRef<HTMLAnchorElement>(null);
  const bar = useSyncExternalStore(onScreenChange, smallScreen, noScreenOnTheServer);
  const hidden = useStepAside(
    bar
      ? { sameChat: cta.href, pastFirstScreen: true }
      : { nearOwnCta: true, whileReadingOn: true, pastFirstScreen: true, clearOf: button },
  );
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
        <span className={styles.label}>{shell.header.ctaText}</span>
      </a>
    </aside>
  );
}
