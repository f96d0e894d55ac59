// The tenant configuration contract. Every tenant file is checked against this schema by the
// build (rsbuild.config.ts) and by the server at start; a bad value stops both, naming the file
// and the field.
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { AA_TEXT, contrastFailures } from './design-tokens.ts';
import { isTimeZone } from './preferences.ts';

export const ENVIRONMENTS = ['local', 'dev', 'qa', 'stg', 'preprod', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const LOCALES = ['en-US', 'es-MX', 'fr-CA', 'en-CA'] as const;
export type Locale = (typeof LOCALES)[number];

// The product codes live with their names (product-names.ts: no TypeBox, so the client may import them).
import { PRODUCT_FAMILIES, type ProductCode } from './product-names.ts';
export { PRODUCT_FAMILIES, type ProductCode };

/** Routes that a tenant may block (spec §2); every other route exists on every tenant. */
/**
 * Routes a tenant may leave out of its bundles. configuration: the configuration owners' console
 * (issue 31 §1, /configuration).
 */
export const GATED_ROUTES = ['privacyPolicy', 'terms', 'releaseNotes', 'configuration'] as const;
export type GatedRoute = (typeof GATED_ROUTES)[number];

export const FEATURE_FLAGS = ['insights-activation-rollout', 'wem-kb-rollout', 'kb-search-rollout', 'data-dictionary-v2'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * The languages the legal-documents service (server/services/legal-documents.ts) writes its terms
 * and data sharing addendum in; a tenant's legal jurisdiction is given in each language of its
 * locales.
 */
export const LEGAL_LANGUAGES = ['en', 'es', 'fr'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];
/** The legal-documents language of a locale: es-MX → es. */
export const legalLanguage = (locale: Locale): LegalLanguage => (locale.startsWith('es') ? 'es' : locale.startsWith('fr') ? 'fr' : 'en');

/** A union of string literals, typed as exactly those strings. */
/** A union of string literals, with optional OpenAPI options (default, description). */
export const literals = <const T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Unsafe<T[number]>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      options,
    ),
  );
const Id = Type.Integer({ minimum: 1 });
/** An IANA time zone name (`America/Mexico_City`, `UTC`); validateTenant also asks the runtime whether it knows it (isTimeZone). */
const TimeZone = Type.String({ pattern: '^([A-Z][A-Za-z_-]*(/[A-Z][A-Za-z0-9_+-]*)+|UTC)$' });
const Text = Type.String({ minLength: 1 });
/** What the legal texts say of a country, in one language (spec §2 "terms, privacy policy and data sharing addendum"). */
const Jurisdiction = Type.Object(
  {
    /** The country the portal is used in, as a sentence names it: "the United States". */
    country: Text,
    /** The governing law. */
    law: Text,
    /** The privacy law that applies to users' personal data. */
    privacyLaw: Text,
    /** Where disputes go. */
    courts: Text,
  },
  { additionalProperties: false },
);
const Host = Type.String({ pattern: '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$' });
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
const ApiBase = Type.String({ pattern: '^(/|https://)' });
/** Scheme, host and optional port, nothing else: `https://us.supplier-insights.example`. */
const Origin = Type.String({ pattern: '^https?://[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$' });
const FlagDefault = Type.Union([Type.Boolean(), Type.Array(literals(ENVIRONMENTS), { minItems: 1, uniqueItems: true })]);

/**
 * Single sign-on of the internal users (issue 32 §1): the OpenID Connect provider of this tenant and
 * environment. `issuer` is the provider's issuer URL (https), or `development` in `local` only: the
 * development provider the server starts on this machine (server/modules/sso/dev-provider.ts). The
 * client secret is never here: env SSO_CLIENT_SECRET_<TENANT> (docs/operations.md). An e-mail whose
 * domain is in `domains` signs in at the provider, unless the portal knows it as an external user's.
 */
