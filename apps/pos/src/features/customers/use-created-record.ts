import type { ApiResult } from '@lamaa/api-client';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { dataOrThrow } from '../../shared/api/api-error.js';

/**
 * The create call of an Add dialog's machine and the hand-off of what it created. The machine
 * announces only the new record's id, so the API's full answer is kept here by id, and
 * `handOff` passes it to `onCreated` when the announcement comes.
 */
export function useCreatedRecord<TInput, TRecord extends { readonly id: number }>(
  create: (input: TInput) => Promise<ApiResult<TRecord>>,
  onCreated: (record: TRecord) => void,
) {
  const [created] = useState(() => new Map<number, TRecord>());
  const createRecord = fromPromise<unknown, TInput>(async ({ input }) => {
    const record = dataOrThrow(await create(input));
    created.set(record.id, record);
    return record;
  });
  const handOff = useCallback(
    (announced: { readonly id: unknown }) => {
      const record = created.get(Number(announced.id));
      if (record) onCreated(record);
    },
    [created, onCreated],
  );
  return { createRecord, handOff };
}
