// The profile screen's strings in English, the source language; texts
// docs/product/sign-in-and-session.md quotes are exact.

/** English strings of the employee profile screen and its logout confirmation. */
export const profileEn = {
  'profile.title': 'Employee Profile',
  'profile.subtitle': 'Your account at this branch',
  'profile.name': 'Name',
  'profile.email': 'Email',
  'profile.user-id': 'User ID',
  'profile.business-id': 'Business ID',
  'profile.branch': 'Branch',
  'profile.not-available': 'N/A',
  'profile.logout-title': 'Logout',
  'profile.logout-text': 'You will be signed out of Lamaa and will need to log in again later.',
} as const;

/** A key of the profile screen's strings. */
export type ProfileKey = keyof typeof profileEn;
