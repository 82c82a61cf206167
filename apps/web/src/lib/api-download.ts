import { apiBaseUrl, toApiError } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { getToken, signOut } from './session.ts';
import { type QueryParams, toQueryString } from './snake-case.ts';

export type DownloadedFile = { blob: Blob; filename: string | null };

/** `attachment; filename*=UTF-8''%E0%B8%…csv` (Thai names) or a plain `filename="x.csv"`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

/**
 * A file from the API (CSV, PDF) with the bearer token, as a Blob: a plain link or
 * `window.open` could not send the Authorization header.
 */
export async function apiDownload(path: string, query?: QueryParams): Promise<DownloadedFile> {
  const headers = new Headers({ 'Accept-Language': i18n.language === 'en' ? 'en' : 'th' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}${toQueryString(query)}`, { headers });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('errors:network'));
  }
  if (!response.ok) {
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    const error = toApiError(response.status, json);
    if (response.status === 401) signOut();
    throw error;
  }
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition'));
  return { blob: await response.blob(), filename };
}

/** Hands a downloaded file to the browser's "save" as `filename`. */
export function saveFile({ blob, filename }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a tab at once (browsers only allow pop-ups in the click itself) and shows the file in it
 * when it arrives; when pop-ups are blocked the file is saved instead.
 */
export async function openFileInNewTab(
  load: () => Promise<DownloadedFile>,
  fallbackName: string,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const file = await load();
    if (!tab) {
      saveFile(file, fallbackName);
      return;
    }
    const url = URL.createObjectURL(file.blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
