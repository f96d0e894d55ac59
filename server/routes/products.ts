// The product catalogue with run-time availability (spec §2 "Product list", §3 "Product tile",
// §6 "Products per domain"), and its administration by configuration owners (super admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { literals } from '../../tenants/schema.ts';
import { RESTRICTED_LAUNCHES, type RestrictedLaunch } from '../db/schema.ts';
import { policies } from '../plugins/policy.ts';
import { errors, Nullable, nullableInput, problem } from '../schemas.ts';
import { recordActivity } from '../services/activity-log.ts';
import {
  type CatalogueEntry,
  catalogueEntry,
  isProductCode,
  OVERRIDE_COLUMNS,
  type OverrideField,
  PRODUCT_CODES,
  productCatalogue,
} from '../services/product-catalogue.ts';

const ProductCode = literals(PRODUCT_CODES);
const Family = literals(['KYC', 'KYS'] as const);
const RestrictedLaunchValue = Nullable(literals(RESTRICTED_LAUNCHES));

const ProductValues = Type.Object({
  available: Type.Boolean(),
  comingSoon: Type.Boolean(),
  restrictedLaunch: RestrictedLaunchValue,
  hideWhenNoAccess: Type.Boolean({ description: 'Hide the tile from users without access to the product.' }),
  redirectUrl: Type.String(),
  isNewTab: Type.Boolean(),
  learnMore: Type.Boolean({ description: 'The product has learn-more content.' }),
});

const Product = Type.Object({ code: ProductCode, family: Family, ...ProductValues.properties });

const AdminProduct = Type.Object({
  code: ProductCode,
  family: Family,
  base: ProductValues,
  override: Nullable(
    Type.Object(
      {
        available: Nullable(Type.Boolean()),
        comingSoon: Nullable(Type.Boolean()),
        restrictedLaunch: RestrictedLaunchValue,
        hideWhenNoAccess: Nullable(Type.Boolean()),
        redirectUrl: Nullable(Type.String()),
        isNewTab: Nullable(Type.Boolean()),
        updatedBy: Nullable(Type.String()),
        updatedAt: Type.String({ format: 'date-time' }),
      },
      { description: 'Null fields are not overridden.' },
    ),
  ),
  effective: ProductValues,
});

/** An address on another host over https, or a path on this site (not '//host', which leaves it). */
const RedirectUrl = Type.String({ maxLength: 2000, pattern: '^(https://[^\\s/?#]+[^\\s]*|/(?![/\\\\])[^\\s]*)$' });

const OverrideBody = Type.Object(
  {
    available: Type.Optional(nullableInput(Type.Boolean())),
    comingSoon: Type.Optional(nullableInput(Type.Boolean())),
    restrictedLaunch: Type.Optional(
      Type.Unsafe<RestrictedLaunch | null>({ type: ['string', 'null'], enum: [...RESTRICTED_LAUNCHES, null] }),
    ),
    hideWhenNoAccess: Type.Optional(nullableInput(Type.Boolean())),
    redirectUrl: Type.Optional(nullableInput(RedirectUrl)),
    isNewTab: Type.Optional(nullableInput(Type.Boolean())),
  },
  { additionalProperties: false, minProperties: 1, description: 'The fields to change; null removes the override of a field.' },
);

const describeValue = (value: unknown) => (value === null ? 'default' : JSON.stringify(value));

const products: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platform/v1/products',
    {
      config: { policy: policies.signedIn },
      schema: {
        tags: ['products'],
        summary: "The products this host's tenant offers now, with their tile settings (super admins' changes applied at once).",
        response: { 200: Type.Object({ products: Type.Array(Product) }), ...errors(401) },
      },
    },
    async (request) => {
      const catalogue = await productCatalogue(app.db, request.tenant, app.appEnv);
      return {
        products: catalogue.filter((p) => p.effective.available).map((p) => ({ code: p.code, family: p.family, ...p.effective })),
      };
    },
  );

  app.get(
    '/core-app-api/admin/products',
    {
      config: { policy: policies.superAdmin },
      schema: {
        tags: ['products'],
        summary: "Every product for this host's tenant: its values from configuration, the super admins' override and the result.",
        response: { 200: Type.Object({ products: Type.Array(AdminProduct) }), ...errors(401, 403) },
      },
    },
    async (request) => ({ products: await productCatalogue(app.db, request.tenant, app.appEnv) }),
  );

  app.put(
    '/core-app-api/admin/products/:code',
    {
      config: { policy: policies.superAdmin },
      schema: {
        tags: ['products'],
        summary: "Overrides a product's availability or tile settings for this host's tenant (super admins; recorded in the activity log).",
        params: Type.Object({ code: Type.String({ maxLength: 100 }) }),
        body: OverrideBody,
        response: { 200: AdminProduct, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      if (!isProductCode(code)) {
        return reply.code(404).send(problem(404, `Unknown product "${code}". Known products: ${PRODUCT_CODES.join(', ')}.`));
      }
      const tenant = request.tenant;
      const { user } = request.auth!;
      const changes = Object.entries(request.body).filter(([, v]) => v !== undefined) as Array<[OverrideField, unknown]>;
      const columns = Object.fromEntries(changes.map(([field, value]) => [OVERRIDE_COLUMNS[field], value]));
      const entry: CatalogueEntry = await app.db.transaction().execute(async (trx) => {
        const updated_at = new Date();
        const row = await trx
          .insertInto('product_overrides')
          .values({ tenant_id: tenant.id, product_code: code, ...columns, updated_by: user.id, updated_at })
          .onConflict((oc) => oc.columns(['tenant_id', 'product_code']).doUpdateSet({ ...columns, updated_by: user.id, updated_at }))
          .returningAll()
          .executeTakeFirstOrThrow();
        // A row whose every field is cleared overrides nothing: remove it.
        const cleared = Object.values(OVERRIDE_COLUMNS).every((column) => row[column] === null);
        if (cleared) {
          await trx.deleteFrom('product_overrides').where('tenant_id', '=', tenant.id).where('product_code', '=', code).execute();
        }
        await recordActivity(trx, {
          tenant_id: tenant.id,
          company_id: null,
          actor_user_id: user.id,
          entity_id: code,
          event: 'PRODUCT_AVAILABILITY_CHANGED',
          event_description: `${code}: ${changes.map(([field, value]) => `${field} → ${describeValue(value)}`).join(', ')}`,
        });
        return catalogueEntry(tenant, app.appEnv, code, cleared ? undefined : row);
      });
      return entry;
    },
  );
};

export default products;
