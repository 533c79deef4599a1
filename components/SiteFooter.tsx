import { Link } from 'react-router-dom';
import shell from 'virtual:site-shell';
import { formatPhone } from '../renderer/shared/whatsapp';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{shell.brandName}</p>
          <p className={styles.small}>
            Joias artesanais de prata 925 envelhecida no estilo Bali, no atacado para lojistas e revendedores de todo o
            Brasil.
          </p>
        </div>
        <div>
          <h2 className={styles.heading}>Contato</h2>
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
          <h2 className={styles.heading}>Navegação</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/">Início</Link>
            </li>
            <li>
              <Link to="/#lead-form">Solicitar catálogo</Link>
            </li>
            <li>
              <Link to="/mapa-do-site">Mapa do Site</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>© {shell.brandName}. Prata 925: 92,5% de prata pura.</p>
    </footer>
  );
}
