// What an address that is not a page shows: its words come from the manifest's `notFound` entry.
import { Link } from 'react-router-dom';
import type { NotFoundPageData } from '../renderer/shared/page-data';
import styles from './SiteMapPage.module.css';

export function NotFoundPage({ page }: { page: NotFoundPageData }) {
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{page.heroTitle}</h1>
      <p className={styles.intro}>{page.intro}</p>
      <ul>
        {page.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
