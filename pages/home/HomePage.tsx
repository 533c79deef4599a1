// The landing page: every word comes from the manifest's `home` entry. Its links to every content page and the
// long text for search engines are in the site footer (`page.footer`, see components/SiteFooter.tsx).
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import shell from 'virtual:site-shell';
import cta from '../../components/CallToAction.module.css';
import { CompanyFacts } from '../../components/CompanyFacts';
import { Photo } from '../../components/Photo';
import { Prices } from '../../components/Prices';
import { QuestionList } from '../../components/QuestionList';
import { useUnfoldedWhile } from '../../components/use-unfolded';
import { WhatsAppButton } from '../../components/WhatsAppButton';
import { scrollToElement } from '../../renderer/browser/scroll';
import { HOME_HERO_SIZES } from '../../renderer/shared/hero-photo';
import type { HomePageData } from '../../renderer/shared/page-data';
import { LEAD_FORM_ID } from '../../renderer/shared/routes';
import type { LeadValues } from '../../renderer/shared/whatsapp';
import { LeadForm } from './LeadForm';
import { ProfitSimulator } from './ProfitSimulator';
import styles from './Home.module.css';

/**
 * A link to the form: a plain anchor without JavaScript, a smooth scroll (unless reduced motion) with it. It opens
 * no chat, so it carries no WhatsApp icon but an arrow down to the form; only the hero's is solid, the others are
 * outlines, so that a phone's screen never holds two solid buttons.
 */
function ToFormLink({ children, solid = false }: { children: ReactNode; solid?: boolean }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(LEAD_FORM_ID);
    if (!form) return;
    e.preventDefault();
    scrollToElement(form);
    form.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };
  return (
    <a href={`#${LEAD_FORM_ID}`} className={solid ? cta.primary : cta.secondary} onClick={onClick}>
      <span className={cta.label}>{children}</span>
      <DownArrow />
    </a>
  );
}

function DownArrow() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 5v13m-6-6 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
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
      className={tone === 'plain' ? styles.section : `${styles.section} ${styles[tone]}`}
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

/** How buying works, in three numbered steps: under the hero's first screen, before any section. */
function HowToBuy({ steps }: { steps: HomePageData['howToBuy'] }) {
  return (
    <section className={styles.steps} aria-labelledby="como-comprar-title">
      <h2 id="como-comprar-title" className={styles.stepsTitle}>
        {steps.title}
      </h2>
      <ol className={styles.stepList}>
        {steps.steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>
              <Prices text={step.text} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** From this width the history is shown whole, beside its photo. */
const WHOLE_HISTORY = '(min-width: 900px)';

/**
 * The history: on a phone its first two lines and a few facts, the rest folded behind "Ler a história" (all of it
 * in the HTML), so that the categories come a screen sooner; whole from 900 px.
 */
function History({ history }: { history: HomePageData['history'] }) {
  const story = useUnfoldedWhile<HTMLDivElement>(WHOLE_HISTORY);
  const [first, ...rest] = history.paragraphs;
  return (
    <div ref={story} className={styles.story}>
      <p className={rest.length ? styles.storyLead : undefined}>{first}</p>
      <ul className={styles.storyFacts}>
        {history.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {rest.length > 0 && (
        <details className={styles.storyMore}>
          <summary>{history.moreText}</summary>
          {rest.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </details>
      )}
    </div>
  );
}

/** Whether this visit has shown the landing page already. */
let shownBefore = false;

export function HomePage({ page }: { page: HomePageData }) {
  const [prefill, setPrefill] = useState<(Partial<LeadValues> & { token: number }) | undefined>();
  // The page as it arrives lays out its sections below the first screen one frame at a time (Home.module.css).
  // Shown again in this visit, it is laid out at once, so that Back returns to the very place it was left.
  const [arriving] = useState(!shownBefore);
  useEffect(() => {
    shownBefore = true;
  }, []);
  const direct = { text: page.catalogueText, href: page.cta.href };
  return (
    <div className={arriving ? `${styles.home} ${styles.arriving}` : styles.home}>
      {/* The product first: a bright photo beside the words on wide screens, a strip above them on phones, never
          under a shade. The button and the minimum order are in the first screen of a phone. */}
      <header className={styles.hero}>
        <div className={styles.heroMain}>
          <Photo image={page.heroImage} className={styles.heroImage} priority sizes={HOME_HERO_SIZES} />
          <div className={styles.heroText}>
            <p className={styles.kicker}>{page.hero.kicker}</p>
            <h1 tabIndex={-1}>{page.heroTitle}</h1>
            <p className={styles.lead}>{page.hero.lead}</p>
            <ToFormLink solid>{page.hero.ctaText}</ToFormLink>
            <ul className={styles.highlights}>
              {page.hero.highlights.map((h) => (
                <li key={h}>
                  <Prices text={h} />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <HowToBuy steps={page.howToBuy} />
      </header>

      <Section id="historia" title={page.history.title}>
        <div className={styles.split}>
          <History history={page.history} />
          <Photo image={page.history.image} className={styles.roundedImage} sizes="(min-width: 900px) 40vw, 100vw" />
        </div>
      </Section>

      <Section id="categorias" title={page.categories.title} tone="sand">
        <p className={styles.intro}>{page.categories.intro}</p>
        <ul className={styles.categoryGrid}>
          {page.categories.items.map((c) => (
            <li key={c.name} className={styles.category}>
              <Photo image={c.image} className={styles.categoryImage} sizes="(min-width: 900px) 30vw, 80vw" />
              <h3>
                {/* The arrow is bound to the last word: never alone on a line. */}
                <Link to={c.to} className={styles.categoryLink}>
                  {c.name}
                  <span aria-hidden="true">{'\u00a0→'}</span>
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
        <p className={styles.intro}>
          <Prices text={page.pricing.intro} />
        </p>
        <dl className={styles.priceGrid}>
          {page.pricing.items.map((item) => (
            <div key={item.label} className={styles.priceItem}>
              <dt>{item.label}</dt>
              <dd className={styles.priceValue}>{item.value}</dd>
              <dd>
                <Prices text={item.text} />
              </dd>
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
              <p>{page.leadForm.noScriptText}</p>
            </noscript>
          </div>
          {/* Beside the form on wide screens (its other column); on a phone before its fields: what the visitor
              receives and the one-tap chat come first. */}
          <div className={styles.formAside}>
            <h3>{page.leadForm.receives.title}</h3>
            <ul className={styles.receives}>
              {page.leadForm.receives.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{page.leadForm.directText}</p>
            <WhatsAppButton cta={direct} look="secondary" />
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
                <figcaption>
                  <span className={styles.author}>{t.author}</span>
                  {(t.shop || t.city) && <span>{[t.shop, t.city].filter(Boolean).join(' · ')}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="curso" title={page.course.title} tone="dark" layout={styles.courseLayout}>
        <div className={styles.courseText}>
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
        <Photo image={page.course.image} className={styles.courseImage} sizes="(min-width: 900px) 40vw, 100vw" />
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
