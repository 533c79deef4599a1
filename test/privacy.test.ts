// The privacy page: made from the manifest, true for the build it is in (with or without Tag Manager), reachable
// from every page's footer, the site map and sitemap.xml; the validator keeps its route and closing line sound.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PrivacyPageData } from '../renderer/shared/page-data';
import { PRIVACY_ROUTE } from '../renderer/shared/routes';
import { DIST_DIR } from '../node/project-folders';
import { compile, manifestCopy, problems } from './helpers';
import { builtHtml } from './text';

const privacyOf = (manifest: unknown) => compile(manifest).pages.get(PRIVACY_ROUTE) as PrivacyPageData;
const sectionTitles = (page: PrivacyPageData) => page.sections.map((s) => s.title);
const { measurement } = manifestCopy().privacyPage;

describe('what the privacy page says', () => {
  it('without Tag Manager: that the site measures nothing, and nothing about consent', () => {
    const page = privacyOf(manifestCopy());
    expect(sectionTitles(page).at(-1)).toBe(measurement.withoutTagManager.title);
    expect(JSON.stringify(page)).not.toMatch(/Tag Manager|Preferências de cookies/);
  });

  it('with Tag Manager: what loads after consent, and where the choice is changed', () => {
    const m = manifestCopy();
    m.company.gtmId = 'GTM-TEST123';
    const page = privacyOf(m);
    expect(sectionTitles(page).at(-1)).toBe(measurement.withTagManager.title);
    expect(JSON.stringify(page)).not.toContain(measurement.withoutTagManager.paragraphs[0]);
    expect(JSON.stringify(page)).toContain('Preferências de cookies');
  });

  it('names the controller of the data: the brand, or its registered name, CNPJ and address once given', () => {
    const first = (page: PrivacyPageData) => page.sections[0];
    const m = manifestCopy();
    expect(first(privacyOf(m)).title).toBe(m.privacyPage.controller.title);
    expect(first(privacyOf(m)).paragraphs[0]).toMatch(new RegExp(`é a empresa ${m.company.brandName}\\.$`));
    m.company.cnpj = '12.345.678/0001-90';
    expect(first(privacyOf(m)).paragraphs[0]).toMatch(
      new RegExp(`é a empresa ${m.company.brandName} \\(CNPJ 12\\.345\\.678/0001-90\\)\\.$`),
    );
    Object.assign(m.company, {
      legalName: 'Prata Bali Comércio de Joias Ltda.',
      address: 'Rua das Flores, 100, Belo Horizonte (MG)',
    });
    expect(first(privacyOf(m)).paragraphs[0]).toMatch(
      /é a empresa Prata Bali Comércio de Joias Ltda\. \(CNPJ 12\.345\.678\/0001-90\), com sede em Rua das Flores, 100, Belo Horizonte \(MG\)\.$/,
    );
  });

  it("lists the visitor's rights under article 18 of the LGPD, and closes with how to exercise them", () => {
    const { rights, contact } = manifestCopy().privacyPage;
    const html = builtHtml(PRIVACY_ROUTE);
    const section = new RegExp(`<h2[^>]*>${rights.title}</h2>([\\s\\S]*?)</section>`).exec(html)![1];
    expect([...section.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => item)).toEqual(rights.items);
    expect(rights.items.length).toBe(9);
    expect(section).toContain('artigo 18 da LGPD');
    expect(contact).toMatch(/^Para exercer esses direitos/);
  });

  it('says the chat itself is handled by WhatsApp, a Meta service, under its own terms', () => {
    expect(builtHtml(PRIVACY_ROUTE)).toMatch(/WhatsApp, um serviço da Meta[^<]*termos de serviço/);
  });

  it('closes with a link to the company e-mail', () => {
    const { email } = manifestCopy().company;
    const [before, after] = manifestCopy().privacyPage.contact.split('{email}');
    expect(builtHtml(PRIVACY_ROUTE)).toContain(`${before}<a href="mailto:${email}">${email}</a>${after}`);
  });
});

describe('where it is linked', () => {
  const text = manifestCopy().layout.footer.privacyLinkText;

  it('from the footer of every page, the not-found page and the site map', () => {
    for (const file of ['index.html', 'aneis-de-prata-bali-artesanais/index.html', '404.html'])
      expect(readFileSync(join(DIST_DIR, file), 'utf8'), file).toMatch(
        new RegExp(`<footer[\\s\\S]*<a href="${PRIVACY_ROUTE}"[^>]*>${text}</a>[\\s\\S]*</footer>`),
      );
    expect(builtHtml('/mapa-do-site')).toMatch(new RegExp(`<main[\\s\\S]*href="${PRIVACY_ROUTE}"[\\s\\S]*</main>`));
  });

  it('in sitemap.xml', () => {
    const { siteUrl } = manifestCopy().company;
    expect(readFileSync(join(DIST_DIR, 'sitemap.xml'), 'utf8')).toContain(`<loc>${siteUrl}${PRIVACY_ROUTE}</loc>`);
  });
});

describe('a broken privacy entry is rejected with the exact place', () => {
  it('a content page on the privacy route', () => {
    const m = manifestCopy();
    m.pages[4].route = PRIVACY_ROUTE;
    expect(problems(m)).toContainEqual(
      `pages[4] (${PRIVACY_ROUTE}).route: route "${PRIVACY_ROUTE}" is already used by privacyPage`,
    );
  });

  it('the privacy page listed in a site-map group', () => {
    const m = manifestCopy();
    m.siteMap[0].routes.push(PRIVACY_ROUTE);
    expect(problems(m)).toContainEqual(
      `siteMap[0] (${m.siteMap[0].title}).routes[${m.siteMap[0].routes.length - 1}]: "${PRIVACY_ROUTE}" is not a content page`,
    );
  });

  it('a closing line without the e-mail, or with it twice', () => {
    const m = manifestCopy();
    m.privacyPage.contact = 'Escreva para nós.';
    expect(problems(m)).toContainEqual('privacyPage.contact: must contain {email}');
    m.privacyPage.contact = '{email} ou {email}';
    expect(problems(m)).toContainEqual('privacyPage.contact: must contain {email} once');
  });

  it('an empty measurement section', () => {
    const m = manifestCopy();
    m.privacyPage.measurement.withTagManager.paragraphs = [];
    expect(problems(m)).toContainEqual(
      expect.stringMatching(/^privacyPage\.measurement\.withTagManager\.paragraphs: /),
    );
  });
});
