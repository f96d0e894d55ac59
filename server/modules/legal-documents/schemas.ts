// The shapes of the legal owners' console (issue 31 §3): every document variant of the host's
// tenant with its versions (draft, published, in force, scheduled), one version with its text in
// each of the tenant's languages and who accepted it, and the writes: a new draft, its text, its
// publication with an effective date, its discarding.
import { Type } from 'typebox';
import { LEGAL_LANGUAGES, literals } from '../../../tenants/schema.ts';
import { LEGAL_TEXT_DOCUMENTS, LEGAL_VARIANTS } from '../../db/schema.ts';
import { Nullable } from '../../schemas.ts';

const Uuid = Type.String({ format: 'uuid' });

export const TAG = 'legal documents';

/** The longest title and text a version may have (the longest text of today is about 4 000 characters). */
export const MAX_TITLE_LENGTH = 200;
export const MAX_BODY_LENGTH = 100_000;

const Instant = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date', maxLength: 10, description: 'A day of the tenant, YYYY-MM-DD.' });
export const Document = literals(LEGAL_TEXT_DOCUMENTS);
export const Variant = literals(LEGAL_VARIANTS);
export const Language = literals(LEGAL_LANGUAGES);
const Status = Type.Union([Type.Literal('DRAFT'), Type.Literal('IN_FORCE'), Type.Literal('SCHEDULED'), Type.Literal('PAST')], {
  description:
    'DRAFT: being written; IN_FORCE: the version users accept now; SCHEDULED: published, its effective date to come; PAST: replaced by a later version.',
});

export const VersionSummary = Type.Object({
  id: Uuid,
  number: Type.Integer(),
  status: Status,
  effectiveDate: Nullable(Day),
  publishedAt: Nullable(Instant),
  publishedBy: Nullable(Type.String()),
  updatedAt: Instant,
  updatedBy: Nullable(Type.String()),
  acceptances: Type.Integer({ description: 'How many users of the tenant accepted this version.' }),
});

export const DocumentVariant = Type.Object({
  document: Document,
  variant: Variant,
  companyTypes: Type.Array(Type.String(), { description: 'The company types whose users accept it (none for the privacy policy).' }),
  versions: Type.Array(VersionSummary, { description: 'Newest first.' }),
});

export const LegalOverview = Type.Object({
  today: Day,
  timeZone: Type.String({ description: "The tenant's zone: an effective date begins at its midnight." }),
  languages: Type.Array(Language, { description: "The tenant's languages: a version has a text in each." }),
  documents: Type.Array(DocumentVariant),
});

export const VersionText = Type.Object({
  language: Language,
  title: Type.String({ maxLength: MAX_TITLE_LENGTH }),
  body: Type.String({
    maxLength: MAX_BODY_LENGTH,
    description: 'Markdown: each section starts with a line "## Heading", its paragraphs separated by blank lines.',
  }),
});

export const Acceptance = Type.Object({
  name: Type.String(),
  email: Type.String(),
  company: Nullable(Type.String()),
  acceptedAt: Instant,
});

export const VersionDetail = Type.Object({
  ...VersionSummary.properties,
  document: Document,
  variant: Variant,
  texts: Type.Array(VersionText),
  acceptedBy: Type.Array(Acceptance, { description: 'Who accepted it, latest first (at most 500).' }),
});

export const VersionParams = Type.Object({ id: Uuid });
export const VariantParams = Type.Object({ document: Document, variant: Variant });

export const DraftBody = Type.Object(
  { texts: Type.Array(VersionText, { minItems: 1, maxItems: LEGAL_LANGUAGES.length }) },
  { additionalProperties: false },
);

export const PublishBody = Type.Object(
  { effectiveDate: Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Today or a later day of the tenant.' }) },
  { additionalProperties: false },
);
