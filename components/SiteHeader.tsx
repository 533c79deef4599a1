// The header of every page; its words come from the manifest's `layout` (through the app shell). Wide screens show
// the site map's five groups, each a link to its place on the site-map page; narrower ones link the site map
// itself; every width keeps the button to the lead form (an outline: the page's own call to action is the solid
// one), but a phone hides it while the WhatsApp bar shows. The link of the page shown says so (NavLink's
// aria-current).
import { Link, NavLink } from 'react-router-dom';
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
        <NavLink to={HOME_ROUTE} end className={styles.brand}>
          <BrandMark className={styles.mark} />
          {shell.brandName}
        </NavLink>
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
          <NavLink to={SITE_MAP_ROUTE} end className={`${styles.navLink} ${styles.allPages}`}>
            {header.allPagesLinkText}
          </NavLink>
          <Link to={LEAD_FORM_LINK} className={`${cta.secondary} ${cta.compact} ${styles.toForm}`}>
            {header.formText}
          </Link>
        </nav>
      </div>
    </header>
  );
}
