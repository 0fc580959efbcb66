/** Texts of spec section 8, shown when the server gives none of its own. */
export const ERROR_TEXTS = {
  timeout: 'Request time out! Please try again.',
  upgrade: 'We have had some significant upgrades for the app. Please click below to upgrade your app!',
  noResponse: 'Fail to fetch',
  generic: 'Something wrong. Please try again.',
  oops: 'Oops! Some thing wrong!',
  noPermission: "You DON'T have permission.",
} as const;
