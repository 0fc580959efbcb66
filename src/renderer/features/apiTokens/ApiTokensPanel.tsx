import { Button, Classes, HTMLTable, Intent, NonIdealState, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiToken } from '../../../shared/api/endpoints/apiTokens';
import { formatDateTime } from '../../../shared/domain/format';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { useLabels } from '../../components/labels/useLabels';
import { chosenCount } from './apiTokenForm';
import { ApiTokenDialog } from './ApiTokenDialog';
import { apiTokensQuery, useApiTokenMutations } from './apiTokenQueries';
import './apiTokens.css';

/** Props of {@link ApiTokensPanel}. */
export interface ApiTokensPanelProps {
  /** Whose tokens: the signed-in user's own (with "New token"), or null for everyone's (a manager). */
  readonly userId: number | null;
}

/** What a token may do, as a tag: read-only, or how many keys (listed in its tooltip). */
function AccessTag({ token }: { readonly token: ApiToken }) {
  const { t } = useLabels();
  if (token.readOnly) return <Tag minimal>{t('apiTokens.readOnly')}</Tag>;
  const keys = Object.entries(token.permission ?? {}).flatMap(([resource, actions]) =>
    actions.map((action) => `${resource}.${action}`),
  );
  return (
    <Tooltip content={keys.join(', ')} placement="top">
      <Tag minimal intent={Intent.PRIMARY}>
        {t('apiTokens.keys', { count: chosenCount(token.permission ?? {}) })}
      </Tag>
    </Tooltip>
  );
}

/**
 * Personal access tokens: the profile's own (made there, shown once), or, in Settings, every
 * person's for a manager to revoke. A token's row shows its start, never the token.
 */
export function ApiTokensPanel({ userId }: ApiTokensPanelProps) {
  const { t } = useLabels();
  const call = useApi();
  const tokens = useQuery(apiTokensQuery(call, userId));
  const { revoke } = useApiTokenMutations();
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const everyone = userId === null;

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify.success(t('apiTokens.revoked', { name: revoking.name }));
        setRevoking(null);
      },
      onError: (error) => notify.error(error),
    });
  };

  const body = () => {
    if (tokens.isPending) return <Spinner size={24} />;
    if (tokens.isError) return <ErrorState error={tokens.error} onRetry={() => void tokens.refetch()} />;
    if (tokens.data.results.length === 0) {
      return (
        <NonIdealState
          icon="key"
          title={t('apiTokens.empty')}
          description={everyone ? undefined : t('apiTokens.emptyHint')}
        />
      );
    }
    // Expired as of the list's reading, which a revisit or a refetch renews.
    const now = tokens.dataUpdatedAt;
    return (
      <div className="bo-api-tokens-scroll">
        <HTMLTable compact striped className="bo-api-tokens-table" data-testid="api-tokens-table">
          <thead>
            <tr>
              <th>{t('apiTokens.name')}</th>
              {everyone && <th>{t('apiTokens.owner')}</th>}
              <th className="bo-api-tokens-wide">{t('apiTokens.token')}</th>
              <th>{t('apiTokens.access')}</th>
              <th>{t('apiTokens.expiresAt')}</th>
              <th>{t('apiTokens.lastUsed')}</th>
              <th className="bo-api-tokens-wide">{t('apiTokens.createdAt')}</th>
              <th aria-label={t('apiTokens.revoke')} />
            </tr>
          </thead>
          <tbody>
            {tokens.data.results.map((token) => {
              const expired = new Date(token.expiresAt).getTime() <= now;
              return (
                <tr key={token.id} data-token={token.name}>
                  <td className="bo-api-tokens-name">{token.name}</td>
                  {everyone && <td>{token.ownerName ?? `#${token.userId}`}</td>}
                  <td className={`${Classes.MONOSPACE_TEXT} bo-api-tokens-wide`}>{token.shown}…</td>
                  <td>
                    <AccessTag token={token} />
                  </td>
                  <td>
                    {expired ? (
                      <Tag minimal intent={Intent.DANGER}>
                        {t('apiTokens.expired')}
                      </Tag>
                    ) : (
                      formatDateTime(token.expiresAt)
                    )}
                  </td>
                  <td className={token.lastUsedAt ? undefined : Classes.TEXT_MUTED}>
                    {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('apiTokens.never')}
                  </td>
                  <td className="bo-api-tokens-wide">{formatDateTime(token.createdAt)}</td>
                  <td className="bo-api-tokens-actions">
                    <Button
                      size="small"
                      variant="minimal"
                      intent={Intent.DANGER}
                      icon="disable"
                      text={t('apiTokens.revoke')}
                      onClick={() => setRevoking(token)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    );
  };

  return (
    <div className="bo-api-tokens" data-testid="api-tokens-panel">
      <div className="bo-api-tokens-toolbar">
        <span className={Classes.TEXT_MUTED}>{t(everyone ? 'apiTokens.introAll' : 'apiTokens.intro')}</span>
        {!everyone && (
          <Button intent={Intent.PRIMARY} icon="add" text={t('apiTokens.new')} onClick={() => setMaking(true)} />
        )}
      </div>
      {body()}
      {making && <ApiTokenDialog onClose={() => setMaking(false)} />}
      <ConfirmDialog
        isOpen={revoking !== null}
        message={t('apiTokens.revokeConfirm', { name: revoking?.name ?? '' })}
        confirmText={t('apiTokens.revoke')}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
