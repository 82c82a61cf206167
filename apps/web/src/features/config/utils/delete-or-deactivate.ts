import { notifications } from '@mantine/notifications';
import { confirmAction, confirmDelete } from '../../../components/ui/confirm-action.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';

export type DeleteOrDeactivateOptions = {
  /** Named in the confirmation: 'ต้องการลบ {name} ใช่หรือไม่'. */
  name: string;
  remove: () => Promise<unknown>;
  /** Offered when the server refuses because the record is in use; omit when already inactive. */
  deactivate?: (() => Promise<unknown>) | undefined;
  texts: {
    deleted: string;
    deactivated: string;
    inUseTitle: string;
    deactivateInstead: string;
  };
};

export type DeleteOutcome = 'deleted' | 'deactivated' | 'kept';

/**
 * Master data in use cannot be deleted (the server answers 409 with a message that says how
 * many records use it); switching it off keeps history intact, so that is offered instead.
 */
export async function deleteOrDeactivate(
  options: DeleteOrDeactivateOptions,
): Promise<DeleteOutcome> {
  const { name, remove, deactivate, texts } = options;
  if (!(await confirmDelete(name))) return 'kept';
  try {
    await remove();
    notifications.show({ color: 'green', message: texts.deleted });
    return 'deleted';
  } catch (error) {
    if (!isApiError(error) || error.code !== 'CONFLICT' || !deactivate) {
      showError(error);
      return 'kept';
    }
    const instead = await confirmAction({
      title: texts.inUseTitle,
      message: error.message,
      confirmLabel: texts.deactivateInstead,
    });
    if (!instead) return 'kept';
    try {
      await deactivate();
      notifications.show({ color: 'green', message: texts.deactivated });
      return 'deactivated';
    } catch (failure) {
      showError(failure);
      return 'kept';
    }
  }
}
