import { isPageRoute, routeManifest } from '@/app/route-manifest';
import { footerGroupTitles, type FooterGroupTitle } from '@/content/navigation';

/* The header's and footer's links, as the route manifest places them and in its order. */

export interface NavLinkItem {
  to: string;
  label: string;
}

export interface FooterGroup {
  title: FooterGroupTitle;
  links: readonly NavLinkItem[];
}

const pageRoutes = routeManifest.filter(isPageRoute);

export const headerLinks: readonly NavLinkItem[] = pageRoutes.flatMap(({ path, title, nav }) =>
  nav?.header ? [{ to: path, label: nav.header === true ? title : nav.header }] : [],
);

export const footerGroups: readonly FooterGroup[] = footerGroupTitles.map((group) => ({
  title: group,
  links: pageRoutes.flatMap(({ path, title, nav }) => {
    // A group alone links under the page's title.
    const footer =
      typeof nav?.footer === 'string' ? { group: nav.footer, label: title } : nav?.footer;
    return footer?.group === group ? [{ to: path, label: footer.label }] : [];
  }),
}));
