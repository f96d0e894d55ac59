// The password policy both sides apply (tenants/password-policy.ts); the server's answers with
// its list of common passwords: tests/api/password-reset.test.ts and registration.test.ts.
import { describe, expect, test } from 'vitest';
import { commonPasswordCandidates, passwordProblem } from './password-policy.ts';

const owner = { email: 'robin.castillo@blue-ridge-foods-inc.test', firstName: 'Ana', lastName: 'Pérez Núñez' };
const common = new Set(['password', 'superman', 'qwertyuiop', 'iloveyou']);
const isCommon = (candidate: string) => common.has(candidate);

describe('passwordProblem', () => {
  test.each([
    ['Short-1', 'tooShort'],
    ['x'.repeat(199) + '1!', 'tooLong'],
    ['onlylettersinhere', 'letterAndOther'],
    ['123456789012345', 'letterAndOther'],
    ['robin.castillo@blue-ridge-foods-inc.test', 'email'],
    ['ROBIN.CASTILLO@BLUE-RIDGE-FOODS-INC.TEST', 'email'],
    ['robin.castillo-2026', 'email'],
    ['Robin-Castillo-2026', 'email'],
    ['My-Castillo-Garden-1', 'email'],
    ['Ana-2026-Secure!', 'name'],
    ['perez#Rules#2026', 'name'],
    ['Núñez-Forever-77', 'name'],
    ['Password123!', 'common'],
    ['qwertyuiop123', 'common'],
    ['!Super-Man-2024', 'common'],
    ['2024-iloveyou-2024', 'common'],
  ])('%s: %s', (password, problem) => {
    expect(passwordProblem(password, owner, isCommon)).toBe(problem);
  });

  test.each(['Quiet-Harbour-Lantern-41', 'Banana-Bread-Sunday-7', 'Robi-Castle-Lantern-4'])('%s will do', (password) => {
    expect(passwordProblem(password, owner, isCommon)).toBeNull();
  });

  test('without the owner or the list, only the rules that need neither apply (the server applies the rest)', () => {
    expect(passwordProblem('Robin-Castillo-2026')).toBeNull();
    expect(passwordProblem('Password123!', owner)).toBeNull();
    expect(passwordProblem('Short-1')).toBe('tooShort');
  });
});

test('common passwords are looked up as typed, without separators, and without what is around them', () => {
  expect(commonPasswordCandidates('!Super-Man-2024')).toEqual(['!super-man-2024', 'super-man', 'superman2024', 'superman']);
});
