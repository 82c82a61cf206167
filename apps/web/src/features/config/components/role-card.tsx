import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TRoleConfig } from '@prapa/contracts/roles-config';
import { useTranslation } from 'react-i18next';
import { PermissionFlagsView } from '../../../components/ui/permission-flags.tsx';
import { EditIcon } from '../../../components/ui/table-icons.tsx';
import { RolePagesList } from './role-pages-list.tsx';

export type RoleCardProps = { role: TRoleConfig; onEdit: (role: TRoleConfig) => void };

/** One role: fixed number and name, editable labels and default flags, its accounts and pages. */
export function RoleCard({ role, onEdit }: RoleCardProps) {
  const { t } = useTranslation('config-roles');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`role-${role.type}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Badge variant="filled" radius="sm" color="blue">
                {t('number', { type: role.type })}
              </Badge>
              <Badge variant="outline" radius="sm" color="gray" ff="monospace">
                {role.name}
              </Badge>
            </Group>
            <Title order={3} fz="h4" id={`role-${role.type}`}>
              {role.name_th}
            </Title>
            <Text size="sm" c="dimmed">
              {t('nameEn')}: {role.name_en}
            </Text>
          </Stack>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<EditIcon />}
            aria-label={t('editAria', { name: role.name })}
            onClick={() => onEdit(role)}
          >
            {t('edit')}
          </Button>
        </Group>
        <Text size="sm">
          {t('accountCountLabel')}:{' '}
          <Text span fw={600}>
            {t('accountCount', { count: role.account_count })}
          </Text>
        </Text>
        <Divider />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('defaultFlags')}
          </Text>
          <PermissionFlagsView flags={role.default_flags} />
        </div>
        <Divider />
        <RolePagesList pages={role.pages} />
      </Stack>
    </Paper>
  );
}
