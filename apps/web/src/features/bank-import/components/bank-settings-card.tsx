import { Button, Group, TagsInput, Text, TextInput } from '@mantine/core';
import type { TBankAccount, TBankSettings } from '@prapa/contracts/bank-import';
import { isValidBillerId } from '@prapa/domain/bill-payment-codes';
import { useTranslation } from 'react-i18next';
import { SettingsCard, type SettingsDraft } from '../../../components/ui/settings-card.tsx';
import { useBankSettings, useSaveBankSettings } from '../api/bank-import-api.ts';

/** ADMIN: biller id, the accounts that receive bill payments, the accepted channels. */
export function BankSettingsCard() {
  const settings = useBankSettings();
  const save = useSaveBankSettings();
  return (
    <SettingsCard
      query={settings}
      save={save}
      ns="bank-import"
      prepare={({ biller_id, accounts, accepted_channels }) => ({
        biller_id,
        accounts,
        accepted_channels,
      })}
      saveDisabled={({ biller_id }) => !billerIdOk(biller_id)}
    >
      {(draft) => <BankSettingsFields {...draft} />}
    </SettingsCard>
  );
}

/** Blank (not used) or a 15-digit biller id with a correct check digit. */
function billerIdOk(billerId: string): boolean {
  return billerId === '' || isValidBillerId(billerId);
}

function BankSettingsFields({ values, set, update }: SettingsDraft<TBankSettings>) {
  const { t } = useTranslation('bank-import');
  const tv = useTranslation('validation').t;
  const setAccounts = (change: (accounts: TBankAccount[]) => TBankAccount[]) =>
    update((v) => ({ ...v, accounts: change(v.accounts) }));
  const setAccount = (index: number, patch: Partial<TBankAccount>) =>
    setAccounts((all) => all.map((a, i) => (i === index ? { ...a, ...patch } : a)));

  return (
    <>
      <TextInput
        label={t('settings.billerId')}
        description={t('settings.billerIdHelp')}
        value={values.biller_id}
        onChange={(e) => set({ biller_id: e.currentTarget.value.trim() })}
        error={billerIdOk(values.biller_id) ? null : tv('v.biller_id_format')}
        maxLength={15}
        inputMode="numeric"
      />
      <Text fw={600} size="sm">
        {t('settings.accounts')}
      </Text>
      {values.accounts.map((account, index) => (
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
        value={values.accepted_channels}
        onChange={(next) => set({ accepted_channels: next.map((c) => c.trim().toUpperCase()) })}
      />
    </>
  );
}
