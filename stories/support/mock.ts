/**
 * What a story asks of the mock platform, as plain data: extra latency and fault rules. Storybook
 * and the story smoke test run one mock platform for every story; a story's scenario gets its own
 * API address, and its rules apply to that address only. So stories never disturb each other, not
 * even on a docs page that shows them all at once, and the shared API client never serves one
 * story's answers to another (its cache is per address).
 */
import type { FaultRule, MockPlatform } from '../../src/mock/index.js';

export interface MockScenario {
  /** Extra milliseconds before every answer of this story. */
  latency?: number;
  /** Fault rules of the mock platform (see src/mock/faults.ts), newest first. */
  faults?: FaultRule[];
}

/** The API address of stories that need nothing special. */
export const API_ORIGIN = 'https://api.rp-mock.test';

/** Ready-made scenarios for the states every widget shows. */
export const scenarios = {
  /** Requests never answer: the skeleton stays. */
  held: { faults: [{ hang: true }] },
  /** Every call fails with 503 (retried at once, as Retry-After says 0, then given up). */
  failing: { faults: [{ status: 503, retryAfter: 0 }] },
  /** Two seconds before every answer. */
  slow: { latency: 2000 },
} satisfies Record<string, MockScenario>;

function hash(text: string): string {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return (value >>> 0).toString(36);
}

function isPlain(scenario: MockScenario | undefined): boolean {
  return !scenario || (!scenario.latency && !scenario.faults?.length);
}

function keyOf(scenario: MockScenario): string {
  return hash(
    JSON.stringify(scenario, (_key, value) => (value instanceof RegExp ? String(value) : value)),
  );
}

/** The `base-url` a story's widgets use: the plain origin, or a path of their own. */
export function apiAddress(scenario?: MockScenario): string {
  return isPlain(scenario) ? API_ORIGIN : `${API_ORIGIN}/scenario-${keyOf(scenario!)}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The scenario's rules, each limited to requests under the scenario's own address. */
export function scenarioRules(scenario: MockScenario | undefined): FaultRule[] {
  if (isPlain(scenario)) return [];
  const prefix = `^${escape(apiAddress(scenario))}/`;
  const within = (path: FaultRule['path']): RegExp =>
    path === undefined
      ? new RegExp(prefix)
      : typeof path === 'string'
        ? new RegExp(`${prefix}.*${escape(path)}`)
        : new RegExp(`${prefix}.*(?:${path.source})`, path.flags);
  const delay = scenario!.latency ? { delay: scenario!.latency } : {};
  // Older rules lose: the bare delay goes first, and every fault carries the delay too.
  const rules: FaultRule[] = scenario!.latency
    ? [{ delay: scenario!.latency, path: within(undefined) }]
    : [];
  for (const rule of scenario!.faults ?? [])
    rules.push({ ...delay, ...rule, path: within(rule.path) });
  return rules;
}

const applied = new WeakMap<MockPlatform, Set<string>>();

/** Adds a scenario's rules to a platform, once per scenario. */
export function applyScenario(platform: MockPlatform, scenario: MockScenario | undefined): void {
  if (isPlain(scenario)) return;
  const done = applied.get(platform) ?? new Set<string>();
  applied.set(platform, done);
  const key = keyOf(scenario!);
  if (done.has(key)) return;
  done.add(key);
  for (const rule of scenarioRules(scenario)) platform.fail(rule);
}
