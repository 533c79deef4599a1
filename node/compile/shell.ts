// The constants every page needs, compiled into the app (virtual:site-shell): small and bounded (the header's menus
// list at most 24 pages a group, so the shell does not grow with every stone added), no page's own data. It is made
// from the manifest alone, before any body is compiled, so the build bundles the app while the pages compile
// (scripts/build.ts); the data folder, named by every page's data, is not in it: each page names it on its starter
// script (node/prerender/document.ts).
import type { Manifest } from '../manifest/types';
import type { CompanyFactData, SiteShellData } from '../../renderer/shared/page-data';
import { siteMapIndex } from './site-map-index';
import { teamData } from './team';

/** The most pages a header menu lists; a group with more ends its menu with a link to the rest on the site map. */
const HEADER_MENU_LINKS = 24;

/** The facts the company has set, in a fixed order; the Instagram profile address is shown as its @handle. */
function companyFacts({ company, layout }: Manifest): SiteShellData['facts'] {
  const labels = layout.companyFacts;
  const items: CompanyFactData[] = [];
  if (company.city) items.push({ label: labels.city, text: company.city });
  if (company.cnpj) items.push({ label: labels.cnpj, text: company.cnpj });
  if (company.instagram) {
    const handle = company.instagram.replace(/^https:\/\/(www\.)?instagram\.com\/|\/$/g, '');
    items.push({ label: labels.instagram, text: `@${handle}`, href: `https://www.instagram.com/${handle}/` });
  }
  if (company.openingHours) items.push({ label: labels.openingHours, text: company.openingHours });
  if (company.paymentMethods) items.push({ label: labels.paymentMethods, text: company.paymentMethods.join(', ') });
  return { title: labels.title, items };
}

export function siteShell(manifest: Manifest): SiteShellData {
  const { company, layout } = manifest;
  return {
    brandName: company.brandName,
    siteUrl: company.siteUrl,
    email: company.email,
    whatsapp: company.whatsapp,
    floatingWhatsApp: company.floatingWhatsApp,
    ...(company.team ? { team: teamData(manifest) } : {}),
    ...(company.gtmId ? { tagManager: { id: company.gtmId, banner: layout.consentBanner } } : {}),
    header: {
      ...layout.header,
      ctaText: layout.handover.catalogue,
      formText: layout.handover.form,
      // A menu of a few dozen links at most: the shell stays small however many stones the site lists.
      groups: siteMapIndex(manifest).groups.map((group) => ({
        ...group,
        links: group.links.slice(0, HEADER_MENU_LINKS),
        more: group.links.length > HEADER_MENU_LINKS,
      })),
    },
    facts: companyFacts(manifest),
    footer: { ...layout.footer, homeLinkText: layout.homeLinkText, formLinkText: layout.handover.form },
    pageError: layout.pageError,
  };
}
