import type { StatusCode } from '@prapa/domain/client-status';
import { useTranslation } from 'react-i18next';
import { useStatusLabels } from '../api/get-status-labels.ts';

/** The statuses' names as the office named them (editable under client-status settings). */
export function useStatusNames(): Partial<Record<StatusCode, string>> {
  const { i18n } = useTranslation();
  const statuses = useStatusLabels();
  const names: Partial<Record<StatusCode, string>> = {};
  for (const status of statuses.data ?? []) {
    names[status.status_code] = i18n.language === 'en' ? status.status_name_en : status.status_name;
  }
  return names;
}
