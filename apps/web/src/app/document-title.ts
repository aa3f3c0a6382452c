import { PRODUCT_NAME } from '@notaria/contracts';
import i18n from '../i18n';
import type { RouteDef } from '../lib/routes';

export function documentTitle(route: RouteDef | undefined): string {
  if (!route) return PRODUCT_NAME;
  const title = i18n.t(route.title);
  return route.ownDocumentTitle ? title : `${title} - ${PRODUCT_NAME}`;
}
