import { describe, expect, it } from 'vitest';
import { dashboardUrl } from './dashboard-url.js';

describe('dashboardUrl', () => {
  it('is the back office at /office when the build sets nothing', () => {
    expect(dashboardUrl(undefined)).toBe('/office');
    expect(dashboardUrl('')).toBe('/office');
    expect(dashboardUrl('   ')).toBe('/office');
  });

  it('is the address VITE_DASHBOARD_URL gives, trimmed', () => {
    expect(dashboardUrl(' https://office.lamaa.ae/ ')).toBe('https://office.lamaa.ae/');
  });
});
