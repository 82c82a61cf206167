import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { FILE_KINDS } from '@prapa/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/show-error.ts';
import { useCleanup, useRetention, useSaveRetention } from '../api/retention.ts';

/** ADMIN: how many days each kind of document is kept (empty = for ever), and a cleanup now. */
export function RetentionCard() {
  const { t } = useTranslation('files');
  const retention = useRetention();
  const save = useSaveRetention();
  const cleanup = useCleanup();
  const [edits, setEdits] = useState<Record<string, number | null>>({});
  const saved = new Map((retention.data ?? []).map((r) => [r.kind, r.keep_days]));
  const keepDaysOf = (kind: string) => (kind in edits ? edits[kind] : (saved.get(kind) ?? null));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={600}>{t('retention.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('retention.help')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {FILE_KINDS.map((kind) => (
            <NumberInput
              key={kind}
              label={t(`kinds.${kind}`)}
              placeholder={t('retention.forever')}
              min={1}
              max={36500}
              allowDecimal={false}
              suffix={` ${t('retention.days')}`}
              value={keepDaysOf(kind) ?? ''}
              onChange={(v) => setEdits({ ...edits, [kind]: v === '' ? null : Number(v) })}
            />
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                FILE_KINDS.map((kind) => ({ kind, keep_days: keepDaysOf(kind) ?? null })),
                { onSuccess: () => setEdits({}), onError: showError },
              )
            }
          >
            {t('retention.save')}
          </Button>
          <Button
            variant="light"
            color="red"
            loading={cleanup.isPending}
            onClick={() => cleanup.mutate(undefined, { onError: showError })}
          >
            {t('retention.cleanup')}
          </Button>
          {cleanup.data ? (
            <Text size="sm">{t('retention.cleaned', { count: cleanup.data.deleted })}</Text>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
