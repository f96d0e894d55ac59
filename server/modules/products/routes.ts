// The product catalogue with run-time availability (spec §2 "Product list", §3 "Product tile",
// §6 "Products per domain"), and its administration by configuration owners (super admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { isProductCode, OVERRIDE_COLUMNS, type OverrideField, PRODUCT_CODES } from '../../services/product-catalogue.ts';
import { productsRepository } from './repository.ts';
import { AdminProduct, OverrideBody, Product, ProductParams } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import type { ProductEvents } from './activity.ts';
import type { StoredDetails } from '../../services/activity-messages.ts';
import { productName } from '../../../tenants/product-names.ts';

const route = routesTagged('products');

const SETTING_DETAILS = {
  available: 'PRODUCT_AVAILABLE_SET',
  comingSoon: 'PRODUCT_COMING_SOON_SET',
  restrictedLaunch: 'PRODUCT_RESTRICTED_LAUNCH_SET',
  hideWhenNoAccess: 'PRODUCT_HIDE_WHEN_NO_ACCESS_SET',
  isNewTab: 'PRODUCT_NEW_TAB_SET',
} as const satisfies Record<Exclude<OverrideField, 'redirectUrl'>, keyof ProductEvents>;

/** The activity-log details of one setting of a product changed to `value` (null: back to the default). */
function settingDetails(product: string, field: OverrideField, value: unknown): StoredDetails {
  if (field === 'redirectUrl') {
    return typeof value === 'string'
      ? detailsOf('PRODUCT_REDIRECT_URL_SET', { product, url: value })
      : detailsOf('PRODUCT_REDIRECT_URL_CLEARED', { product });
  }
  const setting = value === null ? 'DEFAULT' : value === true ? 'YES' : value === false ? 'NO' : (value as 'ALPHA' | 'BETA');
  return detailsOf(SETTING_DETAILS[field], { product, setting });
}

const products: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platform/v1/products',
    route(policies.signedIn, {
      operationId: 'listProducts',
      summary: "The products this host's tenant offers now, with their tile settings (super admins' changes applied at once).",
      response: { 200: Type.Object({ products: Type.Array(Product) }), ...errors(401) },
    }),
    async (request) => {
      const catalogue = await productsRepository(request.tenantDb).catalogue(request.tenant, app.appEnv);
      return {
        products: catalogue.filter((p) => p.effective.available).map((p) => ({ code: p.code, family: p.family, ...p.effective })),
      };
    },
  );

  app.get(
    '/core-app-api/admin/products',
    route(policies.superAdmin, {
      operationId: 'listProductSettings',
      summary: "Every product for this host's tenant: its values from configuration, the super admins' override and the result.",
      response: { 200: Type.Object({ products: Type.Array(AdminProduct) }), ...errors(401, 403) },
    }),
    async (request) => ({ products: [...(await productsRepository(request.tenantDb).catalogue(request.tenant, app.appEnv))] }),
  );

  app.put(
    '/core-app-api/admin/products/:code',
    route(policies.superAdmin, {
      operationId: 'updateProductSettings',
      summary: "Overrides a product's availability or tile settings for this host's tenant (super admins; recorded in the activity log).",
      params: ProductParams,
      body: OverrideBody,
      response: { 200: AdminProduct, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { code } = request.params;
      if (!isProductCode(code)) {
        return reply.code(404).send(problem(404, `Unknown product "${code}". Known products: ${PRODUCT_CODES.join(', ')}.`));
      }
      const tenant = request.tenant;
      const { user } = request.auth!;
      const changes = Object.entries(request.body).filter(([, v]) => v !== undefined) as Array<[OverrideField, unknown]>;
      const columns = Object.fromEntries(changes.map(([field, value]) => [OVERRIDE_COLUMNS[field], value]));
      return productsRepository(request.tenantDb).override(
        tenant,
        app.appEnv,
        code,
        columns,
        user.id,
        changes.map(([field, value]) => settingDetails(productName(code), field, value)),
      );
    },
  );
};

export default products;
