// The shapes of the email-domains area (spec §7 "Email domains").
import { Type } from 'typebox';
import { literals } from '../../../tenants/schema.ts';
import { Nullable } from '../../schemas.ts';
import { pageQuery, searchText } from '../../services/paging.ts';

export const TAG = 'email domains';

/** Why a domain cannot be added; the client shows its own translated text per reason. */
export const DOMAIN_PROBLEMS = ['INVALID_SYNTAX', 'NOT_ASCII', 'PUBLIC_WEBMAIL', 'ALREADY_ADDED', 'OWNED_BY_OTHER_COMPANY'] as const;
export type DomainProblem = (typeof DOMAIN_PROBLEMS)[number];

export const EmailDomain = Type.Object({
  id: Type.String({ format: 'uuid' }),
  companyId: Type.String({ format: 'uuid' }),
  domainName: Type.String(),
  allowSubDomains: Type.Boolean(),
  is3pDomain: Type.Boolean({ description: 'Domain type: true for a third-party (3P) domain, false for a company domain.' }),
  uiCreatedOnDate: Type.String({ format: 'date-time' }),
  usersCount: Type.Integer({ description: 'Users of the company with an e-mail under this domain (or its subdomains, when allowed).' }),
});

/** The columns a client may sort the list by (the repository maps each to SQL). */
export const DOMAIN_SORTS = { domainName: true, allowSubDomains: true, is3pDomain: true, uiCreatedOnDate: true } as const;
export type DomainSort = keyof typeof DOMAIN_SORTS;

export const CompanyParams = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
export const DomainIdParams = Type.Object({ companyId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) });
export const DomainNameParams = Type.Object({
  companyId: Type.String({ format: 'uuid' }),
  domainName: Type.String({ minLength: 1, maxLength: 300 }),
});

export const ListQuery = Type.Object(pageQuery(DOMAIN_SORTS, searchText('Part of the domain name.', 253)), { additionalProperties: false });

export const ValidateBody = Type.Object(
  {
    domainName: Type.String({ maxLength: 300 }),
    allowSubDomains: Type.Optional(
      Type.Boolean({ default: false, description: 'Also check that no subdomain belongs to another company.' }),
    ),
  },
  { additionalProperties: false },
);

export const Validation = Type.Object({
  valid: Type.Boolean(),
  message: Type.String(),
  domainName: Type.String({ description: 'The name as it would be stored: lower case, ASCII.' }),
  reason: Nullable(literals(DOMAIN_PROBLEMS)),
});

export const CreateBody = Type.Object(
  {
    domainName: Type.String({ maxLength: 300 }),
    allowSubDomains: Type.Boolean(),
    is3pDomain: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const UpdateBody = Type.Object({ allowSubDomains: Type.Boolean(), is3pDomain: Type.Boolean() }, { additionalProperties: false });

export const DeleteQuery = Type.Object({
  confirm: Type.Optional(Type.Boolean({ default: false, description: 'Delete even though users still have an e-mail under it.' })),
});

export const Deleted = Type.Object({ message: Type.String(), usersCount: Type.Integer() });

export const InUse = Type.Object(
  { statusCode: Type.Literal(409), error: Type.String(), message: Type.String(), usersCount: Type.Integer() },
  { description: 'Users of the company still have an e-mail under the domain: repeat with ?confirm=true to delete it anyway.' },
);