export const SsoSettings = Type.Object(
  {
    issuer: Type.Union([Type.Literal('development'), Type.String({ pattern: '^https://[^\\s]+$' })]),
    clientId: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' }),
    domains: Type.Array(Type.String({ pattern: '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?\\.[a-z]{2,}$' }), { minItems: 1, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SsoSettings = Static<typeof SsoSettings>;

const EnvironmentSettings = Type.Object(
  {
    hosts: Type.Array(Host, { minItems: 1, uniqueItems: true }),
    /**
     * The address users reach the portal at in this environment: every link the server e-mails
     * (password reset, invitations) starts with it, never with a request's Host header. Its host
     * must be one of `hosts`; outside `local` it must be https.
     */
    origin: Origin,
    coreApiBase: ApiBase,
    platformBase: ApiBase,
    /** The environment's analytics script (spec §7), loaded 3 s after start; null: none. */
    analyticsScriptUrl: Type.Union([Type.String({ pattern: '^https://' }), Type.Null()]),
    /**
     * Spec §7 "GET /api/ccm returns configuration keyed by name (experimentation key and default
     * file)": the experimentation service's client-side SDK key of this tenant and environment (a
     * public key that browsers send, not a secret) and the file of experiment defaults the SDK
     * falls back to when it cannot reach the service.
     */
    experimentation: Type.Object(
      {
        key: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$' }),
        defaultFile: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\\.json$' }),
      },
      { additionalProperties: false },
    ),
    /** Single sign-on of the internal users; null: they sign in with a portal password. */
    sso: Type.Union([SsoSettings, Type.Null()]),
  },
  { additionalProperties: false },
);

export const TenantSchema = Type.Object(
  {
    id: literals(['us', 'mx', 'ca'] as const),
    code: literals(['WMT-US', 'WMT-MX', 'WMT-CA'] as const),
    countryName: Type.String({ minLength: 1 }),
    locales: Type.Object(
      {
        default: literals(LOCALES),
        supported: Type.Array(literals(LOCALES), { minItems: 1, uniqueItems: true }),
        picker: Type.Array(
          Type.Object({ locale: literals(LOCALES), label: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
          { minItems: 1 },
        ),
      },
      { additionalProperties: false },
    ),
    branding: Type.Object(
      {
        productName: Type.String({ minLength: 1, maxLength: 60 }),
        logo: Type.String({ pattern: '^logos/[a-z0-9-]+\\.svg$' }),
        /** A decorative pattern behind the landing page's and the sign-in page's welcome (issue 28 §4). */
        hero: Type.String({ pattern: '^logos/[a-z0-9-]+\\.svg$' }),
        colors: Type.Object(
          { primary: Colour, onPrimary: Colour, accent: Colour, background: Colour, text: Colour },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    routes: Type.Object(
      Object.fromEntries(GATED_ROUTES.map((r) => [r, Type.Boolean()])) as Record<GatedRoute, ReturnType<typeof Type.Boolean>>,
      { additionalProperties: false },
    ),
    products: Type.Array(
      Type.Object(
        {
          code: literals(Object.keys(PRODUCT_FAMILIES) as ProductCode[]),
          environments: Type.Array(literals(ENVIRONMENTS), { minItems: 1, uniqueItems: true }),
          /** Tile default (spec §2, §4): the tile says 'coming soon' instead of Learn more. Default false. */
          comingSoon: Type.Optional(Type.Boolean()),
          /** Tile default (spec §3, §4): the tile is hidden from users without access. Default false. */
          hideWhenNoAccess: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
    /**
     * How many business days (Monday to Friday) an access request may wait for its admins before
     * their Access requests tab highlights it (issue 14 §2; spec §9 "Access pending up to 2 days").
     * Default 2.
     */
    accessRequestDueBusinessDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
    /** Time zones (spec §3 "Time zone option", §9 "Default timezone"). */
    timeZones: Type.Object(
      {
        /** The zone of a user who has none (or an unknown one), and the registration page's proposal. */
        default: TimeZone,
        /** The zones the registration page offers, in this order. */
        offered: Type.Array(TimeZone, { minItems: 1, uniqueItems: true }),
      },
      { additionalProperties: false },
    ),
    support: Type.Object(
      {
        /** Receives the contact-us messages. */
        mailbox: Type.String({ format: 'email', maxLength: 254 }),
        activeTypeIds: Type.Array(Id, { minItems: 1, uniqueItems: true }),
        special: Type.Object(
          {
            requestAccess: Type.Object({ supportType: Id, issue: Id }, { additionalProperties: false }),
            basicVendor: Type.Object({ supportType: Id, issue: Id }, { additionalProperties: false }),
            dataQuestions: Id,
            reportBuilderAttributeMapping: Id,
            contactReasons: Id,
            queues: Type.Object({ shopperBehavior: Id, dataVentures: Id, basicVendor: Id }, { additionalProperties: false }),
            supplierIds: Type.Array(Id),
            callerId: Id,
            entryType: Id,
            productIds: Type.Array(Id),
            accountTypes: Type.Object({ supplier: Id, associate: Id }, { additionalProperties: false }),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    legal: Type.Object(
      {
        /**
         * When the current terms of use and data sharing addendum took effect; part of their version
         * id, which a user's acceptance stores. Change it with any text below (or in the service).
         */
        effectiveDate: Type.String({ format: 'date' }),
        /**
         * What the terms of use and the data sharing addendum say of the tenant's country (law,
         * privacy law, courts), in each legal-documents language of the tenant's locales.
         */
        jurisdiction: Type.Object(
          { en: Type.Optional(Jurisdiction), es: Type.Optional(Jurisdiction), fr: Type.Optional(Jurisdiction) } satisfies Record<
            LegalLanguage,
            unknown
          >,
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    environments: Type.Object(
      Object.fromEntries(ENVIRONMENTS.map((env) => [env, EnvironmentSettings])) as Record<Environment, typeof EnvironmentSettings>,
      { additionalProperties: false },
    ),
    /**
     * Each flag's default (super admins override it at run time): on or off everywhere, or on in
     * the environments listed (a feature tried out in local, dev and qa before it goes further).
     */
    featureFlags: Type.Object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, FlagDefault])) as Record<FeatureFlag, typeof FlagDefault>, {
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);

export type TenantConfig = Static<typeof TenantSchema>;

/** The tenant file's flag defaults in one environment. */
export function defaultFlags(tenant: TenantConfig, env: Environment): Record<FeatureFlag, boolean> {
  const value = (d: boolean | Environment[]) => (typeof d === 'boolean' ? d : d.includes(env));
  return Object.fromEntries(FEATURE_FLAGS.map((f) => [f, value(tenant.featureFlags[f])])) as Record<FeatureFlag, boolean>;
}
export type TenantId = TenantConfig['id'];

/** Identity helper that gives tenant files their type while writing them. */
export function defineTenant(config: TenantConfig): TenantConfig {
  return config;
}

export class TenantConfigError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid tenant config ${file}: field "${field}" ${detail}`);
    this.name = 'TenantConfigError';
  }
}

/** Checks one tenant file; throws TenantConfigError naming the file and the first bad field. */
export function validateTenant(file: string, value: unknown): TenantConfig {
  if (!Value.Check(TenantSchema, value)) {
    const errors = [...Value.Errors(TenantSchema, value)];
    // Prefer the deepest error: it names the field the author has to fix.
    const worst = errors.reduce((a, b) => (b.instancePath.length > a.instancePath.length ? b : a));
    const extra = (worst.params as { additionalProperties?: string[] }).additionalProperties;
    const field = toField(worst.instancePath) + (extra ? `${worst.instancePath ? '.' : ''}${extra[0]}` : '');
    const detail = worst.message === 'schema is false' ? 'is not a known field' : worst.message;
    throw new TenantConfigError(file, field || '(root)', detail);
  }
  const config = value as TenantConfig;
  const [poor] = contrastFailures(config.branding.colors);
  if (poor) {
    throw new TenantConfigError(
      file,
      poor.field,
      `has a contrast of ${poor.ratio.toFixed(2)}:1 against ${poor.against}, below WCAG AA (${AA_TEXT}:1 for text)`,
    );
  }
  const { supported, picker } = config.locales;
  if (!supported.includes(config.locales.default)) {
    throw new TenantConfigError(file, 'locales.default', `must be one of locales.supported (${supported.join(', ')})`);
  }
  const stray = picker.find((p) => !supported.includes(p.locale));
  if (stray) throw new TenantConfigError(file, 'locales.picker', `offers ${stray.locale}, which is not in locales.supported`);
  const codes = config.products.map((p) => p.code);
  const dup = codes.find((c, i) => codes.indexOf(c) !== i);
  if (dup) throw new TenantConfigError(file, 'products', `lists ${dup} twice`);
  const { timeZones } = config;
  for (const [i, zone] of timeZones.offered.entries()) {
    if (!isTimeZone(zone)) throw new TenantConfigError(file, `timeZones.offered[${i}]`, `is not an IANA time zone: ${zone}`);
  }
  if (!timeZones.offered.includes(timeZones.default)) {
    throw new TenantConfigError(file, 'timeZones.default', `must be one of timeZones.offered (${timeZones.offered.join(', ')})`);
  }
  for (const locale of supported) {
    const language = legalLanguage(locale);
    if (!config.legal.jurisdiction[language]) {
      throw new TenantConfigError(
        file,
        'legal.jurisdiction',
        `has no "${language}" entry, the legal-documents language of ${locale} (locales.supported)`,
      );
    }
  }
  for (const env of ENVIRONMENTS) {
    if (env !== 'local' && config.environments[env].sso?.issuer === 'development') {
      throw new TenantConfigError(file, `environments.${env}.sso.issuer`, 'may be "development" only in local');
    }
  }
  return config;
}

function toField(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}
