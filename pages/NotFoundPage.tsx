// What an address that is not a page shows: its words come from the manifest's `notFound` entry. A visitor who
// followed a broken link still gets the catalogue (WhatsApp) and the way to every part of the site.
import { Link } from 'react-router-dom';
import { LinkGroup } from '../components/LinkGroup';
import { WhatsAppButton } from '../components/WhatsAppButton';
import type { NotFoundPageData } from '../renderer/shared/page-data';
import styles from './SiteMapPage.module.css';

export function NotFoundPage({ page }: { page: NotFoundPageData }) {
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{page.heroTitle}</h1>
      <p className={styles.intro}>{page.intro}</p>
      {page.cta && (
        <p className={styles.lead}>
          <WhatsAppButton cta={page.cta} />
        </p>
      )}
      <ul className={styles.mainLinks}>
        {page.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.title}</Link>
          </li>
        ))}
      </ul>
      <LinkGroup
        group={{ id: 'assuntos', title: page.sectionsTitle, links: page.sections }}
        heading="h2"
        anchored
        className={styles.group}
      />
    </div>
  );
}
