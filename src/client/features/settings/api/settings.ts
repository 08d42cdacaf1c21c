import { queryOptions } from '@tanstack/react-query';
import type { SettingName, Settings } from '../../../../shared/account-options';
import { apiRequest } from '../../../lib/api-client';
import { answeredInPage } from '../../../lib/query-client';

/** GET /api/settings: the four switches of Notifications and Privacy & Security. */
export const settingsQueryOptions = queryOptions({
  queryKey: ['/api/settings'],
  queryFn: () => apiRequest<Settings>('GET', '/api/settings'),
  meta: answeredInPage,
});

/** PATCH /api/settings with only the changed switch; answers with all four. */
export const updateSetting = (name: SettingName, value: boolean) =>
  apiRequest<Settings>('PATCH', '/api/settings', { [name]: value });
