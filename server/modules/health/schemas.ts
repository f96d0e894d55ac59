import { Type } from 'typebox';

export const Health = Type.Object({ status: Type.Literal('ok') });

export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  checks: Type.Object({
    database: Type.Boolean({ description: 'the database answers' }),
    migrations: Type.Boolean({ description: 'every migration of this code has run' }),
    caches: Type.Boolean({ description: "the in-memory copies a page's start-up calls read are loaded" }),
  }),
});
