import { screen, within } from '@testing-library/react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable, type DataTableProps } from './data-table';

type Client = { id: number; memberId: string; fullname: string; status: string };

const clients: Client[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  memberId: String(i + 1).padStart(5, '0'),
  fullname: `ผู้ใช้น้ำ ${i + 1}`,
  status: i % 2 === 0 ? 'ปกติ' : 'ยกเลิก',
}));

const columns: DataTableColumn<Client>[] = [
  { accessor: 'memberId', title: 'รหัสสมาชิก', sortable: true },
  { accessor: 'fullname', title: 'ชื่อ-นามสกุล' },
];

// Selection is controlled by the screen, so the test keeps it in state like a screen would.
function Selectable({
  onSelectedRecordsChange,
}: {
  onSelectedRecordsChange: (rows: Client[]) => void;
}) {
  const [selected, setSelected] = useState<Client[]>([]);
  return (
    <DataTable<Client>
      columns={columns}
      records={clients}
      selectedRecords={selected}
      onSelectedRecordsChange={(rows) => {
        setSelected(rows);
        onSelectedRecordsChange(rows);
      }}
    />
  );
}

function renderTable(props: Partial<DataTableProps<Client>> = {}) {
  return renderWithProviders(<DataTable<Client> columns={columns} records={clients} {...props} />);
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).getAllByRole('row');
}

function rowOf(name: string) {
  return screen.getByText(name).closest('tr')!;
}

describe('DataTable', () => {
  it('shows exactly 10 skeleton rows and no data while loading', () => {
    renderTable({ loading: true });
    const rows = bodyRows();
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.querySelector('[data-skeleton]')).not.toBeNull();
    expect(screen.queryByText('ผู้ใช้น้ำ 1')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('says ไม่พบข้อมูล when there is nothing to show', () => {
    renderTable({ records: [] });
    expect(screen.getAllByText('ไม่พบข้อมูล').length).toBeGreaterThan(0);
  });

  it('names the data in the empty state when dataName is given', () => {
    renderTable({ records: [], dataName: 'ผู้ใช้น้ำ' });
    expect(screen.getAllByText('ไม่พบข้อมูล ของ ผู้ใช้น้ำ').length).toBeGreaterThan(0);
  });

  it('pages 25 rows by 10 and moves to page 2 and 3', async () => {
    const { user } = renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('ผู้ใช้น้ำ 10')).toBeInTheDocument();
    expect(screen.queryByText('ผู้ใช้น้ำ 11')).not.toBeInTheDocument();
    expect(screen.getByText('แสดง 1–10 จาก 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'หน้า 2' }));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('ผู้ใช้น้ำ 11')).toBeInTheDocument();
    expect(screen.queryByText('ผู้ใช้น้ำ 10')).not.toBeInTheDocument();
    expect(screen.getByText('แสดง 11–20 จาก 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('แสดง 21–25 จาก 25')).toBeInTheDocument();
  });

  it('asks the server for the next page when paging server-side', async () => {
    const onPageChange = vi.fn();
    const { user } = renderTable({
      records: clients.slice(0, 10),
      totalRecords: 25,
      page: 1,
      onPageChange,
    });
    expect(screen.getByText('แสดง 1–10 จาก 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('raises a row click with the row data', async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable({ onRowClick });
    await user.click(screen.getByText('ผู้ใช้น้ำ 3'));
    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(clients[2]);
  });

  it('puts edit/delete in column id, print receipt in print_receipt, print report in print_report', () => {
    renderTable({
      onEdit: vi.fn(),
      onDelete: vi.fn(),
      onPrintReceipt: vi.fn(),
      onPrintReport: vi.fn(),
    });
    const header = (title: string) => screen.getByRole('columnheader', { name: title });
    expect(header('จัดการ')).toHaveAttribute('data-accessor', 'id');
    expect(header('ใบเสร็จ')).toHaveAttribute('data-accessor', 'print_receipt');
    expect(header('รายงาน')).toHaveAttribute('data-accessor', 'print_report');
  });

  it('leaves out action columns whose handler is not given', () => {
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'จัดการ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'แก้ไข' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'ใบเสร็จ' })).not.toBeInTheDocument();
  });

  it('calls edit, delete, print receipt and print report with the row, without a row click', async () => {
    const handlers = {
      onEdit: vi.fn(),
      onDelete: vi.fn(),
      onPrintReceipt: vi.fn(),
      onPrintReport: vi.fn(),
      onRowClick: vi.fn(),
    };
    const { user } = renderTable(handlers);
    const row = within(rowOf('ผู้ใช้น้ำ 4'));

    await user.click(row.getByRole('button', { name: 'แก้ไข' }));
    await user.click(row.getByRole('button', { name: 'ลบ' }));
    await user.click(row.getByRole('button', { name: 'พิมพ์ใบเสร็จ' }));
    await user.click(row.getByRole('button', { name: 'พิมพ์รายงาน' }));

    expect(handlers.onEdit).toHaveBeenCalledExactlyOnceWith(clients[3]);
    expect(handlers.onDelete).toHaveBeenCalledExactlyOnceWith(clients[3]);
    expect(handlers.onPrintReceipt).toHaveBeenCalledExactlyOnceWith(clients[3]);
    expect(handlers.onPrintReport).toHaveBeenCalledExactlyOnceWith(clients[3]);
    expect(handlers.onRowClick).not.toHaveBeenCalled();
  });

  it('reports the rows the user ticks', async () => {
    const onSelectedRecordsChange = vi.fn();
    const { user } = renderWithProviders(
      <Selectable onSelectedRecordsChange={onSelectedRecordsChange} />,
    );

    await user.click(within(rowOf('ผู้ใช้น้ำ 2')).getByRole('checkbox'));
    await user.click(within(rowOf('ผู้ใช้น้ำ 5')).getByRole('checkbox'));
    expect(onSelectedRecordsChange).toHaveBeenLastCalledWith([clients[1], clients[4]]);

    await user.click(within(rowOf('ผู้ใช้น้ำ 2')).getByRole('checkbox'));
    expect(onSelectedRecordsChange).toHaveBeenLastCalledWith([clients[4]]);

    await user.click(screen.getByRole('checkbox', { name: 'เลือกทั้งหมดในหน้านี้' }));
    expect(onSelectedRecordsChange.mock.lastCall?.[0]).toHaveLength(10);
  });

  it('emits filter values from the filter row', async () => {
    const onFiltersChange = vi.fn();
    const { user } = renderTable({
      filters: [
        { type: 'text', name: 'q', label: 'ค้นหา' },
        {
          type: 'select',
          name: 'status',
          label: 'สถานะ',
          options: [
            { value: '1_0', label: 'ปกติ' },
            { value: '2_0', label: 'ยกเลิก' },
          ],
        },
      ],
      onFiltersChange,
    });

    await user.type(screen.getByRole('textbox', { name: 'ค้นหา' }), 'สม');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ q: 'สม', status: '' });

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(await screen.findByRole('option', { name: 'ยกเลิก' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ q: 'สม', status: '2_0' });
  });

  it('reports a new sort status when a sortable header is clicked', async () => {
    const onSortStatusChange = vi.fn();
    const sortStatus: DataTableSortStatus<Client> = {
      columnAccessor: 'memberId',
      direction: 'asc',
    };
    const { user } = renderTable({ sortStatus, onSortStatusChange });
    await user.click(screen.getByText('รหัสสมาชิก'));
    expect(onSortStatusChange).toHaveBeenCalledWith(
      expect.objectContaining({ columnAccessor: 'memberId', direction: 'desc' }),
    );
  });
});
