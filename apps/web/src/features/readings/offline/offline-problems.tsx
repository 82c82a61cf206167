import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import { useTranslation } from 'react-i18next';
import { confirmAndResend, discardPending, keepMine } from './offline-state.ts';
import type { PendingReading } from './offline-store.ts';

type OfflineProblemsProps = {
  problems: readonly PendingReading[];
  rowOf: (meterId: number) => TReadingRow | undefined;
};

/**
 * Readings the server did not take: a meter someone else recorded meanwhile (the reader picks
 * which reading stays) or one it refused (confirmed and sent again, or discarded). Nothing is
 * dropped without the reader's choice.
 */
export function OfflineProblems({ problems, rowOf }: OfflineProblemsProps) {
  const { t } = useTranslation('readings');
  if (problems.length === 0) return null;
  return (
    <Alert color="red" title={t('offline.problemsTitle')} data-testid="offline-problems">
      <Stack gap="sm">
        {problems.map((problem) => {
          const row = rowOf(problem.meter_id);
          const needsAnswer =
            problem.code === 'NEEDS_ROLLOVER_CONFIRMATION' ||
            problem.code === 'NEEDS_ANOMALY_CONFIRMATION';
          return (
            <Stack key={problem.sync_id} gap={4} data-testid="offline-problem">
              <Text fw={600} size="sm">
                {row ? `${formatMemberId(row.memberId)} · ${row.fullname}` : problem.meter_id}
              </Text>
              <Text size="sm">{problem.message}</Text>
              {problem.state === 'conflict' ? (
                <Text size="sm">
                  {t('offline.conflictLine', {
                    mine: problem.current_reading,
                    theirs: problem.server_reading,
                  })}
                </Text>
              ) : null}
              <Group gap="xs" wrap="wrap">
                {problem.state === 'conflict' ? (
                  <>
                    <Button size="xs" onClick={() => void keepMine(problem)}>
                      {t('offline.keepMine', { value: problem.current_reading })}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void discardPending(problem)}
                    >
                      {t('offline.keepTheirs', { value: problem.server_reading })}
                    </Button>
                  </>
                ) : (
                  <>
                    {needsAnswer ? (
                      <Button size="xs" onClick={() => void confirmAndResend(problem)}>
                        {t('offline.confirmResend')}
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void discardPending(problem)}
                    >
                      {t('offline.discard')}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
