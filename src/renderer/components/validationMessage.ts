import {
  EMAIL_REQUIRED_KEY,
  FORMAT,
  PASSWORD_INCONSISTENT_KEY,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_INCONSISTENT,
  REQUIRED,
  REQUIRED_SELECT,
  USERNAME_REQUIRED,
} from '../../shared/domain/validation/messages';

/** i18n key of each message the shared schemas of spec section 5 report. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [REQUIRED]: 'validation.required',
  [REQUIRED_SELECT]: 'validation.requiredSelect',
  [FORMAT]: 'validation.format',
  [EMAIL_REQUIRED_KEY]: 'validation.emailRequired',
  [USERNAME_REQUIRED]: 'validation.usernameRequired',
  [PASSWORD_TOO_SHORT]: 'validation.passwordMin',
  [PASSWORDS_INCONSISTENT]: 'validation.passwordInconsistent',
  [PASSWORDS_DO_NOT_MATCH]: 'validation.passwordMismatch',
  [PASSWORD_INCONSISTENT_KEY]: 'validation.passwordInconsistent',
};

const TOO_LONG = /^(?:Must be at most|The field is longer than) (\d+) characters\.$/;

/** The i18n key and values that translate a shared validation message, if it is a known one. */
export function validationMessageKey(message: string): { key: string; values?: Record<string, string> } | null {
  const key = MESSAGE_KEYS[message];
  if (key) return { key };
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? { key: 'validation.tooLong', values: { max: tooLong[1] ?? '' } } : null;
}
