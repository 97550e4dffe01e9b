import type { MeResponse } from '@leadvault/contract';
import { DEFAULT_PROFILE_IMAGE, isStaff } from '@leadvault/contract';
import { Outlet } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import type { Viewer, ViewerState } from '@/components/layout/types';
import { useAuth, useSignOut } from '@/features/auth';

function toViewer(me: MeResponse): Viewer {
  return {
    name: me.profile?.userName || me.user.name,
    email: me.user.email,
    imageUrl: me.profile?.profileImg || me.user.image || DEFAULT_PROFILE_IMAGE,
    profileId: me.profile?._id ?? null,
    credits: me.profile?.userPoint ?? null,
    isStaff: isStaff(me.role),
  };
}

// One element for every render: the page follows the route through the router's context, so a
// change of who is signed in does not re-render it through the frame (site-layout.tsx).
const page = <Outlet />;

/** The root route: the site frame around every page, fed with who is signed in. */
export function RootLayout() {
  const auth = useAuth();
  const signOut = useSignOut();
  // While /api/session loads the header shows a placeholder; on error it shows the signed-out
  // shell.
  const viewer: ViewerState =
    auth.status === 'loading' ? 'loading' : auth.me ? toViewer(auth.me) : null;

  return (
    <SiteLayout viewer={viewer} onSignOut={() => signOut.mutate()} isSigningOut={signOut.isPending}>
      {page}
    </SiteLayout>
  );
}
