// The header of every page; its words come from the manifest's `layout.header` (through the app shell).
import { Link } from './router';
import shell from 'virtual:site-shell';
import { HOME_ROUTE, LEAD_FORM_LINK, SITE_MAP_ROUTE } from '../renderer/shared/routes';
import { BrandMark } from './BrandMark';
import cta from './CallToAction.module.css';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={HOME_ROUTE} className={styles.brand}>
          <BrandMark className={styles.mark} />
          {shell.brandName}
        </Link>
        <nav aria-label="Principal" className={styles.nav}>
          <Link to={SITE_MAP_ROUTE} className={styles.navLink}>
            {shell.header.allPagesLinkText}
          </Link>
          <Link to={LEAD_FORM_LINK} className={`${cta.primary} ${cta.compact}`}>
            {shell.header.ctaText}
          </Link>
        </nav>
      </div>
    </header>
  );
}
