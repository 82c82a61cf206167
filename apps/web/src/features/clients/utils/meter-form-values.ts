/** What the meter inputs hold; a meter type is null until picked, a reading while empty. */
export type MeterFormValues = {
  meter_no: string;
  meter_type_id: number | null;
  initial_reading: number | null;
  installed_on: string | null;
};

export function emptyMeterValues(today: string): MeterFormValues {
  return { meter_no: '', meter_type_id: null, initial_reading: 0, installed_on: today };
}

/** The values as the schema reads them: empty inputs are "missing", so zod says which. */
export function meterSchemaInput(values: MeterFormValues) {
  return {
    ...values,
    meter_type_id: values.meter_type_id ?? undefined,
    initial_reading: values.initial_reading ?? undefined,
    installed_on: values.installed_on ?? undefined,
  };
}
