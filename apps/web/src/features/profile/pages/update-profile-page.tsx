import {
  DEFAULT_PROFILE_IMAGE,
  isUploadedImagePath,
  type Profile,
  UpdateProfileInput,
} from '@leadvault/contract';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { formField } from '@/components/kit/storefront-fields';
import { PageContainer } from '@/components/layout/page-container';
import { LoadingBlock, QueryFailure, StatePanel } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { UserIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { MAX_IMAGE_BYTES, useUploadImage } from '../api/upload-image';
import { AvatarPicker } from '../components/avatar-picker';

/** /update-profile: the signed-in person's own profile page. */
export function UpdateOwnProfileRedirect() {
  const { profile } = useAuth();
  if (profile) return <Navigate to={paths.updateProfile(profile._id)} replace />;
  return (
    <PageContainer>
      <StatePanel
        tone="warning"
        icon={<UserIcon className="size-7" />}
        title="No profile yet"
        actions={
          <ButtonLink to={paths.userDashboard} variant="secondary">
            Go to Dashboard
          </ButtonLink>
        }
      >
        <p>Your account has no profile to edit. Please sign out and in again, or contact us.</p>
      </StatePanel>
    </PageContainer>
  );
}

/** /update-profile/:id: name and picture. */
export function UpdateProfilePage() {
  const { id = '' } = useParams();
  const profile = useProfile(id);

  return (
    <PageContainer narrow>
      <PageTitle
        title="Update Profile"
        eyebrow="My account"
        description="Your name and picture as they appear on your account."
      />
      <div className="mt-8">
        {profile.isPending ? (
          <LoadingBlock variant="page" label="Loading your profile..." />
        ) : profile.isError ? (
          <QueryFailure
            query={profile}
            icon={<UserIcon className="size-7" />}
            title="We couldn't load your profile"
            notFound={{
              title: 'Profile not found',
              text: 'This profile does not exist or is not yours to edit.',
              action: (
                <ButtonLink to={paths.updateProfileSelf} variant="primary">
                  Edit my profile
                </ButtonLink>
              ),
            }}
          />
        ) : (
          <ProfileForm key={profile.data._id} profile={profile.data} />
        )}
      </div>
    </PageContainer>
  );
}

/** The stored picture, or '' for none (the default silhouette counts as none). */
const storedImage = (profile: Profile) =>
  profile.profileImg === DEFAULT_PROFILE_IMAGE ? '' : profile.profileImg;

/** Only pictures uploaded here are accepted (and previewed): see UpdateProfileInput. */
const previewable = (url: string) => isUploadedImagePath(url.trim());

function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const upload = useUploadImage();
  const update = useUpdateProfile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(UpdateProfileInput, {
    defaultValues: { userName: profile.userName, profileImg: storedImage(profile) },
  });
  const { errors } = form.formState;
  const typedUrl = form.watch('profileImg') ?? '';
  const busy = upload.isPending || update.isPending;

  const filePreview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => URL.revokeObjectURL(filePreview), [filePreview]);

  const avatarSrc = filePreview || (previewable(typedUrl) ? typedUrl.trim() : '');

  const chooseFile = (chosen: File) => {
    if (!chosen.type.startsWith('image/')) {
      setFileError('Choose an image file (PNG, JPEG, WebP or GIF).');
      return;
    }
    if (chosen.size > MAX_IMAGE_BYTES) {
      setFileError('The image is larger than 5 MB.');
      return;
    }
    setFileError(null);
    // The picked file is the picture now: a typed address (refused unless it is one of our
    // uploads) must not stop the save.
    form.setValue('profileImg', '');
    form.clearErrors('profileImg');
    setFile(chosen);
  };

  const onSubmit = async (values: UpdateProfileInput) => {
    setFailure(null);
    try {
      // A chosen file wins over the typed address.
      let profileImg = values.profileImg ?? '';
      if (file) {
        profileImg = (await upload.mutateAsync(file)).file.url;
        toast.success('Image uploaded successfully!');
      }
      await update.mutateAsync({ id: profile._id, userName: values.userName, profileImg });
      toast.success('Profile updated successfully!');
      navigate(paths.userDashboard);
    } catch (error) {
      const refused = isApiError(error) && error.status > 0;
      toast.error(refused ? 'Failed to update profile' : 'Profile update failed');
      setFailure(error instanceof Error ? error.message : null);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Update profile"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col items-center gap-5 border-b border-slate-100 pb-8 sm:flex-row sm:items-center sm:gap-8">
        <AvatarPicker src={avatarSrc} onFile={chooseFile} disabled={busy} />
        <div className="min-w-0 text-center sm:text-left">
          <p className="text-lg font-semibold break-words text-slate-900">
            {profile.userName || 'Your profile'}
          </p>
          <p className="text-sm break-all text-slate-500">{profile.userEmail}</p>
          {file ? (
            <p className="mt-3 flex flex-wrap items-center justify-center gap-2 text-sm text-slate-700 sm:justify-start">
              <span className="font-medium break-all">{file.name}</span>
              <span className="text-slate-500">will be uploaded when you save.</span>
              <button
                type="button"
                onClick={() => setFile(null)}
                disabled={busy}
                className="rounded font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Remove
              </button>
            </p>
          ) : (
            <p className="mt-3 text-sm text-slate-500">
              Use the camera button to upload a picture (an image up to 5 MB).
            </p>
          )}
          {fileError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-600">
              {fileError}
            </p>
          ) : null}
        </div>
      </div>

      <div className="space-y-6 pt-8">
        {failure ? (
          <Alert variant="error" title="Your profile was not saved.">
            {failure}
          </Alert>
        ) : null}
        <TextField
          label="Your Name"
          autoComplete="name"
          required
          {...formField(form, 'userName')}
        />
        <TextField
          label="Profile Image URL"
          inputMode="url"
          placeholder="/uploads/..."
          hint={
            file
              ? 'The picture you chose will be used instead of this address.'
              : 'Optional. Upload a picture with the camera button; leave empty to use the default picture.'
          }
          error={errors.profileImg?.message}
          {...form.register('profileImg', { disabled: file !== null })}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
          <ButtonLink to={paths.userDashboard} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" isLoading={busy} loadingText="Updating Profile...">
            Update Profile
          </Button>
        </div>
      </div>
    </Form>
  );
}
