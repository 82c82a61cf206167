import { useDebouncedValue as useMantineDebouncedValue } from '@mantine/hooks';

/** Spec §9: search boxes and filters wait this long after the last keystroke. */
export const DEBOUNCE_MS = 200;

/** The value as it was `delayMs` after it last changed, e.g. to send a search only once typing pauses. */
export function useDebouncedValue<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [debounced] = useMantineDebouncedValue(value, delayMs);
  return debounced;
}
