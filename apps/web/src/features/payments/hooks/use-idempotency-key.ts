import { useRef } from 'react';

/**
 * One key per payment attempt. Sending the same request again (a retry after a network failure
 * or a timeout) reuses the attempt's key, so the server answers with the first result instead
 * of taking the money twice; a changed request is a new attempt with a new key.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (attempt.current?.request !== text) {
        attempt.current = { request: text, key: crypto.randomUUID() };
      }
      return attempt.current.key;
    },
    /** After a success the next payment, even an identical one, is a new attempt. */
    reset() {
      attempt.current = null;
    },
  };
}
