import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PASSKEY_ADD_TEXTS, passkeyAddError } from './passkey-add-error';

/** What @simplewebauthn/browser throws: its WebAuthnError keeps the browser's error name. */
const browserError = (name: string) =>
  Object.assign(new Error('The authenticator was previously registered'), { name });

describe('the message for a passkey that could not be added', () => {
  it('says the device already has a passkey when the browser answers InvalidStateError', () => {
    expect(passkeyAddError(browserError('InvalidStateError'))).toBe(PASSKEY_ADD_TEXTS.alreadyOnDevice);
  });

  it("shows the server's message for the name, then its message, else the generic one", () => {
    const named = new ApiError(400, '', 'Bad Request', { message: 'x', errors: { name: 'Give it a name' } });
    expect(passkeyAddError(named)).toBe('Give it a name');
    expect(passkeyAddError(new ApiError(409, '', 'Conflict', { message: 'Too many passkeys' }))).toBe(
      'Too many passkeys',
    );
    expect(passkeyAddError(browserError('SecurityError'))).toBe(PASSKEY_ADD_TEXTS.failed);
  });
});
