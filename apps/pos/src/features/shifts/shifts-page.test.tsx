import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import { shiftsHandlers } from './shifts-fake-api.js';

beforeAll(() => {
  // The till keeps UTC, as a tablet set up abroad or never set may.
  vi.stubEnv('TZ', 'UTC');
  fakeApi.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => fakeApi.use(...shiftsHandlers));
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => {
  fakeApi.close();
  vi.unstubAllEnvs();
});

describe('the counter shifts page', () => {
  it("says since when a drawer is open in Arabic, on the branch's clock", async () => {
    renderPos('/shifts', { signedIn: true, language: 'ar' });
    const card = await screen.findByRole('article', { name: 'الصندوق' });
    expect(card.textContent).toContain('مفتوحة من 1:30 ص');
  });
});
