/**
 * The in-page mock's knobs over HTTP, for a platform served in another process
 * (`rp-widgets-mock`): integrators' tests add faults, change the latency and reset it with plain
 * requests under `/__mock/`, or give faults on the command line.
 */
import { breaksAnswer, type FaultRule } from './faults.js';
import { json, noContent } from './http.js';
import type { MockPlatform } from './platform.js';

/** Where the control requests go; no platform path starts so. */
export const CONTROL_PATH = '/__mock/';

type Check = (value: unknown) => boolean;
const isInteger =
  (min: number, max: number): Check =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isNumber =
  (min: number, max: number): Check =>
  (value) =>
    typeof value === 'number' && value >= min && value <= max;
const isString: Check = (value) => typeof value === 'string' && value !== '';
const isBoolean: Check = (value) => typeof value === 'boolean';

const ruleFields: Record<string, [Check, string]> = {
  operation: [isString, 'an operationId'],
  path: [isString, 'a part of the URL'],
  status: [isInteger(100, 599), 'an HTTP status from 100 to 599'],
  retryAfter: [isInteger(0, 86_400), 'whole seconds'],
  rate: [isNumber(0, 1), 'a share from 0 to 1'],
  times: [isInteger(1, Number.MAX_SAFE_INTEGER), 'a whole number above 0'],
  body: [() => true, ''],
  hang: [isBoolean, 'true or false'],
  drop: [isBoolean, 'true or false'],
  redirect: [isString, 'an address'],
  delay: [isInteger(0, 600_000), 'milliseconds from 0 to 600000'],
};

/** A fault rule as JSON gives it, checked: a field unknown or of the wrong kind is a TypeError. */
export function checkFaultRule(value: unknown): FaultRule {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('A fault is an object, such as {"status": 503}.');
  }
  for (const [name, field] of Object.entries(value)) {
    const known = ruleFields[name];
    if (!known) {
      throw new TypeError(
        `A fault has no field "${name}"; it takes ${Object.keys(ruleFields).join(', ')}.`,
      );
    }
    if (!known[0](field)) {
      throw new TypeError(`A fault's ${name} is ${known[1]}, not ${JSON.stringify(field)}.`);
    }
  }
  const rule = value as FaultRule;
  if (!breaksAnswer(rule) && rule.delay === undefined) {
    throw new TypeError('A fault needs status, body, hang, drop, redirect or delay.');
  }
  return rule;
}

/**
 * A fault rule from the command line: JSON, or `name=value` pairs joined by commas
 * (`status=503,operation=getBusinessUnit,times=1`; a bare name is true: `hang`).
 */
export function parseFaultRule(text: string): FaultRule {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new TypeError(`The fault ${trimmed} is not JSON.`);
    }
    return checkFaultRule(parsed);
  }
  const rule: Record<string, unknown> = {};
  for (const pair of trimmed.split(',').filter(Boolean)) {
    const [name, ...rest] = pair.split('=');
    const raw = rest.join('=');
    rule[name!.trim()] =
      rest.length === 0 || raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : raw !== '' && Number.isFinite(Number(raw))
            ? Number(raw)
            : raw;
  }
  return checkFaultRule(rule);
}

export interface MockControl {
  /** The answer to a control request (a path under `/__mock/`); undefined for any other. */
  handle(request: Request): Promise<Response | undefined>;
}

const problem = (status: number, message: string): Response =>
  json({ status, code: status === 404 ? 'not_found' : 'invalid_parameter', message }, status);

/**
 * The control of `platform`: `POST /__mock/faults` (a rule as JSON; answers its `id`),
 * `DELETE /__mock/faults/{id}`, `DELETE /__mock/faults` (all), `POST /__mock/set`
 * (`{"latency": ms, "legacy": bool}`) and `POST /__mock/reset` (data, tokens, knobs and faults
 * back to the start, `startFaults` included).
 */
export function createMockControl(
  platform: MockPlatform,
  startFaults: readonly FaultRule[] = [],
): MockControl {
  const removers = new Map<number, () => void>();
  let serial = 0;
  const add = (rule: FaultRule): number => {
    removers.set(++serial, platform.fail(rule));
    return serial;
  };
  for (const rule of startFaults) add(rule);

  return {
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(CONTROL_PATH)) return undefined;
      const route = `${request.method} ${pathname.slice(CONTROL_PATH.length)}`;
      let body: unknown;
      if (request.method === 'POST') {
        const text = await request.text();
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          return problem(400, 'The body must be JSON.');
        }
      }
      try {
        if (route === 'POST faults') return json({ id: add(checkFaultRule(body)) }, 201);
        if (route === 'DELETE faults') {
          platform.clearFaults();
          removers.clear();
          return noContent();
        }
        const id = /^DELETE faults\/(\d+)$/.exec(route)?.[1];
        if (id !== undefined) {
          const remove = removers.get(Number(id));
          if (!remove) return problem(404, `No fault ${id}.`);
          remove();
          removers.delete(Number(id));
          return noContent();
        }
        if (route === 'POST set') {
          if (!body || typeof body !== 'object' || Array.isArray(body)) {
            throw new TypeError('set takes an object, such as {"latency": 300}.');
          }
          const { latency, legacy, ...rest } = body as Record<string, unknown>;
          if (Object.keys(rest).length) {
            throw new TypeError(`set takes latency and legacy, not ${Object.keys(rest)[0]}.`);
          }
          if (latency !== undefined && !isInteger(0, 600_000)(latency)) {
            throw new TypeError(`latency is milliseconds from 0 to 600000, not ${latency}.`);
          }
          if (legacy !== undefined && !isBoolean(legacy)) {
            throw new TypeError(`legacy is true or false, not ${JSON.stringify(legacy)}.`);
          }
          platform.set({
            ...(latency === undefined ? {} : { latency: latency as number }),
            ...(legacy === undefined ? {} : { legacy: legacy as boolean }),
          });
          return noContent();
        }
        if (route === 'POST reset') {
          platform.reset();
          removers.clear();
          for (const rule of startFaults) add(rule);
          return noContent();
        }
      } catch (error) {
        return problem(400, (error as Error).message);
      }
      return problem(404, `No control ${route}; see rp-widgets-mock --help.`);
    },
  };
}
