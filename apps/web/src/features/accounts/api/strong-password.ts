import { ZNewPassword } from '@prapa/contracts/accounts';
import { V } from '@prapa/contracts/validation-keys';
import { isStrongPassword } from '@prapa/domain/password-strength';

/** The contract's password plus the strength rule the server also enforces (spec §5: strong). */
export const ZStrongPassword = ZNewPassword.refine(isStrongPassword, { message: V.passwordWeak });
