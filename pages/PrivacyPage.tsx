// The privacy page: what the site keeps about a visit and why, in the manifest's words (`privacyPage`), and the
// company facts the manifest sets.
import { CompanyFacts } from '../components/CompanyFacts';
import type { PrivacyPageData } from '../renderer/shared/page-data';
import styles from './PrivacyPage.module.css';

export function PrivacyPage({ page }: { page: PrivacyPageData }) {
  const { before, email, after } = page.contact;
  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{page.heroTitle}</h1>
      <p className={styles.intro}>{page.intro}</p>
      {page.sections.map((section, i) => (
        <section key={section.title} aria-labelledby={`privacidade-${i}`}>
          <h2 id={`privacidade-${i}`}>{section.title}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ))}
      <section aria-labelledby="privacidade-direitos">
        <h2 id="privacidade-direitos">{page.rights.title}</h2>
        <p>{page.rights.intro}</p>
        <ul>
          {page.rights.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <p className={styles.contact}>
        {before}
        <a href={`mailto:${email}`}>{email}</a>
        {after}
      </p>
      {/* Who the controller is, as far as the company has said: its CNPJ, city and hours when set. */}
      <CompanyFacts heading="h2" className={styles.facts} />
    </article>
  );
}
