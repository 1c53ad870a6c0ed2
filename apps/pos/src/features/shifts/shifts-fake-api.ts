// The shifts screen's fake server for the jsdom tests: one cash drawer with a shift open on it.
import { http, HttpResponse } from 'msw';
import { API } from '../../test/fake-api.js';

/** The branch's one cash drawer. */
export const drawer = {
  id: 3,
  title: 'Main Till',
  name: { en: 'Main Till', ar: 'الصندوق' },
  type: 'cash',
};

/** The shift open on it since half past nine on a UTC evening (half past one in Dubai). */
export const openShift = {
  id: 8,
  vault_id: 3,
  vault_title: 'Main Till',
  branch_id: 1,
  opened_by: 1,
  opened_at: '2026-11-26T21:30:00Z',
  float: 200,
};

/** The drawers and the open shifts, as the screen loads them. */
export const shiftsHandlers = [
  http.get(`${API}/pos/vaults`, () => HttpResponse.json([drawer])),
  http.get(`${API}/pos/shifts/open`, () => HttpResponse.json({ data: [openShift] })),
];
