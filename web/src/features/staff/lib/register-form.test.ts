import { describe, expect, it } from 'vitest';

import { emptyRegisterForm, registerBody, registerProblem, registerToasts, type RegisterForm } from './register-form';

const complete: RegisterForm = {
  fullName: 'Dana Whitfield',
  username: 'dwhitfield',
  email: 'dana@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'contributor',
  bio: '',
};

describe('registration rules, in the spec order', () => {
  it('asks for the required fields first, even when the passwords also differ', () => {
    expect(registerProblem({ ...complete, username: '  ', confirmPassword: 'other' })).toEqual({
      message: 'Please fill in all required fields',
      fields: ['username'],
    });
    expect(registerProblem(emptyRegisterForm)?.fields).toEqual(['fullName', 'username', 'email', 'password']);
  });

  it('then the confirmation, before the length', () => {
    expect(registerProblem({ ...complete, password: 'abc', confirmPassword: 'abd' })?.message).toBe("Passwords don't match");
  });

  it('then at least six characters', () => {
    expect(registerProblem({ ...complete, password: 'abcde', confirmPassword: 'abcde' })?.message).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('lets a complete form through', () => {
    expect(registerProblem(complete)).toBeNull();
    expect(registerProblem({ ...complete, role: 'editor', bio: 'Statehouse reporter' })).toBeNull();
  });
});

describe('the registration body', () => {
  it('never carries the confirmation and trims the names', () => {
    expect(registerBody({ ...complete, fullName: ' Dana Whitfield ', username: ' dwhitfield ' })).toEqual({
      username: 'dwhitfield',
      email: 'dana@example.com',
      fullName: 'Dana Whitfield',
      password: 'secret1',
      role: 'contributor',
    });
  });

  it('sends the bio only when written', () => {
    expect(registerBody({ ...complete, bio: '  Covers Lansing.  ' }).bio).toBe('Covers Lansing.');
    expect('bio' in registerBody({ ...complete, bio: '   ' })).toBe(false);
  });
});

describe('registration toasts', () => {
  it("shows the server's words, or 'Please try again'", () => {
    expect(registerToasts.failure('That username or email is already registered').description).toBe(
      'That username or email is already registered',
    );
    expect(registerToasts.failure(undefined)).toEqual({ title: 'Registration Failed', description: 'Please try again', variant: 'destructive' });
  });
});
