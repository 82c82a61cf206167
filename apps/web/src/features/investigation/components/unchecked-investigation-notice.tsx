import { Alert, Anchor, Text } from '@mantine/core';
import { PAGE } from '@prapa/domain/access-list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUncheckedCount } from '../api/get-unchecked-count.ts';

/**
 * Before the bill run: how many members of the cycle are on an investigation list and not yet
 * checked ("N รายการยังไม่ได้ตรวจสอบ"), with a link to /investigation?cycle=<id> (that cycle, not
 * the open one). Nothing while loading.
 */
export function UncheckedInvestigationNotice({ cycleId }: { cycleId: number | null }) {
  const { t } = useTranslation('investigation');
  const unchecked = useUncheckedCount(cycleId);
  if (!unchecked.data) return null;
  const { count } = unchecked.data;
  return (
    <Alert
      color={count > 0 ? 'yellow' : 'green'}
      variant="light"
      data-testid="unchecked-investigation"
    >
      <Text size="sm" fw={count > 0 ? 600 : 400}>
        {count > 0 ? t('notice.count', { count: count.toLocaleString('en-US') }) : t('notice.none')}
      </Text>
      {count > 0 ? (
        <Anchor
          component={Link}
          to={`${PAGE.investigation}?cycle=${unchecked.data.cycle_id}`}
          size="sm"
        >
          {t('notice.link')}
        </Anchor>
      ) : null}
    </Alert>
  );
}
