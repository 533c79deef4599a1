// The footer of every page: contact details and the main links, its words from the manifest's `layout.footer`
// (through the app shell). Under the landing page it also holds a link to every content page, grouped as in the
// site map, and the long text for search engines (the page's own data, so no other page downloads them): folded by
// group on a phone, where a long column of links costs a thumb, and all in view from 900 px, as the spec's footer is.
import { Link } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { COOKIE_PREFERENCES, openCookiePreferences } from '../renderer/browser/cookie-preferences';
import type { FooterContentData } from '../renderer/shared/page-data';
import { HOME_ROUTE, LEAD_FORM_LINK, PRIVACY_ROUTE, SITE_MAP_ROUTE, SITE_MAP_TITLE } from '../renderer/shared/routes';
import { formatPhone } from '../renderer/shared/whatsapp';
import { CompanyFacts } from './CompanyFacts';
import { LinkGroup } from './LinkGroup';
import styles from './SiteFooter.module.css';
import { useUnfoldedWhile } from './use-unfolded';

// The spec's words for the link to the site map under the content links.
const ALL_PAGES_LINK_TEXT = 'Ver todas as páginas...';
const LINKS_TITLE_ID = 'rodape-conteudos';

/** From this width the footer's folds are open: every link in view without a click. */
const UNFOLDED_MEDIA = '(min-width: 900px)';

function ContentLinks({ content }: { content: FooterContentData }) {
  return (
    <nav aria-labelledby={LINKS_TITLE_ID} className={styles.links}>
      <h2 id={LINKS_TITLE_ID} className={styles.linksTitle}>
        {content.linksTitle}
      </h2>
      <div className={styles.groups}>
        {content.groups.map((group) => (
          <LinkGroup key={group.id} group={group} heading="h3" folded className={styles.group} />
        ))}
      </div>
      <p className={styles.allPages}>
        <Link to={SITE_MAP_ROUTE}>{ALL_PAGES_LINK_TEXT}</Link>
      </p>
    </nav>
  );
}

export function SiteFooter({ content }: { content?: FooterContentData }) {
  const text = shell.footer;
  const footer = useUnfoldedWhile<HTMLElement>(UNFOLDED_MEDIA);
  return (
    <footer ref={footer} className={content ? `${styles.footer} ${styles.full}` : styles.footer}>
      <div className={styles.inner}>
        {content && <ContentLinks content={content} />}
        <div className={styles.about}>
          <p className={styles.brand}>{shell.brandName}</p>
          {/* The landing page's longer text says what the tagline says, and more. */}
          {content ? (
            <>
              <p>{content.about}</p>
              {/* The long text for search engines: in the HTML, folded on a phone (a tap opens it). */}
              <details className={styles.more}>
                <summary>{content.moreText}</summary>
                {content.seoText.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </details>
            </>
          ) : (
            <p>{text.tagline}</p>
          )}
        </div>
        <div className={styles.contact}>
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
        <CompanyFacts heading="h2" className={styles.facts} />
        <nav aria-label="Rodapé" className={styles.nav}>
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
            <li>
              <Link to={PRIVACY_ROUTE}>{text.privacyLinkText}</Link>
            </li>
            {shell.tagManager && (
              <li className={styles.withApp}>
                <button type="button" className={styles.linkButton} onClick={openCookiePreferences}>
                  {COOKIE_PREFERENCES}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <p className={styles.copy}>
          © {shell.brandName}
          {`. ${text.note}`}
        </p>
      </div>
    </footer>
  );
}
