/**
 * Checks answers against the OpenAPI contract (src/api/openapi.json): the operation is found from
 * method and path (an API answer without one breaks the contract), the status must be one the operation lists, a JSON body must match the schema
 * of that status (JSON Schema 2020-12, via @cfworker/json-schema), a body-less answer must be
 * empty, and a 429 must carry Retry-After.
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';

interface MediaType {
  schema?: object;
}
interface ResponseSpec {
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
  $ref?: string;
}
interface OperationSpec {
  operationId: string;
  responses: Record<string, ResponseSpec>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationSpec>>;
  components: Record<string, Record<string, unknown>>;
}

export interface Operation {
  operationId: string;
  method: string;
  template: string;
  pointer: string;
  spec: OperationSpec;
}

export interface Contract {
  document: OpenApiDocument;
  operations: Operation[];
  find(method: string, url: string): Operation | undefined;
  /** Problems with one answer; empty when it fits the contract. */
  check(method: string, url: string, status: number, headers: Headers, body: string): string[];
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function resolve<T>(document: OpenApiDocument, value: T & { $ref?: string }): T {
  if (!value.$ref) return value;
  let target: unknown = document;
  for (const part of value.$ref.slice(2).split('/')) {
    target = (target as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return target as T;
}

function describe(errors: OutputUnit[]): string {
  // The deepest messages say most; $ref and allOf wrappers only repeat them.
  const useful = errors.filter(
    (error) => !['$ref', 'allOf', 'properties', 'items'].includes(error.keyword),
  );
  return (useful.length ? useful : errors)
    .slice(0, 4)
    .map((error) => `${error.instanceLocation}: ${error.error}`)
    .join('; ');
}

let loaded: Promise<Contract> | undefined;

/** Loads the contract once per page. */
export function loadContract(): Promise<Contract> {
  loaded ??= fetch(new URL('../../src/api/openapi.json', import.meta.url))
    .then((response) => response.json() as Promise<OpenApiDocument>)
    .then(createContract);
  return loaded;
}

export function createContract(document: OpenApiDocument): Contract {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(item)) {
      if (!spec || typeof spec !== 'object' || !('operationId' in spec)) continue;
      operations.push({
        operationId: spec.operationId,
        method: method.toUpperCase(),
        template,
        pointer: `#/paths/${escapePointer(template)}/${method}`,
        spec,
      });
    }
  }
  const matchers = operations
    .map((operation) => ({
      operation,
      params: (operation.template.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${operation.template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }))
    // Fixed segments win over parameters (/business-units/find before /business-units/{id}).
    .sort((a, b) => a.params - b.params);
  const validators = new Map<string, Validator>();

  const find = (method: string, url: string) => {
    const pathname = new URL(url).pathname;
    const at = pathname.indexOf('/v1/');
    if (at === -1) return undefined;
    const path = pathname.slice(at);
    return matchers.find(
      ({ operation, pattern }) => operation.method === method.toUpperCase() && pattern.test(path),
    )?.operation;
  };

  const check = (method: string, url: string, status: number, headers: Headers, body: string) => {
    const operation = find(method, url);
    if (!operation) {
      // Assets (no /v1/ in the path) are no API answers; every API answer has its operation.
      return new URL(url).pathname.includes('/v1/')
        ? [`${method} ${url}: the contract lists no such operation.`]
        : [];
    }
    const name = `${operation.operationId} ${status}`;
    const key =
      String(status) in operation.spec.responses
        ? String(status)
        : `${String(status)[0]}XX` in operation.spec.responses
          ? `${String(status)[0]}XX`
          : 'default' in operation.spec.responses
            ? 'default'
            : undefined;
    if (!key) return [`${name}: the contract lists no ${status} for this operation.`];
    const declared = operation.spec.responses[key]!;
    const spec = resolve(document, declared);
    const problems: string[] = [];
    if (spec.headers?.['Retry-After'] && !headers.get('retry-after')) {
      problems.push(`${name}: Retry-After header missing.`);
    }
    const media = spec.content?.['application/json'];
    if (!media?.schema) {
      if (body.length)
        problems.push(`${name}: the contract says no body, got ${body.slice(0, 80)}`);
      return problems;
    }
    if (!(headers.get('content-type') ?? '').includes('application/json')) {
      problems.push(
        `${name}: content-type is ${headers.get('content-type')}, not application/json.`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return [...problems, `${name}: the body is not JSON: ${body.slice(0, 80)}`];
    }
    const base = declared.$ref ?? `${operation.pointer}/responses/${escapePointer(key)}`;
    const pointer = `${base}/content/application~1json/schema`;
    let validator = validators.get(pointer);
    if (!validator) {
      // The document is the root so its #/components references resolve.
      validator = new Validator({ ...document, $ref: pointer } as never, '2020-12', false);
      validators.set(pointer, validator);
    }
    const result = validator.validate(value);
    if (!result.valid) problems.push(`${name} ${url}: ${describe(result.errors)}`);
    return problems;
  };

  return { document, operations, find, check };
}
