// The shapes of the product catalogue (spec §2 "Product list", §3 "Product tile").
import { Type } from 'typebox';
import { literals } from '../../../tenants/schema.ts';
import { RESTRICTED_LAUNCHES, type RestrictedLaunch } from '../../db/schema.ts';
import { Nullable, nullableInput } from '../../schemas.ts';
import { PRODUCT_CODES } from '../../services/product-catalogue.ts';

export const ProductCode = literals(PRODUCT_CODES);
export const Family = literals(['KYC', 'KYS'] as const);
export const RestrictedLaunchValue = Nullable(literals(RESTRICTED_LAUNCHES));

export const ProductValues = Type.Object({
  available: Type.Boolean(),
  comingSoon: Type.Boolean(),
  restrictedLaunch: RestrictedLaunchValue,
  hideWhenNoAccess: Type.Boolean({ description: 'Hide the tile from users without access to the product.' }),
  redirectUrl: Type.String(),
  isNewTab: Type.Boolean(),
  learnMore: Type.Boolean({ description: 'The product has learn-more content.' }),
});

export const Product = Type.Object({ code: ProductCode, family: Family, ...ProductValues.properties });

export const AdminProduct = Type.Object({
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
export const RedirectUrl = Type.String({ maxLength: 2000, pattern: '^(https://[^\\s/?#]+[^\\s]*|/(?![/\\\\])[^\\s]*)$' });

export const OverrideBody = Type.Object(
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

export const ProductParams = Type.Object({ code: Type.String({ maxLength: 100 }) });
