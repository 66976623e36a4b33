// @vitest-environment node
import { avatarInitial, fullName, greetingName, initialsOf, roleLabel, welcomeWord } from './user-display';

describe('avatarInitial', () => {
  it('uses the first letter of the first name', () => {
    expect(avatarInitial({ username: 'jcarver', firstName: 'jane', lastName: 'Carver' })).toBe('J');
  });

  it('falls back to the username when there is no first name', () => {
    expect(avatarInitial({ username: 'mike_w', firstName: '', lastName: 'W' })).toBe('M');
    expect(avatarInitial({ username: 'mike_w', firstName: null })).toBe('M');
    expect(avatarInitial({ username: 'mike_w', firstName: '   ' })).toBe('M');
  });

  it('handles letters outside the BMP and empty input', () => {
    expect(avatarInitial({ username: 'x', firstName: '𝒜lice' })).toBe('𝒜');
    expect(avatarInitial({ username: '' })).toBe('?');
  });
});

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ username: 'jcarver', firstName: 'Jane', lastName: 'Carver' })).toBe('Jane Carver');
  });

  it('shows the username when either name part is missing', () => {
    expect(fullName({ username: 'jcarver', firstName: 'Jane', lastName: '' })).toBe('jcarver');
    expect(fullName({ username: 'jcarver', firstName: null, lastName: 'Carver' })).toBe('jcarver');
  });
});

describe('greetingName', () => {
  it('prefers the first name', () => {
    expect(greetingName({ username: 'jcarver', firstName: 'Jane' })).toBe('Jane');
    expect(greetingName({ username: 'jcarver', firstName: '' })).toBe('jcarver');
  });
});

describe('initialsOf', () => {
  it('takes up to two initials', () => {
    expect(initialsOf('Sarah Mitchell')).toBe('SM');
    expect(initialsOf('Maria de la Cruz')).toBe('MD');
    expect(initialsOf('Cher')).toBe('C');
  });
});

describe('roleLabel', () => {
  it('labels known and unknown roles', () => {
    expect(roleLabel('engineer')).toBe('Engineer');
    expect(roleLabel('client')).toBe('Client');
    expect(roleLabel('auditor')).toBe('Auditor');
    expect(roleLabel(undefined)).toBe('');
  });
});

describe('welcomeWord', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it("welcomes a member who registered within the last day, and welcomes everyone else back", () => {
    expect(welcomeWord('2026-11-27T11:59:00Z', now)).toBe('Welcome');
    expect(welcomeWord('2026-11-26T12:00:01Z', now)).toBe('Welcome');
    expect(welcomeWord('2026-11-26T11:59:59Z', now)).toBe('Welcome back');
    expect(welcomeWord(undefined, now)).toBe('Welcome back');
    expect(welcomeWord('not a date', now)).toBe('Welcome back');
    // Welcomed once: the next visit is a return.
    expect(welcomeWord('2026-11-27T11:59:00Z', now, true)).toBe('Welcome back');
  });
});
