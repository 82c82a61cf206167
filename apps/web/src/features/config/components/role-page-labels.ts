import { normalisePath, PAGE } from '@prapa/domain/access-list';
import type { TFunction } from 'i18next';

type PageKey = keyof typeof PAGE;

const KEY_BY_PATH = new Map(
  (Object.entries(PAGE) as [PageKey, string][]).map(([key, path]) => [normalisePath(path), key]),
);

/** `'*'` in a role's page list means every page (DEV). */
export const ALL_PAGES = '*';

export function pageKeyForPath(path: string): PageKey | null {
  return KEY_BY_PATH.get(normalisePath(path)) ?? null;
}

/**
 * A page's name as the menu shows it; pages without a menu entry (a water user's billing) have
 * their own label, and an unknown path is shown as it is.
 */
export function rolePageLabel(t: TFunction, path: string): string {
  const key = pageKeyForPath(path);
  if (!key) return path;
  return t([`menu:items.${key}`, `config-roles:pageLabels.${key}`], { defaultValue: path });
}
