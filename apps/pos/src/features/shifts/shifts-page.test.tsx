import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, fakeApi, resetFakeApi } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';

const drawer = {
  id: 3,
  title: 'Main Till',
  name: { en: 'Main Till', ar: 'الصندوق' },
  type: 'cash',
};
// Half past nine on a UTC evening: half past one the next morning in Dubai.
const shift = {
  id: 8,
  vault_id: 3,
  vault_title: 'Main Till',
  branch_id: 1,
  opened_by: 1,
  opened_at: '2026-11-26T21:30:00Z',
  float: 200,
};

beforeAll(() => {
  // The till keeps UTC, as a tablet set up abroad or never set may.
  vi.stubEnv('TZ', 'UTC');
  fakeApi.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() =>
  fakeApi.use(
    http.get(`${API}/pos/vaults`, () => HttpResponse.json([drawer])),
    http.get(`${API}/pos/shifts/open`, () => HttpResponse.json({ data: [shift] })),
  ),
);
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
