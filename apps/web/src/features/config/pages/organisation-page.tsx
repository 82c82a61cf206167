import { Paper, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../lib/organisation-query.ts';
import { BankSettingsCard } from '../../bank-import/components/bank-settings-card.tsx';
import { DebtSettingsCard } from '../../debt/components/debt-settings-card.tsx';
import { MasterDataHeader } from '../components/master-data-header.tsx';
import { OrganisationForm } from '../components/organisation-form.tsx';

/** /customconfig/organisation: name, address, tax id, logo, receipt texts, billing rules. */
export function OrganisationPage() {
  const { t } = useTranslation('config-organisation');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const organisation = useOrganisation();

  return (
    <Stack gap="lg" maw={860}>
      <MasterDataHeader title={t('title')} description={t('description')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {organisation.data ? (
          // The form keeps its own values after a save: they are what the server stored.
          <OrganisationForm organisation={organisation.data} />
        ) : (
          <Stack gap="md" aria-busy="true">
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} height={36} radius="sm" />
            ))}
          </Stack>
        )}
      </Paper>
      <BankSettingsCard />
      <DebtSettingsCard />
    </Stack>
  );
}
