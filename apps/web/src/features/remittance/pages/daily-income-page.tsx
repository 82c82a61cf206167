import { Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Form32Panel } from '../components/form32-panel.tsx';
import { ReceiptRegister } from '../components/receipt-register.tsx';

/** /p32_dailyincome: form 32 and, on its own tab, the receipt register. */
export function DailyIncomePage() {
  const { t } = useTranslation('remittance');
  useDocumentTitle(`${t('form32.page_title')} · PRAPA`);
  return (
    <Stack gap="lg">
      <div className="prapa-no-print">
        <PageHeader title={t('form32.page_title')} description={t('form32.description')} />
      </div>
      <Tabs defaultValue="form32" keepMounted={false}>
        <Tabs.List className="prapa-no-print">
          <Tabs.Tab value="form32">{t('form32.tab')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('register.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="form32" pt="md">
          <Form32Panel />
        </Tabs.Panel>
        <Tabs.Panel value="register" pt="md">
          <ReceiptRegister />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
