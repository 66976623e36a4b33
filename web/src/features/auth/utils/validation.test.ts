// @vitest-environment node
import {
  MESSAGES,
  validateEmail,
  validatePassword,
  validateSignIn,
  validateSignUp,
  validateUsername,
  type SignUpValues,
} from './validation';

const validSignUp: SignUpValues = {
  firstName: 'Jane',
  lastName: 'Carver',
  username: 'jane.carver_01',
  email: 'jane@example.com',
  password: 'a-long-passphrase',
  phone: '',
  location: '',
  role: 'client',
};

describe('validateEmail', () => {
  it.each(['jane@example.com', 'j.c+shop@mail.example.co.uk', '  padded@example.com  '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it('requires a value', () => {
    expect(validateEmail('   ')).toBe(MESSAGES.emailRequired);
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com', 'a@b@c.com'])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe('Please enter a valid email address');
  });
});

describe('validateUsername', () => {
  it.each(['abc', 'a.b', 'A_B-9', 'x'.repeat(32)])('accepts %s', (username) => {
    expect(validateUsername(username)).toBeUndefined();
  });

  it.each(['ab', 'x'.repeat(33), 'has space', 'émile', 'semi;colon', 'at@sign'])('rejects %s', (username) => {
    expect(validateUsername(username)).toBe(
      'Username must be 3-32 characters of letters, digits, dot, underscore or hyphen',
    );
  });

  it('requires a value', () => {
    expect(validateUsername('')).toBe(MESSAGES.usernameRequired);
  });
});

describe('validatePassword', () => {
  it('accepts 12 and 128 characters', () => {
    expect(validatePassword('x'.repeat(12))).toBeUndefined();
    expect(validatePassword('x'.repeat(128))).toBeUndefined();
  });

  it('rejects 11 and 129 characters', () => {
    expect(validatePassword('x'.repeat(11))).toBe('Password must be 12 to 128 characters');
    expect(validatePassword('x'.repeat(129))).toBe('Password must be 12 to 128 characters');
  });

  it('counts characters, not UTF-16 units', () => {
    // 12 emoji are 24 UTF-16 units but 12 characters.
    expect(validatePassword('🔒'.repeat(12))).toBeUndefined();
    expect(validatePassword('🔒'.repeat(11))).toBe(MESSAGES.passwordLength);
  });

  it('requires a value', () => {
    expect(validatePassword('')).toBe(MESSAGES.passwordRequired);
  });
});

describe('validateSignIn', () => {
  it('requires username and password', () => {
    expect(validateSignIn({ username: ' ', password: '' })).toEqual({
      username: MESSAGES.usernameRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('does not apply new-password rules to existing passwords', () => {
    expect(validateSignIn({ username: 'jane', password: 'short' })).toEqual({});
  });
});

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(validSignUp)).toEqual({});
  });

  it('reports every missing required field', () => {
    const errors = validateSignUp({ ...validSignUp, firstName: '', lastName: ' ', username: '', email: '', password: '' });
    expect(errors).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      username: MESSAGES.usernameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('keeps phone and location optional but bounded', () => {
    expect(validateSignUp({ ...validSignUp, phone: '+1 555 010 0199', location: 'Austin, TX' })).toEqual({});
    const errors = validateSignUp({ ...validSignUp, phone: '1'.repeat(33), location: 'x'.repeat(101) });
    expect(errors.phone).toBe('This is 1 character too long (at most 32).');
    expect(errors.location).toBe('This is 1 character too long (at most 100).');
  });

  it('bounds names at 64 characters', () => {
    expect(validateSignUp({ ...validSignUp, firstName: 'x'.repeat(64) })).toEqual({});
    expect(validateSignUp({ ...validSignUp, lastName: 'x'.repeat(65) }).lastName).toBe('This is 1 character too long (at most 64).');
    // Characters, not UTF-16 units: 64 emoji fit.
    expect(validateSignUp({ ...validSignUp, firstName: '🪵'.repeat(64) })).toEqual({});
  });

  it('only allows the client and engineer roles', () => {
    expect(validateSignUp({ ...validSignUp, role: 'engineer' })).toEqual({});
    expect(validateSignUp({ ...validSignUp, role: 'admin' as never }).role).toBe('Role must be client or engineer');
  });
});
