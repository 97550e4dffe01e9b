import { Profile, type UpdateProfileInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys, profileKeys } from '@/lib/query-keys';

/** `PUT /api/update-profile/:id`: only the name and the picture can change. */
export function updateProfile({
  id,
  ...input
}: UpdateProfileInput & { id: string }): Promise<Profile> {
  return api.put(`/api/update-profile/${encodeURIComponent(id)}`, input, { schema: Profile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile._id), profile);
      // The header's avatar and name come from /api/session.
      return queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}
