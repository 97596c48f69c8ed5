import { path, type CallOptions, type Client } from './client.js';
import type { BodyOf, QueryOf, ResultOf } from './operation-types.js';

const products = (id: string) => path`/v1/private/business-units/${id}/products`;

/** GET the product catalogue of a business unit (owner token). */
export function listProducts(
  client: Client,
  businessUnitId: string,
  query: QueryOf<'listProducts'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listProducts'>> {
  return client.request({ path: products(businessUnitId), query, auth: 'bearer' }, call);
}

/** POST products: updates the SKUs that exist and inserts the rest (owner token). */
export function upsertProducts(
  client: Client,
  businessUnitId: string,
  body: BodyOf<'upsertProducts'>,
  call?: CallOptions,
): Promise<ResultOf<'upsertProducts'>> {
  return client.request(
    { method: 'POST', path: products(businessUnitId), json: body, auth: 'bearer' },
    call,
  );
}
