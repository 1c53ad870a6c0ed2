import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { DataTable, type DataColumn } from './data-table.js';
import { EmptyState } from './empty-state.js';
import { Money } from './money.js';
import { PaymentBadge } from './payment-badge.js';
import { StatusBadge } from './status-badge.js';
import { expectInside } from '../test/expect-inside.js';

interface OrderRow {
  readonly id: number;
  readonly label: string;
  readonly customer: string;
  readonly status: string;
  readonly payment: string;
  readonly total: number;
}

const rows: readonly OrderRow[] = [
  {
    id: 42,
    label: '#1042 Toyota Land Cruiser · A 12345',
    customer: 'Omar Al Mansoori',
    status: 'pending',
    payment: 'unpaid',
    total: 45000,
  },
  {
    id: 43,
    label: '#1043 Nissan Patrol · B 7788',
    customer: 'عائشة الكعبي',
    status: 'completed',
    payment: 'Paid',
    total: 120050,
  },
  {
    id: 44,
    label: '#1044 Lexus LX · C 901',
    customer: 'Rashid Al Nuaimi',
    status: 'processing',
    payment: 'partially paid',
    total: 30000,
  },
];

/** The orders table with its columns named in the current language of the story. */
function OrdersTable(props: {
  isLoading?: boolean;
  hasError?: boolean;
  isEmpty?: boolean;
  isArabic?: boolean;
  onRetry?: () => void;
}) {
  const t = useMessages();
  const h = props.isArabic
    ? { order: 'الطلب', customer: 'العميل', status: 'الحالة', payment: 'الدفع', total: 'الإجمالي' }
    : {
        order: 'Order',
        customer: 'Customer',
        status: 'Status',
        payment: 'Payment',
        total: 'Total',
      };
  const columns: DataColumn<OrderRow>[] = [
    { id: 'order', header: h.order, isRowHeader: true, render: (row) => row.label },
    { id: 'customer', header: h.customer, render: (row) => row.customer },
    { id: 'status', header: h.status, render: (row) => <StatusBadge status={row.status} /> },
    { id: 'payment', header: h.payment, render: (row) => <PaymentBadge status={row.payment} /> },
    { id: 'total', header: h.total, align: 'end', render: (row) => <Money fils={row.total} /> },
  ];
  return (
    <DataTable
      label={props.isArabic ? 'الطلبات' : 'Orders'}
      columns={columns}
      rows={props.isEmpty ? [] : rows}
      isLoading={props.isLoading}
      errorMessage={props.hasError ? t('errors.fetch-orders-failed') : undefined}
      onRetry={props.onRetry}
      emptyState={<EmptyState title={t('empty.no-orders-yet')} />}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: OrdersTable,
  args: { onRetry: fn() },
} satisfies Meta<typeof OrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
  },
};
export const WithRowsArabic = inArabic({ ...WithRows, args: { isArabic: true } });

/** Rows with a button in their last cell, between two buttons outside the table. */
function TableWithActions({ onAction }: { onAction: (id: number) => void }) {
  const columns: DataColumn<OrderRow>[] = [
    { id: 'order', header: 'Order', isRowHeader: true, render: (row) => row.label },
    { id: 'customer', header: 'Customer', render: (row) => row.customer },
    {
      id: 'actions',
      header: 'Actions',
      render: (row) => (
        <button type="button" onClick={() => onAction(row.id)}>
          Open {row.id}
        </button>
      ),
    },
  ];
  return (
    <>
      <button type="button">Before</button>
      <DataTable label="Orders" columns={columns} rows={rows} />
      <button type="button">After</button>
    </>
  );
}

/**
 * The table is one Tab stop. On a row, Up and Down move between rows and the forward arrow
 * enters its cells (ArrowLeft in Arabic); in a cell, the arrows move along the row and down
 * the column, a cell's button takes the focus, Home and End go to the row's ends, and back
 * from the first cell is the row.
 */
