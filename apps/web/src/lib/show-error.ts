import { isApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

/** The server's own (translated) message when there is one; otherwise ours. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return i18n.t('errors:generic');
}

/**
 * A red notification. The notifications package loads with the signed-in layout, which shows
 * them (app/layouts/default-layout.tsx); the sign-in page shows its errors in the form, so it
 * does not carry it.
 */
export function showError(error: unknown): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      color: 'red',
      title: i18n.t('errors:title'),
      message: errorMessage(error),
      autoClose: 8000,
    }),
  );
}
