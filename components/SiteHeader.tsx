// The header of every page; its words come from the manifest's `layout` (through the app shell). Wide screens show
// the site map's five groups, each a link to its place on the site-map page; narrower ones link the site map
// itself; every width keeps the catalogue button.
import { Link } from './router';
import shell from 'virtual:site-shell';
import { HOME_ROUTE, LEAD_FORM_LINK, SITE_MAP_ROUTE } from '../renderer/shared/routes';
import { BrandMark } from './BrandMark';
import cta from './CallToAction.module.css';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const { header } = shell;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={HOME_ROUTE} className={styles.brand}>
          <BrandMark className={styles.mark} />
          {shell.brandName}
        </Link>
        <nav aria-label="Principal" className={styles.nav}>
          <ul className={styles.groups}>
            {header.groups.map((group) => (
              <li key={group.id}>
                <Link to={`${SITE_MAP_ROUTE}#${group.id}`} className={styles.navLink}>
                  {group.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={SITE_MAP_ROUTE} className={`${styles.navLink} ${styles.allPages}`}>
            {header.allPagesLinkText}
          </Link>
          <Link to={LEAD_FORM_LINK} className={`${cta.primary} ${cta.compact}`}>
            {header.ctaText}
          </Link>
        </nav>
      </div>
    </header>
  );
}
