// Route schemas compiled on their first use instead of all at start (issue 27 §1): Fastify compiles
// a validator (Ajv) and a serializer (fast-json-stringify) for every route and status before it
// listens, which was a third of a start's time for about 140 routes, most of which a process
// never serves. Each compiler here hands Fastify a function that compiles its schema the first
// time it runs. The API suites call every route, so a broken schema still fails the tests.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown };

/** A function that compiles on its first call, and then is what it compiled (with Ajv's `errors`, which Fastify reads). */
function onFirstUse(compile: () => Compiled): Compiled {
  let compiled: Compiled | undefined;
  const run: Compiled = (...args) => {
    compiled ??= compile();
    const result = compiled(...args);
    run.errors = compiled.errors;
    return result;
  };
  return run;
}

type Builder = (externalSchemas: unknown, options?: unknown) => (route: unknown) => Compiled;

const lazily =
  (builder: Builder): Builder =>
  (externalSchemas, options) => {
    const compile = builder(externalSchemas, options);
    return (route) => onFirstUse(() => compile(route));
  };

/** For Fastify's `schemaController.compilersFactory`. */
export const lazyCompilers = {
  buildValidator: lazily(AjvCompiler() as unknown as Builder),
  buildSerializer: lazily(SerializerSelector() as unknown as Builder),
};
