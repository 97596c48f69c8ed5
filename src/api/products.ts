import { path } from './client.js';
import type { BodyOf, QueryOf } from './operation-types.js';
import { endpoint, type Endpoint } from './endpoint.js';

const products = (id: string) => path`/v1/private/business-units/${id}/products`;

/** GET the product catalogue of a business unit (owner token). */
export const listProducts: Endpoint<
  'listProducts',
  [businessUnitId: string, query?: QueryOf<'listProducts'>]
> = endpoint(2, (businessUnitId, query) => ({
  path: products(businessUnitId),
  query,
  auth: 'bearer',
}));

/** POST products: updates the SKUs that exist and inserts the rest (owner token). */
export const upsertProducts: Endpoint<
  'upsertProducts',
  [businessUnitId: string, body: BodyOf<'upsertProducts'>]
> = endpoint(2, (businessUnitId, body) => ({
  method: 'POST',
  path: products(businessUnitId),
  json: body,
  auth: 'bearer',
}));