export const KeyboardInCells: StoryObj<typeof TableWithActions> = {
  render: (args) => <TableWithActions {...args} />,
  args: { onAction: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const isRtl = getComputedStyle(canvasElement).direction === 'rtl';
    const [forward, back] = isRtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const bodyRows = canvas.getAllByRole('row').slice(1);
    const cellsOf = (index: number) => bodyRows[index]?.querySelectorAll('td') ?? [];
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    await expect(bodyRows[0]).toHaveFocus();
    await userEvent.keyboard(`{ArrowDown}{${forward}}`);
    await expect(cellsOf(1)[0]).toHaveFocus();
    await userEvent.keyboard(`{${forward}}{${forward}}`);
    await expect(canvas.getByRole('button', { name: 'Open 43' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Open 44' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(44);
    await userEvent.keyboard(`{Home}{ArrowUp}`);
    await expect(cellsOf(1)[0]).toHaveFocus();
    await userEvent.keyboard(`{${back}}`);
    await expect(bodyRows[1]).toHaveFocus();
    // Out and back in: the table remembers where focus was.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(bodyRows[1]).toHaveFocus();
    await expect(canvasElement.querySelectorAll('tbody [tabindex="0"]')).toHaveLength(1);
  },
};
export const KeyboardInCellsArabic = inArabic(KeyboardInCells);

export const Loading: Story = { args: { isLoading: true } };
export const LoadingArabic = inArabic({ args: { isLoading: true, isArabic: true } });

export const LoadError: Story = {
  args: { hasError: true },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t['errors.fetch-orders-failed'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t['actions.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const LoadErrorArabic = inArabic({ ...LoadError, args: { hasError: true, isArabic: true } });

export const Empty: Story = { args: { isEmpty: true } };
export const EmptyArabic = inArabic({ args: { isEmpty: true, isArabic: true } });

const longRows: readonly OrderRow[] = [
  {
    id: 1042,
    label:
      '#1042 تويوتا لاند كروزر · أ ١٢٣٤٥ · غسيل خارجي كامل وتلميع الهيكل بالسيراميك وتنظيف المقصورة بالبخار',
    customer: 'عبد الرحمن بن خليفة بن سلطان النعيمي',
    status: 'waiting for payment',
    payment: 'partially paid',
    total: 1_250_050,
  },
  {
    id: 1043,
    label: '#1043 نيسان باترول · ب ٧٧٨٨ · تغيير زيت المحرك والفلاتر وفحص شامل للإطارات',
    customer: 'عائشة بنت محمد الكعبي',
    status: 'processing',
    payment: 'unpaid',
    total: 45_000,
  },
];
const longColumns: DataColumn<OrderRow>[] = [
  { id: 'order', header: 'الطلب', isRowHeader: true, render: (row) => row.label },
  { id: 'customer', header: 'العميل', render: (row) => row.customer },
  { id: 'status', header: 'الحالة', render: (row) => <StatusBadge status={row.status} /> },
  { id: 'payment', header: 'الدفع', render: (row) => <PaymentBadge status={row.payment} /> },
  { id: 'total', header: 'الإجمالي', align: 'end', render: (row) => <Money fils={row.total} /> },
];

/**
 * Long order and customer texts in a table on a tablet-wide panel (48rem): they wrap
 * inside their cells in full, so the table fits without a sideways scroll.
 */
export const LongArabicText = inArabic<Story>({
  render: () => (
    <div style={{ inlineSize: '48rem' }}>
      <DataTable label="الطلبات" columns={longColumns} rows={longRows} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const panel = canvasElement.firstElementChild;
    const frame = canvasElement.querySelector('.lm-data-table');
    if (panel === null || frame === null) throw new Error('Expected the table in its panel');
    const table = canvas.getByRole('grid');
    await expect(getComputedStyle(table).direction).toBe('rtl');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expectInside(frame, panel);
    const [first] = longRows;
    if (first === undefined) throw new Error('Expected rows');
    const label = canvas.getByRole('rowheader', { name: first.label });
    await expect(label).toHaveTextContent(first.label);
    // Wrapped onto several lines, not cut off.
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(60);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    const customer = canvas.getByText(first.customer);
    await expectInside(customer, frame);
    for (const badge of canvasElement.querySelectorAll('.lm-badge')) {
      const cell = badge.closest('[role="gridcell"]');
      if (cell === null) throw new Error('Expected each badge in a cell');
      await expectInside(badge, cell);
      // Known statuses keep their one line and are never shortened.
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
      await expect(badge.getBoundingClientRect().height).toBeLessThan(30);
    }
  },
});
