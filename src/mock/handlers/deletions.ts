/**
 * Deletion lists (spec 4.7): oldest first, `limit` per page, an opaque `nextToken` that carries the
 * offset and the date filters, and no nextToken on the last page.
 */
import { route, type PlatformState, type Route } from '../context.js';
import type { DeletionRecords } from '../data/types.js';
import { DAY } from '../data/time.js';
import { badRequest, intParam, json } from '../http.js';

const LIMIT = { min: 1, max: 1000, default: 100 };

interface Cursor {
  /** Offset into the filtered list. */
  o: number;
  /** startDate and endDate as given. */
  s?: string;
  e?: string;
}

function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify(cursor)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeCursor(token: string): Cursor {
  try {
    const cursor = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/'))) as Cursor;
    if (Number.isSafeInteger(cursor.o) && cursor.o >= 0) return cursor;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('nextToken is not one this endpoint gave out.');
}

function day(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(time)) {
    throw badRequest(`${name} must be a date (YYYY-MM-DD), got "${value}".`);
  }
  return time;
}

function deletionRoute<K extends keyof DeletionRecords>(
  path: string,
  operation: 'listDeletedConsumers' | 'listDeletedReviews' | 'listDeletedProductReviews',
  kind: K,
  key: string,
): Route {
  return route(
    'get',
    path,
    operation,
    'apiKey',
    ({ url, state }: { url: URL; state: PlatformState }) => {
      const limit = intParam(url, 'limit', LIMIT);
      const token = url.searchParams.get('nextToken');
      const cursor: Cursor = token
        ? decodeCursor(token)
        : {
            o: 0,
            ...(url.searchParams.get('startDate') ? { s: url.searchParams.get('startDate')! } : {}),
            ...(url.searchParams.get('endDate') ? { e: url.searchParams.get('endDate')! } : {}),
          };
      const from = day('startDate', cursor.s);
      const to = day('endDate', cursor.e);
      if (from !== undefined && to !== undefined && from > to) {
        throw badRequest('startDate must not be after endDate.');
      }
      const records = (state.data.deletions[kind] as { deletedAt: string }[]).filter((record) => {
        const time = Date.parse(record.deletedAt);
        return (from === undefined || time >= from) && (to === undefined || time < to + DAY);
      });
      const page = records.slice(cursor.o, cursor.o + limit).map((record) => ({ ...record }));
      const body: Record<string, unknown> = { [key]: page };
      if (cursor.o + limit < records.length)
        body.nextToken = encodeCursor({ ...cursor, o: cursor.o + limit });
      return json(body);
    },
  );
}

export const deletionRoutes: Route[] = [
  deletionRoute('/v1/consumers/deletions', 'listDeletedConsumers', 'consumers', 'consumers'),
  deletionRoute('/v1/reviews/deletions', 'listDeletedReviews', 'reviews', 'reviews'),
  deletionRoute(
    '/v1/product-reviews/deletions',
    'listDeletedProductReviews',
    'productReviews',
    'product-reviews',
  ),
];
