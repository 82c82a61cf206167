import { openConfirmModal } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n';
import { withModals } from './modals-on-demand.tsx';

export type ConfirmActionOptions = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  /** Red confirm button for actions that cannot be undone. */
  danger?: boolean;
  /**
   * Focus the confirm button, so Enter confirms (keyboard-first screens such as meter reading).
   * Off by default: Enter on a destructive question should not be the easy answer.
   */
  focusConfirm?: boolean;
};

/**
 * Asks the user in a modal; resolves true on confirm, false on cancel or when the modal is closed
 * any other way (Escape, overlay, close button). The modals provider is mounted on first use
 * (modals-on-demand.tsx).
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  danger = false,
  focusConfirm = false,
}: ConfirmActionOptions): Promise<boolean> {
  const t = i18n.getFixedT(null, 'ui');
  return new Promise((resolve) => {
    // Mantine calls onConfirm and then onClose; the first call decides, later ones are ignored.
    void withModals(() =>
      openConfirmModal({
        title,
        children: message,
        centered: true,
        labels: { confirm: confirmLabel ?? t('confirm.confirm'), cancel: t('confirm.cancel') },
        confirmProps: {
          ...(danger ? { color: 'red' } : {}),
          ...(focusConfirm ? { 'data-autofocus': true } : {}),
        },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    );
  });
}

/**
 * The DataTable only emits `onDelete(row)`; screens call this before deleting:
 * `if (await confirmDelete(row.fullname)) remove.mutate(row.id)`.
 */
export function confirmDelete(itemName?: string): Promise<boolean> {
  const t = i18n.getFixedT(null, 'ui');
  return confirmAction({
    title: t('confirm.deleteTitle'),
    message: itemName
      ? t('confirm.deleteMessageNamed', { name: itemName })
      : t('confirm.deleteMessage'),
    confirmLabel: t('confirm.delete'),
    danger: true,
  });
}
