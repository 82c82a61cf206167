import { Alert, Button, Divider, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TOrganisation, ZOrganisationInput } from '@prapa/contracts/organisation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useSaveOrganisation } from '../api/save-organisation.ts';
import { monthOptions } from '../utils/month-options.ts';
import { submitErrors } from '../utils/submit-errors.ts';
import { DueRuleField, type DueRuleValues, dueRuleFrom } from './due-rule-field.tsx';
import { OrganisationLogoField } from './organisation-logo-field.tsx';

type TextKey = 'name' | 'address' | 'tax_id' | 'phone' | 'receipt_header' | 'receipt_footer';
type Texts = Record<TextKey, string>;

function dueRuleValues(rule: TOrganisation['due_rule']): DueRuleValues {
  return rule.kind === 'days_after'
    ? { kind: rule.kind, days: rule.days, day: 1 }
    : { kind: rule.kind, days: 15, day: rule.day };
}

/**
 * The utility's own details, printed on bills and receipts; one record saved as a whole. The
 * biller id is not here: the bank settings card below edits it (docs/decisions/020).
 */
export function OrganisationForm({ organisation }: { organisation: TOrganisation }) {
  const { t, i18n } = useTranslation('config-organisation');
  const save = useSaveOrganisation();
  const [texts, setTexts] = useState<Texts>({
    name: organisation.name,
    address: organisation.address,
    tax_id: organisation.tax_id,
    phone: organisation.phone,
    receipt_header: organisation.receipt_header,
    receipt_footer: organisation.receipt_footer,
  });
  const [logo, setLogo] = useState(organisation.logo);
  const [fiscalMonth, setFiscalMonth] = useState(organisation.fiscal_year_start_month);
  const [dueRule, setDueRule] = useState(() => dueRuleValues(organisation.due_rule));
  // One prefix per document series (decision 014); the series come from the server.
  const [prefixes, setPrefixes] = useState<Record<string, string>>(organisation.document_prefixes);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Texts) => (value: string) => setTexts((v) => ({ ...v, [key]: value }));
  const area = (key: keyof Texts) => ({
    value: texts[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value),
    error: errors[key],
    rows: 2,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const values = {
      ...texts,
      logo,
      fiscal_year_start_month: fiscalMonth,
      due_rule: dueRuleFrom(dueRule),
      document_prefixes: prefixes,
    };
    const checked = validateForm(ZOrganisationInput, values);
    setErrors(checked.errors);
    if (!checked.success) return;
    save.mutate(checked.data, {
      onSuccess: () => notifications.show({ color: 'green', message: t('saved') }),
      onError: (error) => {
        const found = submitErrors(error);
        setErrors(found.fields);
        setFailure(found.message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextField
          label={t('fields.name')}
          value={texts.name}
          onChange={set('name')}
          error={errors.name}
          withAsterisk
        />
        <Textarea label={t('fields.address')} {...area('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t('fields.taxId')}
            description={t('hints.taxId')}
            value={texts.tax_id}
            onChange={set('tax_id')}
            error={errors.tax_id}
            inputMode="numeric"
            maxLength={13}
          />
          <TextField
            label={t('fields.phone')}
            description={t('hints.phone')}
            value={texts.phone}
            onChange={set('phone')}
            error={errors.phone}
            inputMode="tel"
          />
        </SimpleGrid>
        <OrganisationLogoField value={logo} onChange={setLogo} error={errors.logo} />
        <Divider label={t('sections.receipt')} labelPosition="left" />
        <Textarea
          label={t('fields.receiptHeader')}
          description={t('hints.receiptHeader')}
          {...area('receipt_header')}
        />
        <Textarea
          label={t('fields.receiptFooter')}
          description={t('hints.receiptFooter')}
          {...area('receipt_footer')}
        />
        <Divider label={t('sections.billing')} labelPosition="left" />
        <Select
          label={t('fields.fiscalYearStart')}
          description={t('hints.fiscalYearStart')}
          data={monthOptions(i18n.language)}
          value={String(fiscalMonth)}
          onChange={(value) => value && setFiscalMonth(Number(value))}
          allowDeselect={false}
          maw={320}
        />
        <DueRuleField
          value={dueRule}
          onChange={setDueRule}
          errors={{ days: errors['due_rule.days'], day: errors['due_rule.day'] }}
        />
        <Divider label={t('sections.numbers')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Object.keys(prefixes).map((kind) => (
            <TextField
              key={kind}
              label={t(`prefixes.${kind}`, { defaultValue: kind })}
              description={t('hints.prefix', {
                example: `${prefixes[kind] || 'INV'}2570/000123`,
              })}
              value={prefixes[kind] ?? ''}
              onChange={(value) => setPrefixes((p) => ({ ...p, [kind]: value.toUpperCase() }))}
              error={errors[`document_prefixes.${kind}`]}
              maxLength={6}
            />
          ))}
        </SimpleGrid>
        {failure ? (
          <Alert color="red" title={t('failed')} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
