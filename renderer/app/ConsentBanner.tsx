// The cookie banner: a labelled region fixed at the bottom of the screen, never modal and never taking focus on
// arrival (opened from the footer, it takes focus and gives it back). 'Aceitar' and 'Recusar' look the same. It
// leaves the floating WhatsApp button's corner free and steps aside over the lead form, as that button does.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStepAside } from '../../components/use-step-aside';
import type { SiteShellData } from '../shared/page-data';
import { PRIVACY_ROUTE } from '../shared/routes';
import { choose, storedChoice } from './consent';
import type { ConsentChoice } from './consent-mode';
import { announce } from '../browser/toaster';
import styles from './consent.module.css';

const ACCEPT = 'Aceitar';
const DECLINE = 'Recusar';
const CURRENT: Record<ConsentChoice, string> = {
  granted: 'Sua escolha atual: aceitar.',
  denied: 'Sua escolha atual: recusar.',
};
/** Space kept between the banner and the page content scrolled above it. */
const GAP_PX = 24;

interface Props {
  containerId: string;
  words: NonNullable<SiteShellData['tagManager']>['banner'];
  /** Opened from the footer to change an earlier choice. */
  reopened: boolean;
  onClose: () => void;
}

export default function ConsentBanner({ containerId, words, reopened, onClose }: Props) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const hidden = useStepAside();
  const [current] = useState(storedChoice);

  useEffect(() => announce(`${words.title}. ${words.text}`), [words]);

  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement;
    ref.current?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [reopened]);

  // While it is open, the end of the page and a field focused by keyboard can always scroll clear of it.
  useLayoutEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-banner-space', `${banner.offsetHeight + GAP_PX}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-space');
    };
  }, []);

  const pick = (choice: ConsentChoice) => {
    choose(choice, containerId);
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && reopened) onClose();
  };

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={styles.banner}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-hidden={hidden || undefined}
      data-notice
      inert={hidden}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {words.title}
      </h2>
      <p id={`${id}-text`} className={styles.text}>
        {words.text} <Link to={PRIVACY_ROUTE}>{words.privacyLinkText}</Link>
      </p>
      {reopened && current && <p className={styles.current}>{CURRENT[current]}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.choice} onClick={() => pick('granted')}>
          {ACCEPT}
        </button>
        <button type="button" className={styles.choice} onClick={() => pick('denied')}>
          {DECLINE}
        </button>
      </div>
    </section>
  );
}
