// FAQ as native disclosures: each question opens and closes its answer with or without the app, and every answer is
// in the HTML (search engines read it, the browser's find opens it). All start closed, in the prerendered page as
// in the app, so nothing moves when the app starts. At most one is open: the shared name makes the browser close
// the others by itself, and once the app runs, browsers without that behaviour get it from onToggle.
import { useId, type SyntheticEvent } from 'react';
import type { HomePageData } from '../../renderer/shared/page-data';
import styles from './Home.module.css';

/** Closes every other answer of the list when one opens. */
function closeOthers(e: SyntheticEvent<HTMLDetailsElement>) {
  const opened = e.currentTarget;
  if (!opened.open) return;
  for (const other of opened.closest('ul')?.querySelectorAll('details[open]') ?? [])
    if (other !== opened) (other as HTMLDetailsElement).open = false;
}

export function Faq({ faq }: { faq: HomePageData['faq'] }) {
  const group = useId();
  return (
    <ul className={styles.faqList}>
      {faq.items.map((item) => (
        <li key={item.question} className={styles.faqItem}>
          <details name={group} className={styles.faqDetails} onToggle={closeOthers}>
            <summary className={styles.faqQuestion}>
              <h3>{item.question}</h3>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.chevron}>
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <div className={styles.faqAnswer}>
              <p>{item.answer}</p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
