import { describe, expect, it } from 'vitest';
import { ResetRequestInput, SignInInput, SignUpInput, UpdatePasswordInput } from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-in and sign-up validation', () => {
  it('accepts real addresses and normalizes their case', () => {
    for (const email of [
      'john.doe@mail.example.co.uk',
      'a+tag@sub.domain.museum',
      'X_Y@Example.IO',
    ]) {
      const parsed = SignInInput.parse({ email: ` ${email} `, password: 'x' });
      expect(parsed.email).toBe(email.toLowerCase());
    }
  });

  it("uses the spec's messages", () => {
    expect(firstMessage(SignInInput.safeParse({ email: '', password: 'x' }))).toBe(
      'Email is Required',
    );
    expect(firstMessage(SignInInput.safeParse({ email: 'nope@', password: 'x' }))).toBe(
      'Provide a valid Email',
    );
    expect(firstMessage(SignInInput.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is Required',
    );
    expect(
      firstMessage(SignUpInput.safeParse({ name: ' ', email: 'a@b.co', password: '123456' })),
    ).toBe('Name is Required');
    expect(
      firstMessage(SignUpInput.safeParse({ name: 'A', email: 'a@b.co', password: '12345' })),
    ).toBe('Must be 6 characters or longer');
    expect(firstMessage(ResetRequestInput.safeParse({ email: '' }))).toBe('Email is required.');
    expect(firstMessage(ResetRequestInput.safeParse({ email: 'x@' }))).toBe(
      'Invalid email address.',
    );
  });

  it('wants the two new passwords to match', () => {
    const mismatch = UpdatePasswordInput.safeParse({
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
    expect(
      UpdatePasswordInput.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success,
    ).toBe(true);
  });
});
