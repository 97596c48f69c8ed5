/**
 * Fault rules: make chosen requests fail, stall or answer broken bodies, repeatably. Rules are
 * tried newest first; the first that matches (operation, path, then its seeded `rate` roll)
 * applies, and a rule with `times` removes itself once used up.
 */
import { FAULT_HEADER } from './http.js';
import { createRandom, hashString, type Random } from './random.js';

export type FaultBody =
  'malformed' | 'wrong-types' | 'missing-fields' | 'empty-arrays' | 'out-of-range';

export interface FaultRule {
  /** operationId of the contract (or 'asset' for the image host). */
  operation?: string;
  /** Substring of, or pattern tested on, the full request URL. */
  path?: string | RegExp;
  /** Answer with this status: an error body with the code it stands for, or with `body`. */
  status?: number;
  /** Seconds for the Retry-After header (a 429 without it says 1). */
  retryAfter?: number;
  /** Chance from 0 to 1 that a matching request is hit, rolled by a seeded generator. */
  rate?: number;
  /** Apply to this many requests, then stop. */
  times?: number;
  /**
   * Replace the body of the answer (whatever its status): 'malformed' (not JSON), 'wrong-types' (every value the wrong type),
   * 'missing-fields' (every other key dropped), 'empty-arrays' (every array emptied),
   * 'out-of-range' (every number 1e27), or any other value, sent as the JSON body.
   */
  body?: FaultBody | unknown;
  /** Never answer until the request is aborted. */
  hang?: boolean;
  /**
   * Carry the request out, then cut the connection instead of answering: the client sees a
   * network error for a write that was applied (an outcome it cannot know).
   */
  drop?: boolean;
  /**
   * With `status`: carry the request out first, then answer that status with its error body: the
   * client sees a failure (a 500, a gateway's 502 or 504) for a write that was applied.
   */
  applied?: boolean;
  /** Answer 307 with this `Location` (a relative one resolves against the request's URL). */
  redirect?: string;
  /** Extra milliseconds before answering (the answer itself is the real one). */
  delay?: number;
}

interface Entry {
  rule: FaultRule;
  random: Random;
  remaining: number;
}

export class Faults {
  private entries: Entry[] = [];
  private serial = 0;

  constructor(private readonly seed: number) {}

  add(rule: FaultRule): () => void {
    const entry: Entry = {
      rule,
      random: createRandom(hashString(`fault-${++this.serial}`, this.seed)),
      remaining: rule.times ?? Infinity,
    };
    this.entries.unshift(entry);
    return () => {
      this.entries = this.entries.filter((item) => item !== entry);
    };
  }

  clear(): void {
    this.entries = [];
    this.serial = 0;
  }

  /** The rule that applies to this request, if any; counts it against `times`. */
  match(operation: string, url: URL): FaultRule | undefined {
    for (const entry of this.entries) {
      const { rule } = entry;
      if (rule.operation !== undefined && rule.operation !== operation) continue;
      if (rule.path !== undefined) {
        if (typeof rule.path !== 'string') rule.path.lastIndex = 0; // a /g pattern keeps state
        const hit =
          typeof rule.path === 'string' ? url.href.includes(rule.path) : rule.path.test(url.href);
        if (!hit) continue;
      }
      if (rule.rate !== undefined && !(entry.random.next() < rule.rate)) continue;
      if (--entry.remaining <= 0) this.entries = this.entries.filter((item) => item !== entry);
      return rule;
    }
    return undefined;
  }
}

/** Whether the rule changes the answer (a pure delay does not). */
export function breaksAnswer(rule: FaultRule): boolean {
  return (
    rule.status !== undefined ||
    rule.body !== undefined ||
    rule.hang === true ||
    rule.drop === true ||
    rule.redirect !== undefined
  );
}

function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wrongTypes);
  if (value === null) return 0;
  switch (typeof value) {
    case 'string':
      return value.length;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'yes' : 'no';
    case 'object':
      return Object.fromEntries(
        Object.entries(value as object).map(([key, item]) => [key, wrongTypes(item)]),
      );
    default:
      return value;
  }
}

function missingFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(missingFields);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter((_, i) => i % 2 === 1)
        .map(([key, item]) => [key, missingFields(item)]),
    );
  }
  return value;
}

function emptyArrays(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, emptyArrays(item)]));
  }
  return value;
}

function outOfRange(value: unknown): unknown {
  if (typeof value === 'number') return 1e27;
  if (Array.isArray(value)) return value.map(outOfRange);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, outOfRange(item)]));
  }
  return value;
}

const manglers: Record<Exclude<FaultBody, 'malformed'>, (value: unknown) => unknown> = {
  'wrong-types': wrongTypes,
  'out-of-range': outOfRange,
  'missing-fields': missingFields,
  'empty-arrays': emptyArrays,
};

/** The real answer with its body replaced as the rule says. */
export async function breakBody(response: Response, rule: FaultRule): Promise<Response> {
  // A replaced body needs a status that may carry one.
  const status = rule.status ?? (response.status === 204 ? 200 : response.status);
  const headers = new Headers(response.headers);
  headers.set(FAULT_HEADER, typeof rule.body === 'string' ? rule.body : 'body');
  headers.set('content-type', 'application/json');
  if (rule.body === 'malformed') {
    return new Response('{"productReviews": [{"id": "truncat', { status, headers });
  }
  let text: string;
  const mangle = manglers[rule.body as keyof typeof manglers];
  if (mangle) {
    const original = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(original);
    } catch {
      return new Response(original || null, { status, headers });
    }
    text = JSON.stringify(mangle(parsed));
  } else {
    text = JSON.stringify(rule.body);
  }
  return new Response(text, { status, headers });
}
