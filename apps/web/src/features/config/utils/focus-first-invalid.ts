/**
 * After a refused save, takes the user to the first field marked invalid; in a long form (the
 * tariff editor on a phone) the message would otherwise be off screen. Runs after React has
 * drawn the new errors.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  });
}
