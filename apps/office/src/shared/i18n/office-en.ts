// The back office's own strings in English, the source language; office-ar.ts must have the
// same keys (a test checks it). The kit's shared strings (actions, loading, server refusals)
// come from @lamaa/ui.

/** English strings of the back office; Arabic must have exactly these keys. */
export const officeEn = {
  // The shell
  'office.brand': 'Lamaa back office',
  'office.nav-business': 'Business',
  'office.nav-branches': 'Branches',
  'office.nav-staff': 'Staff',
  'office.nav-audit': 'Audit log',
  'office.open-pos': 'Point of sale',
  'office.sign-out': 'Sign out',
  'office.signed-in-as': 'Signed in as {{name}}, {{role}}',
  'office.not-found': 'This page does not exist.',
  'office.go-home': 'Back to the back office',

  // Roles
  'office.role-owner': 'Owner',
  'office.role-manager': 'Manager',
  'office.role-cashier': 'Cashier',
  'office.role-store-keeper': 'Store-keeper',
  'office.role-unknown': 'an employee',

  // Sign-in
  'office.sign-in-title': 'Sign in to the back office',
  'office.sign-in-subtitle': 'Use the email and password you sign in with at the counter.',
  'office.email': 'Email',
  'office.password': 'Password',
  'office.sign-in': 'Sign in',
  'office.signing-in': 'Signing in...',
  'office.email-required': 'Email is required',
  'office.password-required': 'Password is required',
  'office.sign-in-failed': 'Sign-in failed. Check your email and password and try again.',

  // A role that may not open the office
  'office.refused-title': 'The back office is not open to your role',
  'office.refused-body':
    'You are signed in as {{role}}. Only the owner and branch managers can open the back office.',
  'office.refused-to-pos': 'Go to the point of sale',
  'office.refused-to-scan': 'Go to material intake',

  // Forms
  'office.save': 'Save',
  'office.saving': 'Saving...',
  'office.load-failed': 'This page could not be loaded. Check the connection and try again.',
  'office.save-failed': 'The changes could not be saved. Check the connection and try again.',
  'office.fix-fields': 'Some details need correcting. Your entries are kept below.',

  // Business
  'office.business-title': 'Business',
  'office.business-intro': 'How the business appears on receipts and tax invoices.',
  'office.legal-name-en': 'Legal name (English)',
  'office.legal-name-ar': 'Legal name (Arabic)',
  'office.address': 'Address',
  'office.trn': 'Tax Registration Number (TRN)',
  'office.trn-hint': '15 digits, as on the VAT certificate',
  'office.vat-registered': 'The business is VAT-registered',
  'office.prices-include-vat': 'Catalogue prices include VAT',
  'office.business-saved': 'Business details saved',
} as const;

/** A message key of the back office, e.g. `'office.nav-staff'`. */
export type OfficeKey = keyof typeof officeEn;
