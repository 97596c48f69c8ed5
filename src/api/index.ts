/**
 * rp-widgets/api: the headless client. Create a client, then call the endpoint functions with
 * it; each is its own export, so a bundle keeps only the ones it imports.
 */
export { createClient, path } from './client.js';
export type { ApiRequest, Auth, CallOptions, Client, ClientOptions, QueryValue } from './client.js';
export * from './errors.js';
export * from './business-units.js';
export * from './product-reviews.js';
export * from './conversations.js';
export * from './products.js';
export * from './resources.js';
export * from './deletions.js';
export { combineSummaries, getStarSummary, type StarSummary } from './summaries.js';
export {
  authorizeUrl,
  readAuthRedirect,
  isAllowedRedirectUri,
  TokenStore,
  type TokenStorage,
  AuthStateError,
  type AccessToken,
} from './implicit-grant.js';
export type * from './types.js';
