// The header of every page; its words come from the manifest's `layout` (through the app shell). Wide screens show
// the site map's five groups, each a menu of its pages (a <details>: it opens with or without JavaScript, one at a
// time by its shared name); narrower ones link the site map itself; every width keeps the button to the lead form (an
// outline: the page's own call to action is the solid one), but a phone hides it while the WhatsApp bar shows. The
// link of the page shown says so (aria-current: NavLink's, and the menus' own). The menus' links are plain anchors
// that the app's router follows like the Markdown bodies' (renderer/app/PageArea.tsx): the same sixty links are on
// every page, and a NavLink matches itself against the location on each of the thousands of pages a build renders.
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { HOME_ROUTE, LEAD_FORM_LINK, SITE_MAP_ROUTE } from '../renderer/shared/routes';
import { BrandMark } from './BrandMark';
import cta from './CallToAction.module.css';
import styles from './SiteHeader.module.css';

/**
 * Closes the open menu the way a menu closes: on the next page, on Escape (focus back on its title) and on a click
 * outside it. Without JavaScript a click on its title closes it.
 */
function useMenusClosing() {
  const nav = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  useEffect(() => {
    nav.current?.querySelectorAll('details[open]').forEach((menu) => menu.removeAttribute('open'));
  }, [pathname, hash]);
  useEffect(() => {
    const open = () => nav.current?.querySelector<HTMLDetailsElement>('details[open]');
    const onKey = (event: KeyboardEvent) => {
      const menu = open();
      if (event.key !== 'Escape' || !menu) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const menu = open();
      if (menu && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);
  return nav;
}

export function SiteHeader() {
  const { header } = shell;
  const nav = useMenusClosing();
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <NavLink to={HOME_ROUTE} end className={styles.brand}>
          <BrandMark className={styles.mark} />
          {shell.brandName}
        </NavLink>
        <nav ref={nav} aria-label="Principal" className={styles.nav} data-site-links>
          <ul className={styles.groups}>
            {header.groups.map((group) => (
              <li key={group.id}>
                <details name="menu-principal" className={styles.menu}>
                  <summary className={styles.navLink}>{group.title}</summary>
                  <ul className={group.links.length > 8 ? `${styles.menuList} ${styles.wide}` : styles.menuList}>
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <a href={link.to} aria-current={link.to === pathname ? 'page' : undefined}>
                          {link.title}
                        </a>
                      </li>
                    ))}
                    {group.more && (
                      <li>
                        <a href={`${SITE_MAP_ROUTE}#${group.id}`}>{header.allPagesLinkText}</a>
                      </li>
                    )}
                  </ul>
                </details>
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
