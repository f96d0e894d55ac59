// The shapes of contact us (spec §7 "POST (B) lcs/contact-us").
import { Type } from 'typebox';

export const CONTACT_TOPICS = ['ACCESS', 'DATA', 'TECHNICAL', 'OTHER'] as const;

export const ContactBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  company: Type.Optional(Type.String({ maxLength: 200 })),
  topic: Type.Union(CONTACT_TOPICS.map((t) => Type.Literal(t))),
  message: Type.String({ minLength: 10, maxLength: 2000 }),
});
