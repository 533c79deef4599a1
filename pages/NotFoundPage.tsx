import { Link } from 'react-router-dom';
import type { HeadData, SiteShellData } from '../renderer/shared/page-data';
import styles from './SiteMapPage.module.css';

export const NOT_FOUND_TITLE = 'Página não encontrada';
export const NOT_FOUND_DESCRIPTION =
  'O endereço procurado não existe. Volte ao início ou veja todas as páginas no mapa do site.';

/** The head of the not-found page; the client applies it for unknown paths, the build writes it to 404.html. */
export function notFoundHead(shell: Pick<SiteShellData, 'brandName' | 'siteUrl'>): HeadData {
  return {
    title: `${NOT_FOUND_TITLE} | ${shell.brandName}`,
    description: NOT_FOUND_DESCRIPTION,
    keywords: 'página não encontrada',
    canonical: '',
    image: '',
    imageAlt: '',
    ogType: 'website',
    robots: 'noindex',
    jsonLd: [],
  };
}

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{NOT_FOUND_TITLE}</h1>
      <p className={styles.intro}>{NOT_FOUND_DESCRIPTION}</p>
      <ul>
        <li>
          <Link to="/">Voltar ao início</Link>
        </li>
        <li>
          <Link to="/mapa-do-site">Ver o mapa do site</Link>
        </li>
      </ul>
    </div>
  );
}
