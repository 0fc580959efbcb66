import { Callout, Intent } from '@blueprintjs/core';
import { ERROR_TEXTS } from '../../shared/api/errors';

/** The server's answer to a failed submit, shown above the form's buttons. */
export function FormErrorCallout({ error }: { readonly error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error && error.message ? error.message : ERROR_TEXTS.generic;
  return (
    <Callout intent={Intent.DANGER} icon="error" role="alert" className="bo-form-error">
      {message}
    </Callout>
  );
}
