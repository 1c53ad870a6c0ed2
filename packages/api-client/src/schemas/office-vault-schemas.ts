// The office's vaults: per branch, the payment methods each takes, archived ones too.
import * as z from 'zod/mini';
import { idSchema, localizedTextSchema, orNull } from './shared-schemas.js';

/** A vault as the office lists it. */
export const officeVaultSchema = z.object({
  id: idSchema,
  branch_id: orNull(idSchema),
  title: localizedTextSchema,
  methods: z.array(z.enum(['cash', 'visa', 'online', 'bank_account'])),
  provider: z.string(),
  is_cash_drawer: z.boolean(),
  is_archived: z.boolean(),
});

const dataOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: item }),
    z.transform((value) => (value as { data: z.output<T> }).data),
  );

/** GET /office/vaults. */
export const officeVaultListSchema = dataOf(z.array(officeVaultSchema));
/** POST /office/vaults, PUT /office/vaults/{id}, and archiving or unarchiving one. */
export const officeVaultResponseSchema = dataOf(officeVaultSchema);

/** A vault as the office reads it. */
export type OfficeVault = z.output<typeof officeVaultSchema>;
