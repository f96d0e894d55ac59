// The support center (issue 12; spec §2 "Support incident creation", §7 "Contact and support").
// This file declares the routes and their policies, and registers the area's other route files
// (incidents, their tracking, the agent console); the queries are in repository.ts and
// incident-repository.ts.
// The category tree is public: the incident form is open to visitors (spec §2 public routes).
import { type AreaRoutes, routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { categoryLanguage, supportCategoryTree } from './categories.ts';
import supportConsole from './console-routes.ts';
import incidents from './incident-routes.ts';
import { SupportCategoriesResponse } from './schemas.ts';
import tracking from './tracking-routes.ts';

const route = routesTagged('support');

const support: AreaRoutes = async (app, { config }) => {
  await app.register(incidents, { config });
  await app.register(tracking);
  await app.register(supportConsole);
  app.get(
    '/core-app-api/support/categories',
    route(policies.public, {
      operationId: 'listSupportCategories',
      summary:
        "The incident form's support categories of this host's tenant (support type, issue, issue type, sub issue type), named in the x-user-locale header's language when the tenant offers it, else the tenant's default.",
      response: { 200: SupportCategoriesResponse },
    }),
    async (request) => {
      const language = categoryLanguage(request.tenant, request.headers['x-user-locale']);
      return { language, categories: await supportCategoryTree(request.tenantDb, request.tenant, language) };
    },
  );
};

export default support;
