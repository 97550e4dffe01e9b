/** What the shell needs to know about the signed-in person (built by the app from /api/session). */
export type Viewer = {
  name: string;
  email: string;
  imageUrl: string;
  /** The profile's _id; null until a profile exists. */
  profileId: string | null;
  credits: number | null;
  /** Admin or Manager: sees the Admin button. */
  isStaff: boolean;
};

/** 'loading' while /api/session is pending; the header then shows neither Login nor the avatar. */
export type ViewerState = Viewer | null | 'loading';
