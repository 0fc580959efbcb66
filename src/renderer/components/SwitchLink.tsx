import { Button, ButtonVariant, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router';

/** Props of {@link SwitchLink}. */
export interface SwitchLinkProps {
  readonly to: string;
  readonly text: string;
  readonly icon: IconName;
}

/** A list toolbar's link to its sibling list (everyone's requests and one's own, all fines and one's own). */
export function SwitchLink({ to, text, icon }: SwitchLinkProps) {
  const navigate = useNavigate();
  return <Button variant={ButtonVariant.OUTLINED} icon={icon} text={text} onClick={() => void navigate(to)} />;
}
