import { Card, Classes, Elevation, H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Links under the card (register, forgot password). @default a link back to sign in */
  readonly footer?: ReactNode;
}

/** The centred card every public auth page sits in. */
export function AuthLayout({ title, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <main className="bo-auth">
      <div className="bo-auth-top">
        <span className="bo-auth-brand">{t('app.name')}</span>
        <LanguageSwitch />
      </div>
      <Card elevation={Elevation.TWO} className="bo-auth-card">
        <H3>{title}</H3>
        {children}
      </Card>
      <nav className={`bo-auth-footer ${Classes.TEXT_MUTED}`}>
        {footer ?? <Link to="/login">{t('auth.backToLogin')}</Link>}
      </nav>
    </main>
  );
}
