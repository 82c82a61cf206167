import { Button, Group, Paper, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TBankAccount, TBankSettings } from '@prapa/contracts/bank-import';
import { isValidBillerId } from '@prapa/domain/bill-payment-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/show-error.ts';
import { useBankSettings, useSaveBankSettings } from '../api/bank-import-api.ts';

/** ADMIN: biller id, the accounts that receive bill payments, the accepted channels. */
export function BankSettingsCard() {
  const settings = useBankSettings();
  if (!settings.data) return null;
  return <BankSettingsForm initial={settings.data} />;
}

function BankSettingsForm({ initial }: { initial: TBankSettings }) {
  const { t } = useTranslation('bank-import');
  const tv = useTranslation('validation').t;
  const save = useSaveBankSettings();
  const [billerId, setBillerId] = useState(initial.biller_id);
  const [accounts, setAccounts] = useState<TBankAccount[]>(initial.accounts);
  const [channels, setChannels] = useState<string[]>(initial.accepted_channels);
  const billerError =
    billerId !== '' && !isValidBillerId(billerId) ? tv('v.biller_id_format') : null;
  const setAccount = (index: number, patch: Partial<TBankAccount>) =>
    setAccounts((all) => all.map((a, i) => (i === index ? { ...a, ...patch } : a)));

  const submit = () => {
    save
      .mutateAsync({ biller_id: billerId, accounts, accepted_channels: channels })
      .then(() => notifications.show({ color: 'teal', message: t('settings.saved') }))
      .catch(showError);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('settings.title')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('settings.title')}
        </Title>
        <TextInput
          label={t('settings.billerId')}
          description={t('settings.billerIdHelp')}
          value={billerId}
          onChange={(e) => setBillerId(e.currentTarget.value.trim())}
          error={billerError}
          maxLength={15}
          inputMode="numeric"
        />
        <Text fw={600} size="sm">
          {t('settings.accounts')}
        </Text>
        {accounts.map((account, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t('settings.bankCode')}
              value={account.bank_code}
              onChange={(e) => setAccount(index, { bank_code: e.currentTarget.value })}
              w={110}
              maxLength={3}
            />
            <TextInput
              label={t('settings.accountNo')}
              value={account.account_no}
              onChange={(e) => setAccount(index, { account_no: e.currentTarget.value })}
              w={170}
            />
            <TextInput
              label={t('settings.accountName')}
              value={account.account_name}
              onChange={(e) => setAccount(index, { account_name: e.currentTarget.value })}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Button
              variant="subtle"
              color="red"
              onClick={() => setAccounts((all) => all.filter((_, i) => i !== index))}
            >
              {t('settings.remove')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() =>
              setAccounts((all) => [...all, { bank_code: '', account_no: '', account_name: '' }])
            }
          >
            {t('settings.addAccount')}
          </Button>
        </Group>
        <TagsInput
          label={t('settings.channels')}
          description={t('settings.channelsHelp')}
          value={channels}
          onChange={(next) => setChannels(next.map((c) => c.trim().toUpperCase()))}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={billerError !== null}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
