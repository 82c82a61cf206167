import { type FormEvent, useId, useState } from 'react';
import { useI18n } from './i18n.tsx';

export type BillCheckFormValues = { member_or_water_no: string; house_no: string };

type Props = {
  busy: boolean;
  /** Seconds until the server takes lookups again; the button waits that long. */
  waitSeconds: number;
  initial: BillCheckFormValues;
  onSubmit: (values: BillCheckFormValues) => void;
};

export function BillCheckForm({ busy, waitSeconds, initial, onSubmit }: Props) {
  const { t } = useI18n();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const missing = {
    member: values.member_or_water_no.trim() === '',
    house: values.house_no.trim() === '',
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing.member || missing.house || busy || waitSeconds > 0) return;
    onSubmit({
      member_or_water_no: values.member_or_water_no.trim(),
      house_no: values.house_no.trim(),
    });
  };

  const field = (
    name: keyof BillCheckFormValues,
    label: string,
    hint: string,
    invalid: boolean,
    inputMode: 'text' | 'numeric',
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        inputMode={inputMode}
        autoComplete="off"
        maxLength={30}
        aria-invalid={touched && invalid}
        aria-describedby={`${id}-${name}-hint`}
        onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      />
      <small id={`${id}-${name}-hint`} className={touched && invalid ? 'error' : undefined}>
        {touched && invalid ? t('required') : hint}
      </small>
    </div>
  );

  return (
    <form className="card no-print" onSubmit={submit} noValidate>
      <p className="intro">{t('intro')}</p>
      {field(
        'member_or_water_no',
        t('memberOrWaterNo'),
        t('memberOrWaterNoHint'),
        missing.member,
        'text',
      )}
      {field('house_no', t('houseNo'), t('houseNoHint'), missing.house, 'text')}
      <button type="submit" className="primary" disabled={busy || waitSeconds > 0}>
        {busy ? t('checking') : t('submit')}
      </button>
    </form>
  );
}
