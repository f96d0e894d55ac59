// The incident form's rules on their own (the page and the server both run them; the API's answers
// are tested in tests/api/incidents.test.ts).
import { describe, expect, test } from 'vitest';
import { applyVariant, categoryChildren, type IncidentDraft, looksLikePhoneNumber, validateIncident } from './incident-form.ts';
import { SPECIAL_SUPPORT_IDS } from './shared.ts';

const tree = [
  {
    id: 1,
    children: [
      { id: 10, children: [{ id: 100, children: [{ id: 1000 }] }] },
      { id: 11, children: [] },
    ],
  },
  { id: 2, children: [] },
];
const children = categoryChildren(tree);
const draft: IncidentDraft = {
  accountType: 25,
  supportType: 1,
  issue: 10,
  issueType: 100,
  subIssueType: 1000,
  firstName: 'Ana',
  lastName: 'Pérez',
  primaryContactEmail: 'ana@example.com',
  companyName: 'Co',
  callBackNumber: '',
  situationDescription: 'Help',
  onBehalf: false,
};
const check = (changes: Partial<IncidentDraft>, basicVendor = false) =>
  validateIncident({ ...draft, ...changes }, { children, basicVendor });

describe('validateIncident', () => {
  test('a complete draft passes; a level without options may stay empty', () => {
    expect(check({})).toEqual({});
    expect(check({ issue: 11, issueType: null, subIssueType: null })).toEqual({});
    expect(check({ supportType: 2, issue: null, issueType: null, subIssueType: null })).toEqual({});
  });

  test('a level with options is required; a choice outside them is refused; the walk stops at the first', () => {
    expect(check({ subIssueType: null })).toEqual({ subIssueType: 'required' });
    expect(check({ issue: null })).toEqual({ issue: 'required' });
    expect(check({ issue: 11 })).toEqual({ issueType: 'notAllowed' });
    expect(check({ supportType: 3 })).toEqual({ supportType: 'notAllowed' });
    expect(check({ supportType: Number.NaN })).toEqual({ supportType: 'notAllowed' });
  });

  test('account types: 25 or 23; a basic vendor only 25', () => {
    expect(check({ accountType: 23 })).toEqual({});
    expect(check({ accountType: null })).toEqual({ accountType: 'required' });
    expect(check({ accountType: 24 })).toEqual({ accountType: 'invalid' });
    expect(check({ accountType: 23 }, true)).toEqual({ accountType: 'notAllowed' });
  });

  test('texts: required when blank, limited in length; the e-mail and phone shapes', () => {
    expect(check({ firstName: ' ', companyName: '' })).toEqual({ firstName: 'required', companyName: 'required' });
    expect(check({ situationDescription: 'x'.repeat(4001) })).toEqual({ situationDescription: 'tooLong' });
    expect(check({ primaryContactEmail: 'ana@example' })).toEqual({ primaryContactEmail: 'invalid' });
    expect(check({ callBackNumber: 'abc' })).toEqual({ callBackNumber: 'invalid' });
    expect(check({ callBackNumber: '+52 (55) 1234-5678' })).toEqual({});
  });
});

test('looksLikePhoneNumber: 7 to 15 digits with the usual separators', () => {
  for (const ok of ['5550100', '+1 479 555 0100', '(479) 555.0100', '+52 55 1234 5678']) expect(looksLikePhoneNumber(ok), ok).toBe(true);
  for (const bad of ['555-01', '1234567890123456', '479 555 0100 ext 2', 'phone', '++1 479 555 0100'])
    expect(looksLikePhoneNumber(bad), bad).toBe(false);
});

test('applyVariant: request access fixes support type 1463 and issue 2047, keeps the levels below', () => {
  expect(applyVariant(draft, 'requestAccess', SPECIAL_SUPPORT_IDS)).toEqual({ ...draft, supportType: 1463, issue: 2047 });
  expect(applyVariant(draft, 'incident', SPECIAL_SUPPORT_IDS)).toBe(draft);
});
