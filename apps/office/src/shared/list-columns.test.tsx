import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfficeText } from './i18n/use-office-text.js';
import { archivedColumn } from './list-columns.js';

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
