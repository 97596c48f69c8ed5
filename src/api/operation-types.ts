import type { operations } from './schema.js';

/** Types of one operation of the contract, by operationId: no shape is written twice. */
export type Operation = keyof operations;

export type QueryOf<O extends Operation> = operations[O] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

export type BodyOf<O extends Operation> =
  NonNullable<operations[O]['requestBody']> extends { content: { 'application/json': infer B } }
    ? B
    : never;

export type ResultOf<O extends Operation> = operations[O] extends {
  responses: { 200: { content: { 'application/json': infer R } } };
}
  ? R
  : void;
