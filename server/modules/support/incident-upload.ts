// Receiving an incident (issue 12 §2 and §5): the multipart request of POST /core-app-api/incidents
// with its JSON field incidentDetail and an optional file (field "file"). The file is refused past
// 10,485,760 bytes while it streams in (the multipart limit stops reading there: at most that much
// is ever held), then by its content when it is not of an allowed type (attachment-type.ts).
// Every refusal has a stable code the page may key on and a message in the caller's language.
import type { I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { INCIDENT_ATTACHMENT_MAX_BYTES } from '../../../tenants/incident-form.ts';
import type { IncidentAttachmentInput } from './repository.ts';
import { attachmentType, typedFileName } from './attachment-type.ts';

/** The multipart limits of the incident routes (fields: incidentDetail, and a little room). */
export const INCIDENT_MULTIPART_LIMITS = {
  fileSize: INCIDENT_ATTACHMENT_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 64 * 1024,
};

export type IncidentRefusalCode =
  | 'notMultipart'
  | 'malformed'
  | 'detailMissing'
  | 'detailMalformed'
  | 'attachmentTooLarge'
  | 'attachmentType'
  | 'attachmentField'
  | 'tooManyParts';

export class IncidentRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    readonly code: IncidentRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export interface ReceivedIncident {
  /** The text of the incidentDetail field. */
  detail: string;
  attachment: IncidentAttachmentInput | null;
}

/** The request's incidentDetail text and its attachment, checked; throws an IncidentRefusal. */
export async function receiveIncident(request: FastifyRequest, i18n: I18n): Promise<ReceivedIncident> {
  if (!request.isMultipart()) {
    throw new IncidentRefusal(
      415,
      'notMultipart',
      i18n._(
        /*i18n*/ {
          id: 'incident.upload.notMultipart',
          message: 'Send the incident as multipart/form-data: a field incidentDetail (JSON) and an optional file in the field "file".',
        },
      ),
    );
  }
  let detail: string | null = null;
  let file: { content: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new IncidentRefusal(
            400,
            'attachmentField',
            i18n._(/*i18n*/ { id: 'incident.upload.attachmentField', message: 'Send the attachment in the form field "file".' }),
          );
        }
        const content = await part.toBuffer();
        // A form without a chosen file sends an empty, nameless part: no attachment.
        if (content.length > 0 || part.filename) file = { content, fileName: part.filename };
      } else if (part.fieldname === 'incidentDetail' && typeof part.value === 'string') {
        if (part.valueTruncated) throw detailMalformed(i18n);
        detail = part.value;
      }
    }
  } catch (error) {
    if (error instanceof IncidentRefusal) throw error;
    throw refusalOf(error, i18n);
  }
  if (detail === null) {
    throw new IncidentRefusal(
      400,
      'detailMissing',
      i18n._(
        /*i18n*/ {
          id: 'incident.upload.detailMissing',
          message: 'The incident details are missing: send them in the field incidentDetail.',
        },
      ),
    );
  }
  return { detail, attachment: file && checkedAttachment(file, i18n) };
}

export function detailMalformed(i18n: I18n): IncidentRefusal {
  return new IncidentRefusal(
    400,
    'detailMalformed',
    i18n._(
      /*i18n*/ { id: 'incident.upload.detailMalformed', message: 'The incident details could not be read. Reload the page and try again.' },
    ),
  );
}

function refusalOf(error: unknown, i18n: I18n): IncidentRefusal {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new IncidentRefusal(
      413,
      'attachmentTooLarge',
      i18n._(
        /*i18n*/ {
          id: 'incident.upload.attachmentTooLarge',
          message: 'The attachment is larger than {max} MB. Attach a smaller file.',
          values: { max: INCIDENT_ATTACHMENT_MAX_BYTES / 1024 / 1024 },
        },
      ),
    );
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new IncidentRefusal(
      413,
      'tooManyParts',
      i18n._(/*i18n*/ { id: 'incident.upload.tooManyParts', message: 'Attach one file at most, and send only the incident form.' }),
    );
  }
  return new IncidentRefusal(
    400,
    'malformed',
    i18n._(/*i18n*/ { id: 'incident.upload.malformed', message: 'The form was incomplete or malformed. Try again.' }),
  );
}

/** The attachment with a safe name of its sniffed type, and that type, or a 415 refusal. */
function checkedAttachment(file: { content: Buffer; fileName: string }, i18n: I18n): IncidentAttachmentInput {
  const fileName = safeFileName(file.fileName);
  const contentType = attachmentType(file.content, fileName);
  if (!contentType) {
    throw new IncidentRefusal(
      415,
      'attachmentType',
      i18n._(
        /*i18n*/ {
          id: 'incident.upload.attachmentType',
          message:
            'This type of file cannot be attached. Attach a PDF, an image (PNG, JPEG, GIF, WebP), an Office document or a CSV or text file.',
        },
      ),
    );
  }
  // Stored and served under its type's extension (issue 30 §1): a PNG sent as poly.html is poly.png.
  return { fileName: typedFileName(fileName, contentType), contentType, content: file.content };
}

/** The name without any folder, control characters or surrounding spaces, at most 255 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(0, 255).join('') || 'attachment';
}
