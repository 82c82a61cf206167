import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { deleteOrDeactivate } from '../utils/delete-or-deactivate.ts';

type MasterRecord = { id: number; active: boolean };

export type MasterDataPageOptions<T extends MasterRecord> = {
  /** Named in the delete confirmation; `language` is the interface's (th or en). */
  name: (record: T, language: string) => string;
  remove: (id: number) => Promise<unknown>;
  /** Saves the record switched off; offered only while it is active and in use. */
  deactivate: (record: T) => Promise<unknown>;
};

/**
 * What the master-data pages (areas, meter types, tariff groups) share: the document title from
 * the namespace's `title`, and a delete that offers to switch the record off when the server
 * says it is in use, with the namespace's `delete.*` texts.
 */
export function useMasterDataPage<T extends MasterRecord>(
  namespace: string,
  options: MasterDataPageOptions<T>,
) {
  const { t, i18n } = useTranslation(namespace);
  useDocumentTitle(`${t('title')} · PRAPA`);
  const onDelete = (record: T) =>
    deleteOrDeactivate({
      name: options.name(record, i18n.language),
      remove: () => options.remove(record.id),
      deactivate: record.active ? () => options.deactivate(record) : undefined,
      texts: {
        deleted: t('delete.deleted'),
        deactivated: t('delete.deactivated'),
        inUseTitle: t('delete.inUseTitle'),
        deactivateInstead: t('delete.deactivateInstead'),
      },
    });
  return { t, i18n, onDelete };
}
