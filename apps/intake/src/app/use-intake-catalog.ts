import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import {
  serverMessageOr,
  serverRefusal,
  type ApiResult,
  type Branch,
  type Material,
  type Supplier,
} from '@lamaa/api-client';
import type { LoadResult } from '@lamaa/domain';
import { useLoader } from '@lamaa/ui';
import { apiMessageText } from '../i18n/code-key.js';
import { useIntakeText } from '../i18n/use-intake-text.js';
import { useIntakeServices } from '../shared/intake-services.js';

/** The lists the intake screen chooses from, and whether they are still loading. */
export interface IntakeCatalog {
  readonly isLoading: boolean;
  readonly materials: readonly Material[];
  readonly suppliers: readonly Supplier[];
  readonly branches: readonly Branch[];
  /** Puts a just-created supplier in the list. */
  readonly addSupplier: (supplier: Supplier) => void;
}

/** The lists' content before or without an answer: one array, so memos hold. */
const NONE: readonly never[] = [];
const noBranches = Promise.resolve<ApiResult<Branch[]>>({ data: [] });

/**
 * Loads materials and suppliers (and branches in branch mode) once per screen, with useLoader:
 * 'Materials and suppliers loaded successfully' when all came; both failed, the server's
 * refusal, else 'Failed to load materials and suppliers'; one failed, the server's message,
 * else 'Failed to fetch materials' or 'Failed to fetch suppliers'. The screen opens with the
 * lists that did load.
 */
export function useIntakeCatalog(): IntakeCatalog {
  const { api, toasts, isBranchMode } = useIntakeServices();
  const t = useIntakeText();
  // One load for the three lists: each answer, data or failure, is part of the catalogue.
  const catalog = useLoader('intake-catalog', isBranchMode, (isBranchMode: boolean, signal) =>
    Promise.all([
      api.getMaterials(signal),
      api.getSuppliers(signal),
      isBranchMode ? api.getBranches(signal) : noBranches,
    ]).then((lists): LoadResult<typeof lists, never> => ({ data: lists })),
  );
  // The outcome toasts once, in the language of the moment; a language change never reloads.
  const toastOutcome = useEffectEvent(
    ([materials, suppliers, branches]: NonNullable<typeof catalog.data>) => {
      const title = t('errors.title-error');
      if (!materials.error && !suppliers.error && !branches.error) {
        toasts.success(t('toasts.materials-and-suppliers-loaded'));
        return;
      }
      if (materials.error && suppliers.error) {
        // A refusal (a role without the intake, say) says why; a failed load, what failed.
        const refusal = serverRefusal(materials.error);
        const text = refusal
          ? apiMessageText(refusal, t)
          : t('errors.load-materials-and-suppliers-failed');
        toasts.error(text, { title });
        return;
      }
      if (materials.error)
        toasts.error(
          apiMessageText(serverMessageOr(materials.error, 'api.fetch-materials-failed'), t),
          { title },
        );
      if (suppliers.error)
        toasts.error(
          apiMessageText(serverMessageOr(suppliers.error, 'api.fetch-suppliers-failed'), t),
          { title },
        );
      if (branches.error) toasts.error(t('errors.load-materials-and-suppliers-failed'), { title });
    },
  );
  useEffect(() => {
    if (catalog.data) toastOutcome(catalog.data);
  }, [catalog.data]);

  // Suppliers created on this screen, after the loaded ones.
  const [added, setAdded] = useState<readonly Supplier[]>(NONE);
  const addSupplier = useCallback(
    (supplier: Supplier) => setAdded((current) => [...current, supplier]),
    [],
  );
  const [materials, suppliers, branches] = catalog.data ?? [];
  const loadedSuppliers = suppliers?.data ?? NONE;
  const allSuppliers = useMemo(() => [...loadedSuppliers, ...added], [loadedSuppliers, added]);
  return {
    isLoading: catalog.isLoading,
    materials: materials?.data ?? NONE,
    suppliers: allSuppliers,
    branches: branches?.data ?? NONE,
    addSupplier,
  };
}
