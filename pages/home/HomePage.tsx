// The landing page: every word comes from the manifest's `home` entry. Its links to every content page and the
// long text for search engines are in the site footer (`page.footer`, see components/SiteFooter.tsx).
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from '../../components/router';
import shell from 'virtual:site-shell';
import cta from '../../components/CallToAction.module.css';
import { CompanyFacts } from '../../components/CompanyFacts';
import { Photo } from '../../components/Photo';
import { QuestionList } from '../../components/QuestionList';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { WhatsAppIcon } from '../../components/WhatsAppIcon';
import { scrollToElement } from '../../renderer/browser/scroll';
import type { HomePageData } from '../../renderer/shared/page-data';
import { LEAD_FORM_ID } from '../../renderer/shared/routes';
import type { LeadValues } from '../../renderer/shared/whatsapp';
import { LeadForm } from './LeadForm';
import { ProfitSimulator } from './ProfitSimulator';
import styles from './Home.module.css';

/** A link to the form: a plain anchor without JavaScript, a smooth scroll (unless reduced motion) with it. */
function ToFormLink({ children }: { children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(LEAD_FORM_ID);
    if (!form) return;
    e.preventDefault();
    scrollToElement(form);
    form.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };
  return (
    <a href={`#${LEAD_FORM_ID}`} className={cta.primary} onClick={onClick}>
      <WhatsAppIcon />
      <span className={cta.label}>{children}</span>
    </a>
  );
}

function Section({
  id,
  title,
  children,
  tone = 'plain',
  layout,
  ownCta = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'sand' | 'dark';
  /** A class that lays out the title and the children together. */
  layout?: string;
  /** The section ends in a WhatsApp button of its own: the floating one steps aside. */
  ownCta?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${styles.section} ${styles[tone]}`}
      data-own-cta={ownCta || undefined}
    >
      <div className={layout ? `${styles.inner} ${layout}` : styles.inner}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function HomePage({ page }: { page: HomePageData }) {
  const [prefill, setPrefill] = useState<(Partial<LeadValues> & { token: number }) | undefined>();
  return (
    <div className={styles.home}>
      <header className={styles.hero}>
        <Photo image={page.heroImage} className={styles.heroImage} priority />
        <div className={styles.heroShade} />
        <div className={styles.heroText}>
          <p className={styles.kicker}>{page.hero.kicker}</p>
          <h1 tabIndex={-1}>{page.heroTitle}</h1>
          <p className={styles.lead}>{page.hero.lead}</p>
          <ToFormLink>{page.hero.ctaText}</ToFormLink>
          <ul className={styles.highlights}>
            {page.hero.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      </header>

      <Section id="historia" title={page.history.title}>
        <div className={styles.split}>
          <div>
            {page.history.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <Photo image={page.history.image} className={styles.roundedImage} sizes="(min-width: 900px) 40vw, 100vw" />
        </div>
      </Section>

      <Section id="categorias" title={page.categories.title} tone="sand">
        <p className={styles.intro}>{page.categories.intro}</p>
        <ul className={styles.categoryGrid}>
          {page.categories.items.map((c) => (
            <li key={c.name} className={styles.category}>
              <Photo image={c.image} className={styles.categoryImage} sizes="(min-width: 900px) 30vw, 45vw" />
              <h3>
                <Link to={c.to} className={styles.categoryLink}>
                  {c.name} <span aria-hidden="true">→</span>
                </Link>
              </h3>
              <p>{c.description}</p>
            </li>
          ))}
        </ul>
        <p className={styles.center}>
          <ToFormLink>{page.categories.ctaText}</ToFormLink>
        </p>
      </Section>

      <Section id="precos" title={page.pricing.title}>
        <p className={styles.intro}>{page.pricing.intro}</p>
        <dl className={styles.priceGrid}>
          {page.pricing.items.map((item) => (
            <div key={item.label} className={styles.priceItem}>
              <dt>{item.label}</dt>
              <dd className={styles.priceValue}>{item.value}</dd>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
        <ProfitSimulator
          figures={page.pricingFigures}
          monthlyOptions={page.leadForm.monthlyPurchaseOptions}
          onUse={(values) => {
            setPrefill({ ...values, token: Date.now() });
            const form = document.getElementById(LEAD_FORM_ID);
            if (form) scrollToElement(form);
          }}
        />
        <p className={styles.center}>
          <ToFormLink>{page.pricing.ctaText}</ToFormLink>
        </p>
      </Section>

      <Section id="diferenciais" title={page.differentiators.title} tone="sand">
        <ul className={styles.featureGrid}>
          {page.differentiators.items.map((d) => (
            <li key={d.title} className={styles.feature}>
              <h3>{d.title}</h3>
              <p>{d.text}</p>
            </li>
          ))}
        </ul>
        <CompanyFacts heading="h3" className={styles.trust} />
      </Section>

      <section
        id={LEAD_FORM_ID}
        aria-labelledby={`${LEAD_FORM_ID}-title`}
        className={`${styles.section} ${styles.formSection}`}
      >
        <div className={styles.formInner}>
          <div className={styles.formIntro}>
            <h2 id={`${LEAD_FORM_ID}-title`} className={styles.sectionTitle}>
              {page.leadForm.title}
            </h2>
            <p>{page.leadForm.intro}</p>
            <noscript>
              <p>
                {page.leadForm.noScriptText}{' '}
                <a href={page.cta.href} target="_blank" rel="noopener noreferrer">
                  {page.leadForm.noScriptLinkText}
                </a>
              </p>
            </noscript>
          </div>
          <LeadForm page={page} whatsapp={shell.whatsapp} prefill={prefill} />
        </div>
      </section>

      <Section id="depoimentos" title={page.testimonials.title} tone="sand">
        <ul className={styles.quoteGrid}>
          {page.testimonials.items.map((t) => (
            <li key={t.author}>
              <figure className={styles.quote}>
                <blockquote>
                  <p>{t.text}</p>
                </blockquote>
                <figcaption>{t.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="curso" title={page.course.title} tone="dark">
        <div className={styles.split}>
          <div>
            <p>{page.course.text}</p>
            <a
              className={`${cta.secondary} ${cta.onDark}`}
              href={page.course.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {page.course.ctaText}
              <span className="sr-only"> (abre em uma nova aba)</span>
            </a>
          </div>
          <Photo image={page.course.image} className={styles.roundedImage} sizes="(min-width: 900px) 40vw, 100vw" />
        </div>
      </Section>

      <Section id="perguntas-frequentes" title={page.faq.title} layout={styles.faqLayout} ownCta>
        <QuestionList items={page.faq.items} />
        <p className={styles.center}>
          <WhatsAppButton cta={page.faq.cta} />
        </p>
      </Section>
    </div>
  );
}
