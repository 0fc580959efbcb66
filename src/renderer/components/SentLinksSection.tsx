import { Button, Classes, ControlGroup, InputGroup, Size, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { CopyField, type CopyFieldProps } from './CopyField';

/** The form that sends a new link: an email and what goes with it. */
export interface SendLinkForm {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  /** The email field's placeholder and accessible name. */
  readonly emailLabel: string;
  /** @default false */
  readonly emailRequired?: boolean;
  /** Controls after the email, in its group (the link's lifetime); the send button then goes under the group. @default none */
  readonly beside?: ReactNode;
  /** The send button. */
  readonly button: SendLinkButton;
  readonly sending: boolean;
  readonly onSubmit: () => void;
}

/** The send button of a {@link SendLinkForm}. */
export interface SendLinkButton {
  readonly icon: IconName;
  readonly text: string;
  /** @default none */
  readonly title?: string;
  /** @default false */
  readonly disabled?: boolean;
  /** @default none */
  readonly className?: string;
}

/** Props of {@link SentLinksSection}. */
export interface SentLinksSectionProps {
  /** Id of the heading, which names the section. */
  readonly headingId: string;
  readonly heading: string;
  /** The send form, or null when the user may not send a link. */
  readonly send: SendLinkForm | null;
  /** The link just made, shown once to copy. */
  readonly made: CopyFieldProps | null;
  /** The links sent so far, each a `SentLinkItem`; no list without any. */
  readonly items: readonly ReactNode[];
  /** What follows the list (the files received). @default none */
  readonly children?: ReactNode;
}

/** The links an order sent to its customer (upload links, review links): send one, copy it once, and the list. */
export function SentLinksSection({ headingId, heading, send, made, items, children }: SentLinksSectionProps) {
  const button = send && <Button type="submit" size={Size.SMALL} loading={send.sending} {...send.button} />;
  return (
    <section className="bo-file-links" aria-labelledby={headingId}>
      <div id={headingId} className={Classes.TEXT_MUTED}>
        {heading}
      </div>
      {send && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send.onSubmit();
          }}
        >
          <ControlGroup fill>
            <InputGroup
              type="email"
              required={send.emailRequired}
              size={Size.SMALL}
              value={send.email}
              placeholder={send.emailLabel}
              aria-label={send.emailLabel}
              onValueChange={send.onEmailChange}
            />
            {send.beside ?? button}
          </ControlGroup>
          {send.beside && button}
        </form>
      )}
      {made && <CopyField {...made} />}
      {items.length > 0 && <ul className="bo-file-links-list">{items}</ul>}
      {children}
    </section>
  );
}
