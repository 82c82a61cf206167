import type { TypedNumberError } from '@prapa/domain/parse-typed-number';
import { useCallback, useState } from 'react';

/**
 * Which number fields of a form hold text that cannot be read. Their value is null then, so a
 * form must not save (null would read as "cleared"); each field already says why beside itself.
 */
export function useTypedProblems() {
  const [problems, setProblems] = useState<Record<string, TypedNumberError>>({});
  const track = useCallback((field: string, problem: TypedNumberError | null) => {
    setProblems((current) => {
      if ((current[field] ?? null) === problem) return current;
      const { [field]: _, ...rest } = current;
      return problem === null ? rest : { ...rest, [field]: problem };
    });
  }, []);
  return { track, any: Object.keys(problems).length > 0 };
}
