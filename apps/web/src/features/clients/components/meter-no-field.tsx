import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useMeterDuplicate } from '../api/lookup-meter-duplicate.ts';

export type MeterNoFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Member id of the client whose own meter this may be (replace form). */
  clientId?: string;
  label?: string;
};

/** The meter number, checked against installed meters once typing pauses. */
export function MeterNoField({ value, onChange, error, clientId, label }: MeterNoFieldProps) {
  const { t } = useTranslation('clients');
  const duplicate = useMeterDuplicate(value, clientId);
  const taken = duplicate?.duplicate === true && value.trim() !== '';

  return (
    <div>
      <TextField
        label={label ?? t('fields.meterNo')}
        description={t('hints.meterNo')}
        value={value}
        onChange={onChange}
        error={error}
        withAsterisk
        autoComplete="off"
      />
      {/* Always present, so screen readers announce the warning when it appears. */}
      <div role="status" aria-live="polite">
        {taken ? (
          <Text c="orange.9" size="sm" mt={4} fw={500}>
            {t('meterDuplicate', {
              meterNo: value.trim(),
              name: duplicate.fullname ?? '',
              clientId: duplicate.client_id ?? '',
            })}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
