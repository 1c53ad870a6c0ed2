// The demo business made VAT-registered for the tax specs (the seed's is not), and back.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/lamaa-server.js';
import { expect } from '../fixtures/lamaa-test.js';
import { bearer } from './api-as.js';

/** The business's TRN the tax specs print and read. */
export const BUSINESS_TRN = '100234567800003';

/** Saves the demo business as the owner would, VAT-registered or not, prices before VAT. */
export async function setVatRegistered(
  request: APIRequestContext,
  registered: boolean,
): Promise<void> {
  const headers = await bearer(request, DEMO_OWNER);
  const saved = await request.put('/api/office/business', {
    headers,
    data: {
      legal_name: { en: 'Lamaa Car Care LLC', ar: 'لمعة للعناية بالسيارات ذ.م.م' },
      address: 'Al Quoz 3, Dubai',
      trn: BUSINESS_TRN,
      vat_registered: registered,
      prices_include_vat: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
