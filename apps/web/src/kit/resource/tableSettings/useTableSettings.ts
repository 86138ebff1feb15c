import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PREFERENCE_CALLS, tablePreferenceKey, type TableSettings } from '@coach/domain/preferences/index.ts';
import { post } from '../../../platform/http';
import { useSessionScope } from '../../../platform/sessionScope';

/**
 * The user's layout of one table (issue 40.2), read from and saved to the server (their own
 * preference `columns:<page key>`), so it follows them to another computer. A change shows at
 * once and is saved behind; a refused save puts back what the server holds.
 */
export interface TableSettingsApi {
  settings: TableSettings | undefined;
  save: (next: TableSettings) => void;
  reset: () => void;
}

export function useTableSettings(pageKey: string): TableSettingsApi {
  const queryClient = useQueryClient();
  const key = tablePreferenceKey(pageKey);
  const queryKey = ['preference', useSessionScope(), key];
  const stored = useQuery({
    queryKey,
    queryFn: async () => (await post<TableSettings | null>(PREFERENCE_CALLS.get, { key }, { silent: true })).result,
    staleTime: Infinity, // only this user changes it, through this hook
  });
  const saving = useMutation({
    mutationFn: (value: TableSettings | null) => post(PREFERENCE_CALLS.save, { key, value }),
    onMutate: (value) => queryClient.setQueryData(queryKey, value),
    onSettled: (answer) => {
      if (!answer?.status) void queryClient.invalidateQueries({ queryKey });
    },
  });
  return {
    settings: stored.data ?? undefined,
    save: (next) => saving.mutate(next),
    reset: () => saving.mutate(null),
  };
}
