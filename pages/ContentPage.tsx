// The shared layout of every content and stone page: hero with image and heading, prose body, the buyers'
// questions, WhatsApp call to action and the "Continue explorando" links.
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Photo } from '../components/Photo';
import { QuestionList } from '../components/QuestionList';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { CONTENT_HERO_SIZES } from '../renderer/shared/hero-photo';
import type { BodyBlock, ContentPageData } from '../renderer/shared/page-data';
import styles from './ContentPage.module.css';

// The spec's words for the links that end every content page.
const MORE_TITLE = 'Continue explorando';
const MORE_LINK_TEXT = 'Ver mais';

/** Markdown compiled and sanitised at build time; a <div>, never a <p>, so hydration matches. */
function Prose({ html }: { html: string }) {
  return <div className={styles.prose} data-prose dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One part of the body, where the compile step put it. */
function Block({ block, cta }: { block: BodyBlock; cta: ContentPageData['cta'] }) {
  switch (block.kind) {
    case 'prose':
      return <Prose html={block.html} />;
    case 'photo':
      return <Photo image={block.image} className={styles.sectionImage} sizes="(min-width: 720px) 672px, 100vw" />;
    case 'cta':
      // On a long page the button comes early too; its sentence is said once, at the end.
      return cta ? (
        <aside className={styles.earlyCta} aria-label={cta.title} data-own-cta>
          <WhatsAppButton cta={cta} />
        </aside>
      ) : null;
  }
}

export function ContentPage({ page }: { page: ContentPageData }) {
  const accent = page.swatch ? ({ '--swatch': page.swatch } as CSSProperties) : undefined;
  return (
    <article className={styles.page} style={accent}>
      <header className={styles.hero}>
        <div className={styles.heroMedia}>
          <Photo image={page.heroImage} className={styles.heroImage} priority sizes={CONTENT_HERO_SIZES} />
        </div>
        <div className={styles.heroText}>
          <nav aria-label="Trilha de navegação" className={styles.crumbs}>
            <ol>
              {page.breadcrumbs.slice(0, -1).map((c) => (
                <li key={c.to}>
                  <Link to={c.to}>{c.title}</Link>
                </li>
              ))}
              <li aria-current="page">{page.breadcrumbs.at(-1)?.title}</li>
            </ol>
          </nav>
          <h1 tabIndex={-1} className={styles.title}>
            {page.swatch && <span className={styles.swatch} aria-hidden="true" />}
            {page.heroTitle}
          </h1>
          {page.wholesaleOnly && (
            <p className={styles.wholesaleOnly} data-wholesale-only>
              {page.wholesaleOnly.text} <Link to={page.wholesaleOnly.to}>{page.wholesaleOnly.linkText}</Link>
            </p>
          )}
        </div>
      </header>

      {page.body.map((block, i) => (
        <Block key={i} block={block} cta={page.cta} />
      ))}

      {page.questions && (
        <section className={styles.questions} aria-labelledby="perguntas-da-pagina">
          <h2 id="perguntas-da-pagina">{page.questions.title}</h2>
          <QuestionList items={page.questions.items} />
        </section>
      )}

      {page.cta && (
        <section className={styles.cta} aria-labelledby="cta-title" data-own-cta>
          <h2 id="cta-title" className={styles.ctaTitle}>
            {page.cta.title}
          </h2>
          <p className={styles.ctaText}>{page.cta.intro}</p>
          <WhatsAppButton cta={page.cta} />
        </section>
      )}

      {page.internalLinks.length > 0 && (
        <section className={styles.more} aria-labelledby="continue-explorando">
          <h2 id="continue-explorando">{MORE_TITLE}</h2>
          <ul className={styles.cards}>
            {page.internalLinks.map((link) => (
              <li key={link.to} className={styles.card}>
                <h3 className={styles.cardTitle}>{link.title}</h3>
                <p className={styles.cardText}>{link.description}</p>
                <Link to={link.to} className={styles.cardLink} aria-label={`${MORE_LINK_TEXT}: ${link.title}`}>
                  {MORE_LINK_TEXT}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
