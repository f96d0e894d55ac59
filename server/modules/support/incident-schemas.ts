// The shapes of filing a support incident (spec §3 "Incident form", §7 "POST incidents?oscType";
// issue 12 §2 and §5).
import { Type } from 'typebox';
import { literals } from '../../../tenants/schema.ts';
import { INCIDENT_ATTACHMENT_MAX_BYTES, INCIDENT_LIMITS, INCIDENT_VARIANTS } from '../../../tenants/incident-form.ts';

export const CreateIncidentQuery = Type.Object({
  oscType: Type.Optional(
    literals(INCIDENT_VARIANTS, {
      default: 'incident',
      description:
        'incident (the default): the categories chosen in the form. requestAccess: the request-access variant of the page ' +
        '(/support/ticketCreation?request=access): support type 1463 and issue 2047 whatever the detail says; issue type and ' +
        'sub issue type are chosen below issue 2047 with the usual rules.',
    }),
  ),
});

export const INCIDENT_UPLOAD_DESCRIPTION =
  'multipart/form-data with a field incidentDetail holding JSON: {accountType (25 Supplier, 23 associate), supportType, issue, issueType, ' +
  'subIssueType (category ids of GET /core-app-api/support/categories, null or absent when not chosen), firstName, lastName, ' +
  'primaryContactEmail, companyName, callBackNumber (optional), situationDescription, onBehalf (boolean, optional)}, and an optional ' +
  `file in the field "file" (at most ${INCIDENT_ATTACHMENT_MAX_BYTES} bytes; PDF, PNG, JPEG, GIF, WebP, docx, xlsx, pptx, doc, xls, ppt, ` +
  `csv, tsv, txt or log, told by its content). Text limits: ${Object.entries(INCIDENT_LIMITS)
    .map(([field, max]) => `${field} ${max}`)
    .join(', ')} characters. ` +
  'The rules are those of tenants/incident-form.ts, the same in the page. The tenant, the requester and the company come from the ' +
  'host and the session, never from the body. A signed-in user of a BASIC_VENDOR company may choose only account type 25, and the ' +
  'incident goes to support type 1465, issue 1805 (issue type and sub issue type kept only when chosen under them), queue 369. ' +
  'Otherwise the queue is that of the deepest category chosen; the product id is 1843 for the shopper-behaviour queue 201 and 1461 ' +
  'for every other queue. The subject is the situation description on one line, cut between words with "…" to at most 50 ' +
  'characters when it is longer. ' +
  'Without a session, a burst of incidents from one client address (as for contact us) needs a solved human-verification ' +
  'challenge: 412.';

export const CreatedIncident = Type.Object({
  referenceNumber: Type.String({ description: 'INC-<yymmdd>-<the tenant’s sequence>, unique in the tenant, e.g. INC-261124-000042.' }),
});

const FieldError = Type.Object({
  code: literals(['required', 'invalid', 'tooLong', 'notAllowed'] as const),
  message: Type.String({ description: 'In the caller’s language (x-user-locale), the words the page shows beside the field.' }),
});

export const IncidentProblem = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(
      literals(
        [
          'invalidFields',
          'notMultipart',
          'malformed',
          'detailMissing',
          'detailMalformed',
          'attachmentTooLarge',
          'attachmentType',
          'attachmentField',
          'tooManyParts',
        ] as const,
        { description: 'Why, for the page to key on: invalidFields lists the fields in fields. Absent on a malformed query string.' },
      ),
    ),
    fields: Type.Optional(
      Type.Partial(
        Type.Object({
          accountType: FieldError,
          supportType: FieldError,
          issue: FieldError,
          issueType: FieldError,
          subIssueType: FieldError,
          firstName: FieldError,
          lastName: FieldError,
          primaryContactEmail: FieldError,
          companyName: FieldError,
          callBackNumber: FieldError,
          situationDescription: FieldError,
        }),
      ),
    ),
  },
  {
    description:
      'The incident was not filed. 400: fields (code invalidFields) or the form itself; 413: attachment over 10,485,760 bytes ' +
      '(attachmentTooLarge) or too many parts; 415: not multipart, or an attachment of a type not allowed (attachmentType).',
  },
);
