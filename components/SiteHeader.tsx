// The header of every page; its words come from the manifest's `layout.header` (through the app shell).
import { Link } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { HOME_ROUTE, LEAD_FORM_LINK, SITE_MAP_ROUTE } from '../renderer/shared/routes';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={HOME_ROUTE} className={styles.brand}>
          <svg className={styles.mark} viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
            <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="16" cy="16" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 2v8M16 22v8M2 16h8M22 16h8" stroke="currentColor" strokeWidth="2" />
          </svg>
          {shell.brandName}
        </Link>
        <nav aria-label="Principal" className={styles.nav}>
          <Link to={SITE_MAP_ROUTE} className={styles.navLink}>
            {shell.header.allPagesLinkText}
          </Link>
          <Link to={LEAD_FORM_LINK} className={styles.cta}>
            {shell.header.ctaText}
          </Link>
        </nav>
      </div>
    </header>
  );
}
