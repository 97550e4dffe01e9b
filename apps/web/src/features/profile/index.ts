// Profile: the customer's name and picture.
export { profileQueryOptions, useProfile } from './api/get-profile';
export { uploadImage } from './api/upload-image';
export { UpdateOwnProfileRedirect, UpdateProfilePage } from './pages/update-profile-page';
