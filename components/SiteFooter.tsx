// The footer of every page; its words come from the manifest's `layout.footer` (through the app shell).
import { Link } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { HOME_ROUTE, LEAD_FORM_LINK, SITE_MAP_ROUTE, SITE_MAP_TITLE } from '../renderer/shared/routes';
import { formatPhone } from '../renderer/shared/whatsapp';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const text = shell.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{shell.brandName}</p>
          <p className={styles.small}>{text.tagline}</p>
        </div>
        <div>
          <h2 className={styles.heading}>{text.contactTitle}</h2>
          <ul className={styles.list}>
            <li>
              WhatsApp:{' '}
              <a href={`https://wa.me/${shell.whatsapp}`} target="_blank" rel="noopener noreferrer" data-cta="footer">
                {formatPhone(shell.whatsapp)}
              </a>
            </li>
            <li>
              E-mail: <a href={`mailto:${shell.email}`}>{shell.email}</a>
            </li>
          </ul>
        </div>
        <nav aria-label="Rodapé">
          <h2 className={styles.heading}>{text.navigationTitle}</h2>
          <ul className={styles.list}>
            <li>
              <Link to={HOME_ROUTE}>{text.homeLinkText}</Link>
            </li>
            <li>
              <Link to={LEAD_FORM_LINK}>{text.formLinkText}</Link>
            </li>
            <li>
              <Link to={SITE_MAP_ROUTE}>{SITE_MAP_TITLE}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>
        © {shell.brandName}
        {`. ${text.note}`}
      </p>
    </footer>
  );
}
