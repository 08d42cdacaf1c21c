import { formatPrice, plans } from '../../../shared/plans';
import { SUPPORT_EMAIL } from '../site/tokens';

/** Facts every policy page shares (spec 000 §9, DESIGN.md), in one place. */

export const COMPANY = 'Datewise Labs';
export const PRODUCT = 'Datewise';
export const LEGAL_LAST_UPDATED = '2025-01-29';
export const LEGAL_LAST_UPDATED_TEXT = 'January 29, 2025';
export const MINIMUM_AGE = 18;
export const SUPPORT_REPLY_HOURS = 24;
export const REFUND_WINDOW_DAYS = 7;
export const BACKUP_DELETION_DAYS = 30;

/** "$9.99 per week": Premium is weekly, on every page. */
export const PREMIUM_PRICE = `${formatPrice(plans.premium.priceCents)} per ${plans.premium.period}`;
/** "100 credits for $5.99": the only pack on sale. */
export const CREDIT_PACK = `${plans.credits.packSize} credits for ${formatPrice(plans.credits.priceCents)}`;
export const FREE_DAILY = plans.free.dailyRequests;

/**
 * Where the support address goes in the policies' Markdown. It is a marker,
 * not a Markdown link, because the Markdown renderer would autolink the
 * address inside the link text; `withSupportLinks` turns it into a mail link
 * after rendering (and the server fills in the real address).
 */
export const supportLink = '{{support-email}}';

export function withSupportLinks(html: string): string {
  return html.replaceAll(supportLink, `<a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>`);
}
