/**
 * rp-widgets/mock: a faithful mock of the whole review platform API as MSW 2 handlers over a
 * deterministic data set, for tests, Storybook, demos and benchmarks.
 *
 * ```ts
 * import { setupWorker } from 'msw/browser';
 * import { createMockPlatform, MOCK_API_KEY, MOCK_IDS } from 'rp-widgets/mock';
 * const platform = createMockPlatform({ seed: 1, latency: 150 });
 * await setupWorker(...platform.handlers).start();
 * ```
 */
export { createMockPlatform } from './platform.js';
export type { MockPlatform, MockPlatformOptions, FaultRule, Knobs } from './platform.js';
export type { FaultBody } from './faults.js';
export { MOCK_API_KEY, MOCK_API_SECRET, MOCK_USERS, MOCK_IDS, BASE_DATE } from './constants.js';
export type { MockUser } from './constants.js';
export { mountAuthorizePage } from './authorize.js';
export type { AuthorizePageOptions } from './authorize.js';
export { FAULT_HEADER } from './http.js';
export { CONTROL_PATH, checkFaultRule, createMockControl, parseFaultRule } from './control.js';
export type { MockControl } from './control.js';
export { DEFAULT_ASSET_BASE_URL } from './data/index.js';
export type * from './data/types.js';
