/** The picture of a profile without one of its own (a plain value: the site header shows it). */
export const DEFAULT_PROFILE_IMAGE = '/images/default-avatar.svg';
