import { describe, expect, it } from 'vitest';
import { seedServices } from '../../test/catalogue-fake.js';
import { cellKey, changedCells, gridRows, gridValues, moveFrom } from './price-grid.js';

describe('the price grid', () => {
  const services = seedServices();
  const rows = gridRows(services);

  it('lists the options on sale of the services on sale', () => {
    expect(rows.map((row) => row.optionId)).toEqual([11, 12]);
  });

  it('sends only the cells that changed, in fils, and names the cells that hold no price', () => {
    const saved = gridValues(services);
    expect(saved[cellKey(12, 3)]).toBe('');
    const typed = { ...saved, [cellKey(12, 3)]: '80.5', [cellKey(11, 1)]: '' };
    expect(changedCells(rows, saved, typed)).toEqual({
      cells: [
        { option_id: 11, car_group_id: 1, price: 0 },
        { option_id: 12, car_group_id: 3, price: 8050 },
      ],
      invalid: [],
    });
    expect(changedCells(rows, saved, { ...saved, [cellKey(11, 2)]: '4..0' }).invalid).toEqual([
      cellKey(11, 2),
    ]);
  });

  it('moves with the arrows inside the grid, right to left in Arabic', () => {
    const size = { rows: 2, columns: 3 };
    expect(moveFrom({ row: 0, column: 0 }, 'ArrowDown', size, false)).toEqual({
      row: 1,
      column: 0,
    });
    expect(moveFrom({ row: 0, column: 0 }, 'ArrowUp', size, false)).toBeNull();
    expect(moveFrom({ row: 0, column: 0 }, 'ArrowRight', size, false)).toEqual({
      row: 0,
      column: 1,
    });
    expect(moveFrom({ row: 0, column: 0 }, 'ArrowLeft', size, true)).toEqual({ row: 0, column: 1 });
    expect(moveFrom({ row: 0, column: 2 }, 'ArrowRight', size, false)).toBeNull();
    expect(moveFrom({ row: 0, column: 1 }, 'a', size, false)).toBeNull();
  });
});
