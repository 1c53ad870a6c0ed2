import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OfficeText } from './i18n/use-office-text.js';
import { archivedColumn, RowButton } from './list-columns.js';

/** A `t` that answers each key as itself, to see which text a cell asks for. */
const keys: OfficeText = (key) => key;

describe('archivedColumn', () => {
  it('says Archived for an archived row and the list’s own word for the others', () => {
    const column = archivedColumn<{ is_archived: boolean }>(keys, 'office.on-sale');
    expect([column.id, column.header]).toEqual(['status', 'office.col-status']);
    render(
      <ul>
        <li>{column.render({ is_archived: true })}</li>
        <li>{column.render({ is_archived: false })}</li>
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'office.archived',
      'office.on-sale',
    ]);
  });
});

describe('RowButton', () => {
  it('reads out the row it acts on with its label, and acts on a press', async () => {
    const user = userEvent.setup();
    let presses = 0;
    render(<RowButton label="Freeze" name="Gold wash A 12345" onPress={() => (presses += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Freeze Gold wash A 12345' }));
    expect(presses).toBe(1);
  });

  it('cannot be pressed when disabled', () => {
    render(<RowButton label="Archive" name="Till 1" isDisabled onPress={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Archive Till 1' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
