import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AddClientForm } from '../components/add-client-form.tsx';

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
