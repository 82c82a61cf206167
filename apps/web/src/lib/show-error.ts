import { notifications } from '@mantine/notifications';
import { isApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

/** The server's own (translated) message when there is one; otherwise ours. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return i18n.t('errors:generic');
}

export function showError(error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18n.t('errors:title'),
    message: errorMessage(error),
    autoClose: 8000,
  });
}
