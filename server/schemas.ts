// Schemas shared by several route modules.
import { Type } from 'typebox';

export const ErrorResponse = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  { $id: 'ErrorResponse', description: 'Every 4xx/5xx answer: a status and a message a person can read.' },
);

export const MessageResponse = Type.Object({ message: Type.String() });

/** The error answers every route may give, to merge into a route's `response` map. */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, Type.Ref('ErrorResponse')]));
