import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SimpleTablePaginationProps = {
  total: number;
  value: number;
  onChange: (page: number) => void;
};

/** SimpleTable's page buttons, in a module of their own (loaded when a table has pages). */
export function SimpleTablePagination({ total, value, onChange }: SimpleTablePaginationProps) {
  const { t } = useTranslation('ui');
  return (
    <Pagination
      size="sm"
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('table.previousPage') }
          : control === 'next'
            ? { 'aria-label': t('table.nextPage') }
            : {}
      }
      getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
    />
  );
}
