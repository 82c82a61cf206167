import { Badge } from '@mantine/core';

type ActiveBadgeProps = { active: boolean; labels: { active: string; inactive: string } };

/** Green "in use" / grey "switched off", worded by the calling screen. */
export function ActiveBadge({ active, labels }: ActiveBadgeProps) {
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} radius="sm">
      {active ? labels.active : labels.inactive}
    </Badge>
  );
}
