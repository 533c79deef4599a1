// The constants every page needs, compiled into the app (virtual:site-shell): small and fixed (no list of the pages:
// it would grow with every page added), no page's own data. It is made from the manifest alone, before any body is
// compiled, so the build bundles the app while the pages compile (scripts/build.ts); the data folder, named by every
// page's data, is not in it: each page names it on its starter script (node/prerender/document.ts).
import type { Manifest } from '../manifest/types';
import type { CompanyFactData, SiteShellData } from '../../renderer/shared/page-data';
import { siteMapGroupId } from './site-map-index';
import { teamData } from './team';

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
      groups: manifest.siteMap.map(({ title }) => ({ id: siteMapGroupId(title), title })),
    },
    facts: companyFacts(manifest),
    footer: { ...layout.footer, homeLinkText: layout.homeLinkText, formLinkText: layout.handover.form },
    pageError: layout.pageError,
  };
}
