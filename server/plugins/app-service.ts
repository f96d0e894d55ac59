// The plugins that each put one service on the app (the throttle, the sign-in guard, ...) are
// made here: the service is built once at start-up, after the database and the plugins it names.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A plugin that decorates the app with `app[key] = create(app, options)`. */
export function appService<K extends keyof FastifyInstance, O extends Record<string, unknown>>(
  key: K,
  plugin: { name: string; dependencies?: string[] },
  create: (app: FastifyInstance, options: O) => FastifyInstance[K],
) {
  return fp<O>(
    async (app, options) => {
      // Typed by `create`; decorate() cannot check a property name that is itself a type parameter.
      const service: unknown = create(app, options);
      app.decorate(key as string, service);
    },
    { name: plugin.name, dependencies: ['db', ...(plugin.dependencies ?? [])] },
  );
}
