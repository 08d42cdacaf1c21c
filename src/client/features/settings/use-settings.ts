import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { defaultSettings, type SettingName, type Settings } from '../../../shared/account-options';
import { toast } from '../../components/ui/use-toast';
import { userQueryOptions } from '../../lib/auth';
import { useNotifyError } from '../../lib/notify-error';
import { settingsQueryOptions, updateSetting } from './api/settings';
import { settingUpdatedText } from './setting-copy';

export const SETTING_FAILED_MESSAGE = 'Failed to update the setting. Please try again.';

const settingsMutationKey = ['settings', 'update'];

function writeSetting(queryClient: QueryClient, name: SettingName, value: boolean) {
  queryClient.setQueryData<Settings>(settingsQueryOptions.queryKey, (settings) =>
    settings ? { ...settings, [name]: value } : settings,
  );
  // The user carries the usage-data choice, which the analytics consent follows at once.
  if (name === 'shareUsageData') {
    queryClient.setQueryData(userQueryOptions.queryKey, (user) => (user ? { ...user, shareUsageData: value } : user));
  }
}

/**
 * The saved switches: the new value shows at once, is sent as a PATCH of that
 * switch alone, and goes back with an error notice if the save fails. Saves
 * run one after another (one scope), so quick toggles reach the server in order.
 */
export function useSettings() {
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const query = useQuery(settingsQueryOptions);

  const mutation = useMutation({
    mutationKey: settingsMutationKey,
    scope: { id: 'settings' },
    mutationFn: ({ name, value }: { name: SettingName; value: boolean }) => updateSetting(name, value),
    onMutate: async ({ name, value }) => {
      await queryClient.cancelQueries({ queryKey: settingsQueryOptions.queryKey });
      const previous = queryClient.getQueryData(settingsQueryOptions.queryKey)?.[name] ?? defaultSettings[name];
      writeSetting(queryClient, name, value);
      return { previous };
    },
    onError: (error, { name }, context) => {
      if (context) writeSetting(queryClient, name, context.previous);
      notifyError(error, SETTING_FAILED_MESSAGE);
    },
    onSuccess: (saved, { name, value }) => {
      // The server's answer is the truth once no other save is still on its way.
      if (queryClient.isMutating({ mutationKey: settingsMutationKey }) <= 1) {
        queryClient.setQueryData(settingsQueryOptions.queryKey, saved);
      }
      toast({ title: 'Setting Updated', description: settingUpdatedText(name, value) });
    },
    onSettled: (_data, _error, { name }) => {
      if (name === 'shareUsageData') void queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
    },
  });

  return {
    settings: query.data,
    isPending: query.isPending,
    isError: query.isError,
    isRefetching: query.isRefetching,
    refetch: query.refetch,
    setSetting: (name: SettingName, value: boolean) => mutation.mutate({ name, value }),
  };
}
