import { Modal, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TRoleConfig } from '@prapa/contracts/roles-config';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useRoles } from '../api/get-roles.ts';
import { RoleCard } from '../components/role-card.tsx';
import { RoleEditForm } from '../components/role-edit-form.tsx';

const GRID = { base: 1, lg: 2 } as const;

/** /customconfig/userrole: the four fixed roles, their labels, default flags and pages. */
export function UserRolePage() {
  const { t } = useTranslation('config-roles');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const roles = useRoles();
  const [editing, setEditing] = useState<TRoleConfig | null>(null);

  const onSaved = (role: TRoleConfig) => {
    notifications.show({ color: 'green', message: t('success', { name: role.name }) });
    setEditing(null);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('lead')} />
      {roles.isPending ? (
        <SimpleGrid cols={GRID} aria-busy>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : roles.data && roles.data.length > 0 ? (
        <SimpleGrid cols={GRID}>
          {[...roles.data]
            .sort((a, b) => a.type - b.type)
            .map((role) => (
              <RoleCard key={role.type} role={role} onEdit={setEditing} />
            ))}
        </SimpleGrid>
      ) : (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('ui:table.noRecordsOf', { name: t('dataName') })}
          </Text>
        </Paper>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('editTitle', { name: editing.name, type: editing.type }) : ''}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        size="lg"
        centered
      >
        {editing ? (
          <RoleEditForm role={editing} onSaved={onSaved} onCancel={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
