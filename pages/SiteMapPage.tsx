import { Link } from 'react-router-dom';
import { WhatsAppButton } from '../components/WhatsAppButton';
import type { SiteMapPageData } from '../renderer/shared/page-data';
import styles from './SiteMapPage.module.css';

export function SiteMapPage({ page }: { page: SiteMapPageData }) {
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{page.heroTitle}</h1>
      <p className={styles.intro}>{page.intro}</p>
      <div className={styles.groups}>
        {page.groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className={styles.group}>
            <h2 id={`${group.id}-title`}>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {page.cta && (
        <p className={styles.cta}>
          <WhatsAppButton cta={page.cta} />
        </p>
      )}
    </div>
  );
}
