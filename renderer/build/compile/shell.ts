// Build-only: the constants every page needs, compiled into the app (virtual:site-shell): small and fixed, no
// page's own data.
import type { Manifest } from '../../shared/manifest';
import type { SiteShellData } from '../../shared/page-data';
import type { RouteEntry } from '../route-list';

export function siteShell(manifest: Manifest, routes: RouteEntry[], buildId: string): SiteShellData {
  const { company, layout } = manifest;
  return {
    brandName: company.brandName,
    siteUrl: company.siteUrl,
    email: company.email,
    whatsapp: company.whatsapp,
    floatingWhatsApp: company.floatingWhatsApp,
    ...(company.gtmId ? { gtmId: company.gtmId } : {}),
    header: layout.header,
    footer: { ...layout.footer, homeLinkText: layout.homeLinkText },
    paths: routes.map((r) => r.path),
    dataBase: `/_data/${buildId}`,
  };
}
