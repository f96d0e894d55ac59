// Schemas shared by several route modules.
import { type Static, Type } from 'typebox';

export const ErrorResponse = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  { $id: 'ErrorResponse', description: 'Every 4xx/5xx answer: a status and a message a person can read.' },
);

export const MessageResponse = Type.Object({ message: Type.String() });

const ErrorRef = Type.Unsafe<Static<typeof ErrorResponse>>(Type.Ref('ErrorResponse'));

/** The error answers a route may give, to spread into its `response` map. */
export function errors<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof ErrorRef } {
  return Object.fromEntries(codes.map((c) => [c, ErrorRef])) as { [K in C[number]]: typeof ErrorRef };
}
