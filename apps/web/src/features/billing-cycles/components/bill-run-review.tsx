import { Alert, Anchor, Badge, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { TBillRunReview } from '@prapa/contracts/invoice-corrections';
import { PAGE } from '@prapa/domain/access-list';
import { formatMemberId } from '@prapa/domain/member-id';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/show-error.ts';

export type BillRunReviewProps = {
  cycleId: number;
  review: TBillRunReview | undefined;
  loading: boolean;
  error: unknown;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /**
   * Slot for the investigation feature (another branch): a notice such as "N rows not yet
   * checked in investigation", shown above the flagged readings. Nothing is shown when absent.
   */
  investigationNotice?: ReactNode;
};

/**
 * What the bill run is about to do (decision 012): how many invoices, whether the cycle's month
 * has started, and the readings flagged high, low, estimated, rolled over or after a meter
 * replacement, each with a link to the reading screen. Issuing with flagged readings needs the
 * checkbox.
 */
export function BillRunReview({
  cycleId,
  review,
  loading,
  error,
  confirmed,
  onConfirmedChange,
  investigationNotice,
}: BillRunReviewProps) {
  const { t } = useTranslation('invoice-corrections');
  if (loading) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('review.loading')}</Text>
      </Group>
    );
  }
  if (error || !review) {
    return error ? (
      <Alert color="orange" role="alert">
        {errorMessage(error)}
      </Alert>
    ) : null;
  }
  return (
    <Stack gap="sm" data-testid="bill-run-review">
      {review.can_bill ? null : (
        <Alert color="red" role="alert">
          {t('review.notStarted', { date: formatDocumentDate(review.billable_from) })}
        </Alert>
      )}
      <Text fw={600}>
        {review.to_issue > 0
          ? t('review.toIssue', { count: review.to_issue })
          : t('review.nothing')}
      </Text>
      {investigationNotice}
      {review.flagged_total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('review.noFlagged')}
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={600} c="orange.8">
            {t('review.flaggedTitle', { count: review.flagged_total })}
          </Text>
          <Table.ScrollContainer minWidth={320} mah={260}>
            <Table
              fz="sm"
              striped
              withTableBorder
              aria-label={t('review.flaggedTitle', { count: review.flagged_total })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('review.member')}</Table.Th>
                  <Table.Th ta="right">{t('review.units')}</Table.Th>
                  <Table.Th>{t('review.why')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {review.flagged.map((row) => (
                  <Table.Tr key={row.reading_id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${PAGE.manageMeter}?cycle=${cycleId}&q=${formatMemberId(row.memberId)}`}
                        size="sm"
                        aria-label={t('review.openNamed', { name: row.fullname })}
                      >
                        {row.fullname}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {row.house_no} · {row.area_name} · {row.previous_reading} →{' '}
                        {row.current_reading}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {row.units.toLocaleString('en-US')}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {row.flags.map((flag) => (
                          <Badge
                            key={flag}
                            size="sm"
                            variant="light"
                            tt="none"
                            color={flag === 'high' || flag === 'low' ? 'orange' : 'blue'}
                          >
                            {t(`review.flag.${flag}`)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {review.flagged.length < review.flagged_total ? (
            <Text size="xs" c="dimmed">
              {t('review.flaggedMore', {
                shown: review.flagged.length,
                total: review.flagged_total,
              })}
            </Text>
          ) : null}
          <Checkbox
            label={t('review.confirmFlagged')}
            checked={confirmed}
            onChange={(event) => onConfirmedChange(event.currentTarget.checked)}
          />
        </Stack>
      )}
    </Stack>
  );
}
