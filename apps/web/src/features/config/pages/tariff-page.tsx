import { Button, Grid, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TTariffGroup } from '@prapa/contracts/tariffs';
import { useState } from 'react';
import { useDeleteTariffGroup } from '../api/delete-tariff-group.ts';
import { useTariffGroups } from '../api/get-tariff-groups.ts';
import { useUpdateTariffGroup } from '../api/update-tariff-group.ts';
import { MasterDataHeader } from '../components/master-data-header.tsx';
import { TariffGroupCreateForm } from '../components/tariff-group-create-form.tsx';
import { TariffGroupDetail } from '../components/tariff-group-detail.tsx';
import { TariffGroupEditForm } from '../components/tariff-group-edit-form.tsx';
import { TariffGroupList } from '../components/tariff-group-list.tsx';
import { TariffModal } from '../components/tariff-modal.tsx';
import { TariffVersionForm } from '../components/tariff-version-form.tsx';
import { useMasterDataPage } from '../hooks/use-master-data-page.ts';

type Dialog = 'create' | 'version' | 'edit' | null;

/** /customconfig/tariff: progressive water tariffs by group, each change a new version. */
export function TariffPage() {
  const groups = useTariffGroups();
  const remove = useDeleteTariffGroup();
  const update = useUpdateTariffGroup();
  const { t, i18n, onDelete } = useMasterDataPage<TTariffGroup>('config-tariff', {
    name: (group, language) => (language === 'en' ? group.name_en : group.name_th),
    remove: remove.mutateAsync,
    deactivate: (group) =>
      update.mutateAsync({
        id: group.id,
        input: { code: group.code, name_th: group.name_th, name_en: group.name_en, active: false },
      }),
  });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const selected: TTariffGroup | undefined =
    groups.data?.find((group) => group.id === chosenId) ?? groups.data?.[0];
  const close = () => setDialog(null);
  const saved = (message: string) => {
    notifications.show({ color: 'green', message });
    close();
  };

  return (
    <Stack gap="lg">
      <MasterDataHeader
        title={t('title')}
        description={t('description')}
        action={<Button onClick={() => setDialog('create')}>{t('group.createTitle')}</Button>}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <TariffGroupList
            groups={groups.data}
            loading={groups.isPending}
            selectedId={selected?.id ?? null}
            onSelect={setChosenId}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          {selected ? (
            <TariffGroupDetail
              group={selected}
              onNewVersion={() => setDialog('version')}
              onEditGroup={() => setDialog('edit')}
              onDelete={() => onDelete(selected)}
            />
          ) : null}
        </Grid.Col>
      </Grid>
      <TariffModal opened={dialog === 'create'} onClose={close} title={t('group.createTitle')}>
        {dialog === 'create' ? (
          <TariffGroupCreateForm
            onDone={(created) => {
              if (created) {
                setChosenId(created.id);
                saved(t('group.created'));
              } else close();
            }}
          />
        ) : null}
      </TariffModal>
      <TariffModal
        opened={dialog === 'version' && selected !== undefined}
        onClose={close}
        title={t('version.title', {
          name: (i18n.language === 'en' ? selected?.name_en : selected?.name_th) ?? '',
        })}
      >
        {dialog === 'version' && selected ? (
          <TariffVersionForm
            group={selected}
            onDone={(ok) => (ok ? saved(t('version.saved')) : close())}
          />
        ) : null}
      </TariffModal>
      <Modal
        opened={dialog === 'edit' && selected !== undefined}
        onClose={close}
        title={t('group.editTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        size="lg"
        centered
      >
        {dialog === 'edit' && selected ? (
          <TariffGroupEditForm
            group={selected}
            onDone={(ok) => (ok ? saved(t('group.saved')) : close())}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
