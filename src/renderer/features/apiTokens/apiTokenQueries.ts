import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCaller } from '../../../shared/api/apiCaller';
import type { CreateApiTokenBody } from '../../../shared/domain/apiTokens';
import { useApi } from '../../core/bridge';

const tokensKey = ['apiTokens'] as const;

/** `GET /apiTokens`: one person's tokens (the profile), or everyone's (a manager's Settings tab). */
export const apiTokensQuery = (call: ApiCaller, userId: number | null) =>
  queryOptions({
    queryKey: [...tokensKey, userId ?? 'everyone'],
    queryFn: () => call('GET /apiTokens', { query: userId === null ? {} : { userId } }),
  });

/** Making and revoking tokens; every token list reloads after each. */
export function useApiTokenMutations() {
  const call = useApi();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: tokensKey });
  const create = useMutation({
    mutationFn: (body: CreateApiTokenBody) => call('POST /apiTokens', { body }),
    onSettled,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => call('DELETE /apiTokens/:id', { params: { id } }),
    onSettled,
  });
  return { create, revoke };
}
