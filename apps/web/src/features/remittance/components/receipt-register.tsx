import {
  Alert,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { formatBaht } from '@prapa/domain/money';
import { fiscalYearBE } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/show-error.ts';
import { useReceiptRegister } from '../api/form32.ts';
import { thaiDay } from '../thai-day.ts';

/** บัญชีคุมการใช้ใบเสร็จรับเงิน: a fiscal year's receipt numbers, by day and cashier. */
export function ReceiptRegister() {
  const { t } = useTranslation('remittance');
  const thisYear = fiscalYearBE(new Date());
  const [year, setYear] = useState(thisYear);
  const reg = useReceiptRegister(year);
  const data = reg.data;
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" className="prapa-no-print">
        <Select
          label={t('register.fiscal_year')}
          data={[thisYear - 1, thisYear].map((y) => ({ value: String(y), label: String(y) }))}
          value={String(year)}
          onChange={(v) => v && setYear(Number(v))}
          allowDeselect={false}
          w={140}
        />
        <Button onClick={() => window.print()} disabled={!data}>
          {t('register.print')}
        </Button>
      </Group>
      {reg.isPending ? <Loader /> : null}
      {reg.error ? <Alert color="red">{errorMessage(reg.error)}</Alert> : null}
      {data ? (
        <>
          <Text fw={600}>{t('register.title', { year: data.fiscal_year })}</Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Text>
              {t('register.range', { first: data.first_no ?? '-', last: data.last_no ?? '-' })}
            </Text>
            <Text>{t('register.issued', { count: data.issued })}</Text>
            <Text>{t('register.used', { count: data.used })}</Text>
            <Text>{t('register.voided', { count: data.voided })}</Text>
          </SimpleGrid>
          {data.gaps.length === 0 ? (
            <Alert color="green">{t('register.no_gaps')}</Alert>
          ) : (
            <Alert color="red">{t('register.gaps', { list: data.gaps.join(', ') })}</Alert>
          )}
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('register.date')}</Table.Th>
                  <Table.Th>{t('register.collector')}</Table.Th>
                  <Table.Th>{t('register.from_to')}</Table.Th>
                  <Table.Th ta="right">{t('register.count')}</Table.Th>
                  <Table.Th>{t('register.voided_nos')}</Table.Th>
                  <Table.Th ta="right">{t('register.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((r) => (
                  <Table.Tr key={`${r.date}-${r.first_no}`}>
                    <Table.Td>{thaiDay(r.date)}</Table.Td>
                    <Table.Td>{r.collector}</Table.Td>
                    <Table.Td>
                      {r.first_no} – {r.last_no}
                    </Table.Td>
                    <Table.Td ta="right">{r.count}</Table.Td>
                    <Table.Td>{r.voided_nos.join(', ')}</Table.Td>
                    <Table.Td ta="right">{formatBaht(r.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : null}
    </Stack>
  );
}
