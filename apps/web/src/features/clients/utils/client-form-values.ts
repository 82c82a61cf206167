import type { TClient, TUpdateClientParams } from '@prapa/contracts/clients';

/** What the "ข้อมูลผู้ใช้น้ำ" inputs hold; ids are null until something is picked. */
export type ClientFormValues = {
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  area: number | null;
  phone: string;
  email: string;
  tariff_group_id: number | null;
  water_no: string;
};

export const EMPTY_CLIENT_VALUES: ClientFormValues = {
  first_name: '',
  last_name: '',
  house_no: '',
  address: '',
  area: null,
  phone: '',
  email: '',
  tariff_group_id: null,
  water_no: '',
};

export function clientFormValues(client: TClient): ClientFormValues {
  return {
    first_name: client.first_name,
    last_name: client.last_name,
    house_no: client.house_no,
    address: client.address,
    area: client.area,
    phone: client.phone,
    email: client.email,
    tariff_group_id: client.tariff_group_id,
    water_no: client.waterNo ?? '',
  };
}

/** The values as the schema reads them: an unpicked id is "missing", not null. */
export function clientSchemaInput(values: ClientFormValues) {
  return {
    ...values,
    area: values.area ?? undefined,
    tariff_group_id: values.tariff_group_id ?? undefined,
  };
}

type UpdateFields = Omit<TUpdateClientParams, 'id'>;

/**
 * Only what the user changed goes into the PATCH, so an edit cannot overwrite a field somebody
 * else changed meanwhile. Compared after the schema trimmed the values.
 */
export function changedFields(before: ClientFormValues, after: UpdateFields): UpdateFields {
  const original: UpdateFields = {
    ...before,
    area: before.area ?? undefined,
    tariff_group_id: before.tariff_group_id ?? undefined,
    water_no: before.water_no === '' ? null : before.water_no,
  };
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && value !== original[key as keyof UpdateFields]) changed[key] = value;
  }
  return changed as UpdateFields;
}
