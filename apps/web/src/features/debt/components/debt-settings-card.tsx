import { SegmentedControl, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type TDebtSettings, type TLateFeeRule, ZDebtSettings } from '@prapa/contracts/debt';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { SettingsCard, type SettingsDraft } from '../../../components/ui/settings-card.tsx';
import { useDebtSettings, useSaveDebtSettings } from '../api/debt-settings.ts';

/** ADMIN: debt letters (pay-by days, signer), the reconnection fee and the late-fee rule. */
export function DebtSettingsCard() {
  const settings = useDebtSettings();
  const save = useSaveDebtSettings();
  return (
    <SettingsCard
      query={settings}
      save={save}
      ns="debt"
      prepare={(values) => {
        const checked = ZDebtSettings.safeParse(values);
        return checked.success ? checked.data : null;
      }}
    >
      {(draft) => <DebtSettingsFields {...draft} />}
    </SettingsCard>
  );
}

function DebtSettingsFields({ values, set, update }: SettingsDraft<TDebtSettings>) {
  const { t } = useTranslation('debt');
  const setRule = (patch: Partial<TLateFeeRule>) =>
    update((v) => ({ ...v, late_fee: { ...v.late_fee, ...patch } }));
  const rule = values.late_fee;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <IntegerInput
          label={t('settings.payWithinDays')}
          value={values.pay_within_days}
          onChange={(v) => set({ pay_within_days: v ?? 0 })}
          min={1}
          max={90}
        />
        <MoneyInput
          label={t('settings.reconnectionFee')}
          description={t('settings.reconnectionFeeHelp')}
          value={values.reconnection_fee_satang}
          onChange={(v) => set({ reconnection_fee_satang: v ?? 0 })}
          min={0}
        />
        <TextInput
          label={t('settings.signerName')}
          value={values.signer_name}
          onChange={(e) => set({ signer_name: e.currentTarget.value })}
          maxLength={120}
        />
        <TextInput
          label={t('settings.signerPosition')}
          value={values.signer_position}
          onChange={(e) => set({ signer_position: e.currentTarget.value })}
          maxLength={120}
        />
      </SimpleGrid>
      <Switch
        label={t('settings.lateFee.enabled')}
        description={t('settings.lateFee.help')}
        checked={rule.enabled}
        onChange={(e) => setRule({ enabled: e.currentTarget.checked })}
      />
      {rule.enabled ? (
        <Stack gap="sm" pl={{ base: 0, sm: 'md' }}>
          <SegmentedControl
            aria-label={t('settings.lateFee.mode')}
            value={rule.mode}
            onChange={(mode) => setRule({ mode: mode as TLateFeeRule['mode'] })}
            data={[
              { value: 'fixed', label: t('settings.lateFee.fixed') },
              { value: 'percent', label: t('settings.lateFee.percent') },
            ]}
            w="fit-content"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {rule.mode === 'fixed' ? (
              <MoneyInput
                label={t('settings.lateFee.amount')}
                value={rule.fixed_satang}
                onChange={(v) => setRule({ fixed_satang: v ?? 0 })}
                min={0}
              />
            ) : (
              // Basis points are hundredths of a percent: typed as '1.50' like a VAT rate.
              <MoneyInput
                label={t('settings.lateFee.rate')}
                value={rule.rate_bp}
                onChange={(v) => setRule({ rate_bp: v ?? 0 })}
                min={0}
                max={10_000}
              />
            )}
            <IntegerInput
              label={t('settings.lateFee.afterDays')}
              value={rule.after_days}
              onChange={(v) => setRule({ after_days: v ?? 0 })}
              min={1}
              max={365}
            />
            <Select
              label={t('settings.lateFee.base')}
              value={rule.base}
              onChange={(base) => base && setRule({ base: base as TLateFeeRule['base'] })}
              data={[
                { value: 'bill', label: t('settings.lateFee.baseBill') },
                { value: 'balance', label: t('settings.lateFee.baseBalance') },
              ]}
              allowDeselect={false}
            />
            <MoneyInput
              label={t('settings.lateFee.cap')}
              description={t('settings.lateFee.capHelp')}
              value={rule.cap_satang}
              onChange={(v) => setRule({ cap_satang: v === null || v === 0 ? null : v })}
              min={0}
            />
          </SimpleGrid>
        </Stack>
      ) : null}
    </>
  );
}
