import type { TTariffVersion } from '@prapa/contracts/tariffs';

export type VersionState = 'current' | 'upcoming' | 'past';

/**
 * The version in force on `today` ('YYYY-MM-DD'): the latest effective date not after today; of
 * two on the same day the higher version number wins, as it was saved later.
 */
export function currentVersion(
  versions: readonly TTariffVersion[],
  today: string,
): TTariffVersion | null {
  let found: TTariffVersion | null = null;
  for (const version of versions) {
    if (version.effective_from > today) continue;
    const later =
      !found ||
      version.effective_from > found.effective_from ||
      (version.effective_from === found.effective_from && version.version_no > found.version_no);
    if (later) found = version;
  }
  return found;
}

export function versionState(
  version: TTariffVersion,
  current: TTariffVersion | null,
  today: string,
): VersionState {
  if (current && version.id === current.id) return 'current';
  return version.effective_from > today ? 'upcoming' : 'past';
}
