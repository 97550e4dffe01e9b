import { describe, expect, it } from 'vitest';
import { landingPath, localPath, loginPathFor, nextOf, withNext } from './utils';

describe('next: where sign-in returns to', () => {
  it('accepts paths of this site only', () => {
    expect(localPath('/package/abc?x=1#top')).toBe('/package/abc?x=1#top');
    for (const outside of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'package/abc',
      '',
      '/login?next=/x',
      '/register',
      undefined,
    ]) {
      expect(localPath(outside), String(outside)).toBeUndefined();
    }
  });

  it('travels in the address of /login and /register', () => {
    const path = loginPathFor({ pathname: '/package/abc', search: '?a=1', hash: '' });
    expect(path).toBe('/login?next=%2Fpackage%2Fabc%3Fa%3D1');
    expect(nextOf(path.slice(path.indexOf('?')))).toBe('/package/abc?a=1');
    expect(withNext('/register', '/package/abc')).toBe('/register?next=%2Fpackage%2Fabc');
    expect(withNext('/register', '//evil.example')).toBe('/register');
    expect(nextOf('?next=https://evil.example')).toBeUndefined();
  });

  it('lands on next, else by role', () => {
    expect(landingPath('/package/abc', 'Admin')).toBe('/package/abc');
    expect(landingPath(undefined, 'Admin')).toBe('/admin/dashboard');
    expect(landingPath(undefined, 'Customer')).toBe('/user-dashboard');
  });
});
