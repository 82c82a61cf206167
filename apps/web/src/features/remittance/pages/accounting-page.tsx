import { Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { HolidayCalendar } from '../components/holiday-calendar.tsx';
import { PendingRemittance } from '../components/pending-remittance.tsx';
import { RemittanceList } from '../components/remittance-list.tsx';
import { RemittanceSettingsForm } from '../components/remittance-settings-form.tsx';

/** /process/accounting (ADMIN): what waits to be remitted, remittances, the cycle, holidays. */
export function AccountingPage() {
  const { t } = useTranslation('remittance');
  useDocumentTitle(`${t('accounting.title')} · PRAPA`);
  return (
    <Stack gap="lg">
      <PageHeader title={t('accounting.title')} description={t('accounting.description')} />
      <Tabs defaultValue="pending" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="pending">{t('accounting.tab_pending')}</Tabs.Tab>
          <Tabs.Tab value="list">{t('accounting.tab_list')}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('accounting.tab_settings')}</Tabs.Tab>
          <Tabs.Tab value="holidays">{t('accounting.tab_holidays')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pending" pt="md">
          <PendingRemittance />
        </Tabs.Panel>
        <Tabs.Panel value="list" pt="md">
          <RemittanceList />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <RemittanceSettingsForm />
        </Tabs.Panel>
        <Tabs.Panel value="holidays" pt="md">
          <HolidayCalendar />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
