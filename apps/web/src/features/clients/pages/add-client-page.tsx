import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AddClientForm } from '../components/add-client-form.tsx';
import { PageHeader } from '../components/page-header.tsx';

/** /addnewclient: register a water user together with the meter installed at their house. */
export function AddClientPage() {
  const { t } = useTranslation('clients');
  useDocumentTitle(`${t('add.title')} · PRAPA`);
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('add.title')} description={t('add.description')} />
      <AddClientForm />
    </Stack>
  );
}
