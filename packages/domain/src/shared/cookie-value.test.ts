import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value.js';

describe('cookieValue', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(cookieValue('flag; a=1; lamaa_token=x%3Dy; b=2', 'lamaa_token')).toBe('x=y');
    expect(cookieValue('lamaa_language=ar', 'lamaa_language')).toBe('ar');
  });

  it('keeps an equals sign inside the value', () => {
    expect(cookieValue('t=abc==', 't')).toBe('abc==');
  });

  it('answers null for a missing or empty cookie, or an empty string', () => {
    expect(cookieValue('other=1', 'lamaa_token')).toBeNull();
    expect(cookieValue('lamaa_token=', 'lamaa_token')).toBeNull();
    expect(cookieValue('', 'lamaa_token')).toBeNull();
  });

  it('does not match a cookie whose name only ends or starts with the name', () => {
    expect(cookieValue('xlamaa_token=1; lamaa_tokens=2', 'lamaa_token')).toBeNull();
  });

  it('takes a value that is not valid percent-encoding as it is', () => {
    expect(cookieValue('t=%E0%A4%A', 't')).toBe('%E0%A4%A');
  });
});
