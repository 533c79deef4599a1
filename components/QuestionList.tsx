// Questions and answers as native disclosures: each answer opens and closes without JavaScript, all start closed
// (the prerendered page never moves when the app starts), and the shared `name` keeps one answer open at a time in
// browsers that support it. The answers stay in the HTML for search engines.
import { useId } from 'react';
import type { QuestionData } from '../renderer/shared/page-data';
import styles from './QuestionList.module.css';

export function QuestionList({ items }: { items: QuestionData[] }) {
  const group = useId();
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} name={group} className={styles.item}>
          <summary className={styles.question}>
            <span>{item.question}</span>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.chevron}>
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
