import { runCall } from '../client/run-call.js';
import type { components } from '../generated/api.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** A vault as the office sends it. */
export type OfficeVaultInput = components['schemas']['OfficeVaultInput'];

/** The vault answers' schemas, loaded beside the first vault call, never with the POS. */
const schemas = () => import('../schemas/office-vault-schemas.js');

/** The office's vaults: list, add, edit, archive and unarchive. */
export function createOfficeVaultCalls(client: LamaaFetchClient) {
  const vault = () => schemas().then((s) => s.officeVaultResponseSchema);
  return {
    /** GET /office/vaults: the vaults of the branches the reader manages, archived ones too. */
    listOfficeVaults: (signal?: AbortSignal) =>
      runCall(
        () => client.GET('/office/vaults', { signal }),
        schemas().then((s) => s.officeVaultListSchema),
      ),
    /** POST /office/vaults: the new vault. */
    createOfficeVault: (input: OfficeVaultInput) =>
      runCall(() => client.POST('/office/vaults', { body: input }), vault()),
    /** PUT /office/vaults/{id}: the vault as saved. */
    updateOfficeVault: (id: number, input: OfficeVaultInput) =>
      runCall(
        () => client.PUT('/office/vaults/{id}', { params: { path: { id } }, body: input }),
        vault(),
      ),
    /** POST /office/vaults/{id}/archive: the vault, off the counter's chooser. */
    archiveOfficeVault: (id: number) =>
      runCall(
        () => client.POST('/office/vaults/{id}/archive', { params: { path: { id } } }),
        vault(),
      ),
    /** POST /office/vaults/{id}/unarchive: the vault, offered again. */
    unarchiveOfficeVault: (id: number) =>
      runCall(
        () => client.POST('/office/vaults/{id}/unarchive', { params: { path: { id } } }),
        vault(),
      ),
  };
}
