import { Code, Stack, Text } from '@mantine/core';
import type { TAuditEntry } from '@prapa/contracts/audit';
import { useTranslation } from 'react-i18next';

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown) =>
  value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Before and after of one entry, one line per field: "field: before → after" when both sides
 * are objects, else each side as it was recorded.
 */
export function AuditChange({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('audit');
  const { before, after } = entry;
  if (before == null && after == null) {
    return (
      <Text size="xs" c="dimmed">
        {t('noDetails')}
      </Text>
    );
  }
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return (
      <Stack gap={0}>
        {keys.map((key) => {
          const changed = before != null && JSON.stringify(b[key]) !== JSON.stringify(a[key]);
          return (
            <Text key={key} size="xs" style={{ wordBreak: 'break-word' }}>
              <Text span size="xs" c="dimmed">
                {key}:{' '}
              </Text>
              {before == null ? (
                show(a[key])
              ) : (
                <Text span size="xs" fw={changed ? 600 : 400}>
                  {show(b[key])} → {show(a[key])}
                </Text>
              )}
            </Text>
          );
        })}
      </Stack>
    );
  }
  return (
    <Code block fz="xs">
      {`${show(before)} → ${show(after)}`}
    </Code>
  );
}
