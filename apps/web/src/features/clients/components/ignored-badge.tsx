import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown only for clients left out of the bill run. */
export function IgnoredBadge({ ignored }: { ignored: boolean }) {
  const { t } = useTranslation('clients');
  if (!ignored) return null;
  return (
    <Badge color="grape" variant="light" radius="sm" tt="none">
      {t('badges.ignored')}
    </Badge>
  );
}
