// The shapes of the support center (spec §3 "Incident form": support categories of levels 1 to 4
// with id and value; issue 12 §2).
import { Type } from 'typebox';
import { LEGAL_LANGUAGES, literals } from '../../../tenants/schema.ts';

const category = {
  id: Type.Integer({ description: 'The support system’s id of the category.' }),
  value: Type.String({ description: 'Its name in the reader’s language.' }),
  aboutData: Type.Boolean({ description: 'The form offers the data dictionary when it is chosen.' }),
};
const below = <T extends Parameters<typeof Type.Array>[0]>(level: T) =>
  Type.Array(level, { description: 'The next level; empty: there is nothing to choose there.' });

export const SubIssueType = Type.Object(category, { description: 'Level 4: a sub issue type.' });
export const IssueType = Type.Object({ ...category, children: below(SubIssueType) }, { description: 'Level 3: an issue type.' });
export const Issue = Type.Object({ ...category, children: below(IssueType) }, { description: 'Level 2: an issue.' });
export const SupportType = Type.Object(
  { ...category, children: below(Issue) },
  { description: 'Level 1: a support type (only those active on the tenant).' },
);

export const SupportCategoriesResponse = Type.Object({
  language: literals(LEGAL_LANGUAGES),
  categories: Type.Array(SupportType),
});
