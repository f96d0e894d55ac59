import { Type } from 'typebox';

export const OutboxMessage = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const MailboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254, description: 'Only messages to this address.' })),
});
