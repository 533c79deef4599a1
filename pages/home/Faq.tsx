// FAQ as a disclosure list: at most one answer open; clicking the open question closes it. Every answer is in
// the prerendered HTML and stays readable without JavaScript (answers collapse only once the app runs).
import { useId, useState } from 'react';
import type { HomePageData } from '../../renderer/shared/page-data';
import styles from './Home.module.css';

export function Faq({ faq }: { faq: HomePageData['faq'] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <ul className={styles.faqList}>
      {faq.items.map((item, i) => {
        const expanded = open === i;
        return (
          <li key={item.question} className={styles.faqItem}>
            <h3 className={styles.faqQuestion}>
              <button
                type="button"
                id={`${id}-q${i}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${i}`}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.question}</span>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.chevron}>
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            <div id={`${id}-a${i}`} className={styles.faqAnswer} data-open={expanded}>
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
