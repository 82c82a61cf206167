import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type MasterDataHeaderProps = { title: string; description: string; action?: ReactNode };

/** Title, one line on what the page is for, and the page's main button. */
export function MasterDataHeader({ title, description, action }: MasterDataHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2} maw={720}>
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}
