import type { LamaaClient } from '@lamaa/api-client';
import { createToasts, LocaleProvider } from '@lamaa/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportCsvButton } from './export-csv-button.js';
import { officeMessages } from './i18n/office-messages.js';
import { OfficeServicesProvider } from './office-services.js';

/** The button over a toast queue of its own; it calls no API, so none is given. */
function renderButton(download: () => Promise<boolean>) {
  const toasts = createToasts();
  render(
    <LocaleProvider language="en" messages={officeMessages}>
      <OfficeServicesProvider services={{ api: {} as LamaaClient, toasts }}>
        <ExportCsvButton download={download} />
      </OfficeServicesProvider>
    </LocaleProvider>,
  );
  const messages = () => toasts.queue.visibleToasts.map((toast) => toast.content.message);
  return { messages };
}

describe('ExportCsvButton', () => {
  it('downloads on a press and says nothing when the file was made', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { messages } = renderButton(() => {
      calls += 1;
      return Promise.resolve(true);
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls).toBe(1));
    expect(messages()).toEqual([]);
  });

  it('says so in a toast when the file could not be made, and can be pressed again', async () => {
    const user = userEvent.setup();
    const { messages } = renderButton(() => Promise.resolve(false));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(messages()).toEqual(['The export could not be made. Try again.']));
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(false);
  });
});
