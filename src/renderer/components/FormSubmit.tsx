import { Button, Intent, type IconName } from '@blueprintjs/core';
import { FormErrorCallout } from './FormErrorCallout';

/** Props of {@link FormSubmit}. */
export interface FormSubmitProps {
  /** The mutation the form submits: its error shows above the button, which spins while it runs. */
  readonly mutation: { readonly error: unknown; readonly isPending: boolean };
  readonly text: string;
  readonly icon?: IconName;
  /** Stretch the button to the form's width. @default false */
  readonly fill?: boolean;
}

/** The server's error, if any, and the submit button at the foot of a form. */
export function FormSubmit({ mutation, text, icon, fill = false }: FormSubmitProps) {
  return (
    <>
      <FormErrorCallout error={mutation.error} />
      <Button type="submit" intent={Intent.PRIMARY} icon={icon} fill={fill} loading={mutation.isPending} text={text} />
    </>
  );
}
