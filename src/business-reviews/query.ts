import { ConfigError } from '../core/resolve.js';
import type { QueryOf } from '../api/operation-types.js';

type Order = NonNullable<QueryOf<'listBusinessUnitReviews'>['orderBy']>[number];

/**
 * Sort keys the element accepts. The spec names createdat.desc (the default), createdat.asc and
 * stars.desc and does not show the full set; stars.asc is the project's choice, shared with the
 * mock and the contract (src/api/openapi.json).
 */
export const ORDERS: readonly Order[] = [
  'createdat.desc',
  'createdat.asc',
  'stars.desc',
  'stars.asc',
];

/** The filter attributes as the page set them. */
export interface Filters {
  stars?: string;
  language?: string;
  tagGroup?: string;
  tagValue?: string;
  responded?: string | null;
  orderBy?: string;
  perPage?: string | number;
}

/** The query parameters of the public review list, checked. */
export interface ReviewQuery {
  stars?: number[];
  language?: string[];
  tagGroup?: string;
  tagValue?: string;
  responded?: boolean;
  orderBy: Order[];
  perPage: number;
}

const bad = (attribute: string, value: unknown, rule: string) =>
  new ConfigError(`${attribute}="${String(value)}" is not valid: ${rule}.`);

/**
 * The query for the attributes, or a `ConfigError` naming the first invalid value: nothing is
 * sent for a filter the platform would refuse or silently read otherwise.
 */
export function reviewQuery(
  filters: Filters,
  pageLanguage: string,
  defaultPerPage: number,
): ReviewQuery {
  const query: ReviewQuery = { orderBy: ['createdat.desc'], perPage: defaultPerPage };
  const stars = filters.stars?.trim();
  if (stars) {
    const list = stars.split(',').map((star) => star.trim());
    if (!list.every((star) => /^[1-5]$/.test(star))) {
      throw bad('stars', filters.stars, 'use whole stars from 1 to 5, comma-separated, like "4,5"');
    }
    query.stars = [...new Set(list.map(Number))].sort();
  }
  const language = filters.language?.trim().toLowerCase() || pageLanguage;
  if (language !== 'all') {
    if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(language)) {
      throw bad('language', filters.language, 'use a language code like "de", or "all"');
    }
    query.language = [language];
  }
  const group = filters.tagGroup?.trim();
  const value = filters.tagValue?.trim();
  if (value && !group) {
    throw new ConfigError(`tag-value="${value}" needs tag-group: set both, or neither.`);
  }
  if (group) query.tagGroup = group;
  if (value) query.tagValue = value;
  const responded = filters.responded;
  if (responded !== null && responded !== undefined) {
    const flag = responded.trim().toLowerCase();
    if (!['', 'true', 'false'].includes(flag)) {
      throw bad('responded', responded, 'use "true" (or no value) or "false"');
    }
    query.responded = flag !== 'false';
  }
  const order = filters.orderBy?.trim().toLowerCase();
  if (order) {
    if (!(ORDERS as readonly string[]).includes(order)) {
      throw bad('order-by', filters.orderBy, `use one of ${ORDERS.join(', ')}`);
    }
    query.orderBy = [order as Order];
  }
  const perPage = filters.perPage;
  if (perPage !== undefined && perPage !== null && String(perPage).trim() !== '') {
    const number = Number(perPage);
    if (!Number.isInteger(number) || number < 1 || number > 100) {
      throw bad('per-page', perPage, 'use a whole number from 1 to 100');
    }
    query.perPage = number;
  }
  return query;
}
