import { Link } from 'react-router-dom';
import { LinkGroup } from '../components/LinkGroup';
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
          <LinkGroup key={group.id} group={group} heading="h2" anchored className={styles.group} />
        ))}
      </div>
      <p className={styles.more}>
        <Link to={page.privacy.to}>{page.privacy.title}</Link>
      </p>
      {page.cta && (
        <p className={styles.cta}>
          <WhatsAppButton cta={page.cta} />
        </p>
      )}
    </div>
  );
}
