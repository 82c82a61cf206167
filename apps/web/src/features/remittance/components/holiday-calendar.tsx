import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useDeleteHoliday, useHolidays, useSaveHoliday } from '../api/remittances.ts';

const thaiDay = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? formatThaiDate(d, 'long') : iso;
};

/** The office's holidays of a year; add, rename, remove. */
export function HolidayCalendar() {
  const { t } = useTranslation('remittance');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const holidays = useHolidays(year);
  const save = useSaveHoliday();
  const remove = useDeleteHoliday();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const years = [thisYear - 1, thisYear, thisYear + 1].map((y) => ({
    value: String(y),
    label: String(y + 543),
  }));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('holidays.hint')}
        </Text>
        <Select
          label={t('holidays.year')}
          data={years}
          value={String(year)}
          onChange={(v) => v && setYear(Number(v))}
          maw={160}
          allowDeselect={false}
        />
        <Group align="flex-end" wrap="wrap">
          <ThaiDateInput
            label={t('holidays.day')}
            value={day || null}
            onChange={(next) => setDay(next ?? '')}
          />
          <TextInput
            label={t('holidays.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
          />
          <Button
            onClick={() =>
              save.mutate(
                { day, name },
                {
                  onSuccess: () => {
                    setDay('');
                    setName('');
                  },
                },
              )
            }
            disabled={!day || !name.trim()}
            loading={save.isPending}
          >
            {t('holidays.add')}
          </Button>
        </Group>
        {save.error ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Tbody>
              {(holidays.data ?? []).map((h) => (
                <Table.Tr key={h.day}>
                  <Table.Td>{thaiDay(h.day)}</Table.Td>
                  <Table.Td>{h.name}</Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('holidays.remove', { name: h.name })}
                      onClick={() => remove.mutate(h.day)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
