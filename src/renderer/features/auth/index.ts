/** The auth feature, public face: the public pages the app mounts outside the shell, sign-out and the finance site. */
export { FinanceSiteButton } from './FinanceSiteButton';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { InvitePage } from './InvitePage';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { useLogout } from './useLogout';
