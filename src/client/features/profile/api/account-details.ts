import type { NameUpdate, User } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/auth/user: the caller's name -> the whole user. */
export const updateName = (names: NameUpdate) => apiRequest<User>('PATCH', '/api/auth/user', names);

/** DELETE /api/profile-image -> 204: the stored photo is deleted and the user has none. */
export const removeProfileImage = () => apiRequest<void>('DELETE', '/api/profile-image');
