// Spec §5: the two rules of the shared inputs, kept pure so they are tested without rendering.
export type InputIssue = { code: 'pattern' } | { code: 'min'; min: number };

/**
 * An empty value is not checked: "is this field required" is the form's decision, and showing
 * 'Input error' on an untouched empty field would be noise.
 */
export function checkText(value: string, pattern?: RegExp): InputIssue | null {
  if (!pattern || value === '') return null;
  // A global or sticky RegExp keeps lastIndex between test() calls; reset it so the same value
  // always gets the same answer.
  pattern.lastIndex = 0;
  return pattern.test(value) ? null : { code: 'pattern' };
}

/** Spec wording: "if the value is below the minimum" — so the minimum itself is accepted. */
export function checkNumber(value: number | null, min?: number): InputIssue | null {
  if (value === null || min === undefined) return null;
  return value < min ? { code: 'min', min } : null;
}
