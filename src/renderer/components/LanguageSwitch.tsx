import { Button, ButtonGroup, ButtonVariant, Intent, Size } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../shared/domain/constants';

/** The VI/EN switch of the header; i18n keeps the choice in localStorage. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <ButtonGroup data-testid="lang-switch" aria-label={t('header.language')}>
      {LANGUAGES.map((lang) => {
        const active = i18n.resolvedLanguage === lang;
        return (
          <Button
            key={lang}
            size={Size.SMALL}
            variant={active ? ButtonVariant.SOLID : ButtonVariant.MINIMAL}
            intent={active ? Intent.PRIMARY : Intent.NONE}
            aria-pressed={active}
            text={lang.toUpperCase()}
            onClick={() => void i18n.changeLanguage(lang)}
          />
        );
      })}
    </ButtonGroup>
  );
}
