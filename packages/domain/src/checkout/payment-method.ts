/** The payment methods of the checkout (API: `cash`, `visa`, `online`, `bank_account`). */
export type PaymentMethod = 'cash' | 'visa' | 'online' | 'bank_account';
