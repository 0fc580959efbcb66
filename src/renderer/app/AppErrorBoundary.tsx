import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_TEXTS } from '../../shared/api/errors';

interface BoundaryProps {
  readonly children: ReactNode;
  /** A new value (the path) clears a crash, so moving to another page recovers. */
  readonly resetKey: string;
}

function CrashState({ onReset }: { readonly onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      icon="error"
      title={t('errors.crash.title')}
      description={t('errors.crash.description')}
      action={<Button intent={Intent.PRIMARY} icon="refresh" text={t('common.retry')} onClick={onReset} />}
    />
  );
}

/** Catches a render failure so one broken page shows 'Oops! Some thing wrong!' instead of a blank window. */
export class AppErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(prev: BoundaryProps): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(ERROR_TEXTS.oops, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <CrashState onReset={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
