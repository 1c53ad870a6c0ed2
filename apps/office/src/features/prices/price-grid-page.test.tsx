import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueData, catalogueHandlers } from '../../test/catalogue-fake.js';
import { officeData } from '../../test/office-fake.js';
import { renderOffice } from '../../test/render-office.js';

describe('the price grid screen', () => {
  it('edits by keyboard and saves every change in one call with Enter', async () => {
    const user = userEvent.setup();
    const data = catalogueData();
    renderOffice('/office/prices', { signedIn: true, handlers: catalogueHandlers(data) });
    expect(await screen.findByText('Prices include VAT, as the business is set.')).toBeTruthy();
    const premiumLarge = await screen.findByRole('textbox', {
      name: 'Exterior Wash, Premium, Large car',
    });
    expect(screen.queryByText('Old polish')).toBeNull();
    await user.click(premiumLarge);
    await user.keyboard('80');
    await user.keyboard('{ArrowUp}');
    const basicLarge = screen.getByRole('textbox', { name: 'Exterior Wash, Basic, Large car' });
    expect(document.activeElement).toBe(basicLarge);
    await user.keyboard('{Backspace}{Backspace}55{ArrowLeft}');
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Exterior Wash, Basic, Medium car' }),
    );
    expect(screen.getByRole('button', { name: 'Save changes (2)' })).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(data.bodies).toHaveLength(1));
    expect(data.bodies[0]).toEqual({
      method: 'PUT',
      path: '/office/service-prices',
      body: {
        prices: [
          { option_id: 11, car_group_id: 3, price: 55 },
          { option_id: 12, car_group_id: 3, price: 80 },
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Save changes (0)' })).toBeTruthy();
  });

  it('reads right to left in Arabic and says prices exclude VAT when the business is set so', async () => {
    const user = userEvent.setup();
    const office = officeData();
    office.business = { ...office.business, prices_include_vat: false };
    renderOffice('/office/prices', {
      signedIn: true,
      language: 'ar',
      data: office,
      handlers: catalogueHandlers(catalogueData()),
    });
    expect(
      await screen.findByText(
        'الأسعار لا تشمل ضريبة القيمة المضافة: تُضاف عند الكاشير، حسب إعداد المنشأة.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'غسيل خارجي، أساسي، مركبة صغيرة' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'غسيل خارجي، أساسي، مركبة متوسطة' }),
    );
    await user.clear(screen.getByRole('textbox', { name: 'غسيل خارجي، أساسي، مركبة متوسطة' }));
    await user.keyboard('4..');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('بعض البيانات تحتاج إلى تصحيح. ما أدخلته باقٍ في النموذج.'),
    ).toBeTruthy();
  });
});
