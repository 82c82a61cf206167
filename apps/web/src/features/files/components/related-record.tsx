import { Anchor, Text } from '@mantine/core';
import type { TFileRecord } from '@prapa/contracts/files';
import { canOpenPage, PAGE } from '@prapa/domain/access-list';
import type { RoleNumber } from '@prapa/domain/roles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Related = { label: string; to: string | null };

/**
 * What a kept file belongs to, as people name it ('รอบบิล 11/2569', 'ใบนำส่งเงิน RM2570/000012',
 * 'งานรายงาน #4'), and the page that shows that record when there is one the role may open.
 */
export function relatedRecord(
  file: Pick<TFileRecord, 'related_type' | 'related_id' | 'related_ref'>,
  t: TFunction<'files'>,
  role: RoleNumber | null,
): Related | null {
  const type = file.related_type;
  const id = file.related_id;
  if (type === null || id === null) return null;
  const ref = file.related_ref ?? `#${id}`;
  const page = (path: string) => (role !== null && canOpenPage(role, path) ? path : null);
  if (type === 'billing_cycle') return { label: t('related.billing_cycle', { ref }), to: null };
  if (type === 'remittance') {
    return {
      label: t('related.remittance', { ref }),
      to: page(`${PAGE.accounting}/remittance/${encodeURIComponent(id)}`),
    };
  }
  if (type === 'debt_letter_batch') {
    return { label: t('related.debt_letter_batch', { ref }), to: page(PAGE.debtNotification) };
  }
  // The members an import made, by their ids ('00001–00420').
  if (type === 'data_import') return { label: t('related.data_import', { ref: id }), to: null };
  if (type.startsWith('report:')) {
    return { label: t('related.report', { ref }), to: page(PAGE.reports) };
  }
  return { label: t('related.other', { ref }), to: null };
}

export function RelatedRecord({
  file,
  role,
}: {
  file: Pick<TFileRecord, 'related_type' | 'related_id' | 'related_ref'>;
  role: RoleNumber | null;
}) {
  const { t } = useTranslation('files');
  const related = relatedRecord(file, t, role);
  if (!related) return <Text size="sm">—</Text>;
  return related.to ? (
    <Anchor component={Link} to={related.to} size="sm">
      {related.label}
    </Anchor>
  ) : (
    <Text size="sm">{related.label}</Text>
  );
}
