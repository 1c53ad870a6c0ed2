// The profile screen's strings in English, the source language; texts
// docs/product/sign-in-and-session.md quotes are exact.

/** English strings of the employee profile screen. */
export const profileEn = {
  'profile.title': 'Employee Profile',
  'profile.subtitle': 'Your account at this branch',
  'profile.name': 'Name',
  'profile.email': 'Email',
  'profile.user-id': 'User ID',
  'profile.business-id': 'Business ID',
  'profile.branch': 'Branch',
  'profile.not-available': 'N/A',
} as const;

/** A key of the profile screen's strings. */
export type ProfileKey = keyof typeof profileEn;
