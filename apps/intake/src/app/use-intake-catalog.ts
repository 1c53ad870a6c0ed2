import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessageOr, type Branch, type Material, type Supplier } from '@lamaa/api-client';
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

/**
 * Loads materials and suppliers (and branches in branch mode) once; a failure shows the
 * server's message, else 'Failed to fetch materials' or 'Failed to fetch suppliers'.
 */
export function useIntakeCatalog(): IntakeCatalog {
  const { api, toasts, isBranchMode } = useIntakeServices();
  const t = useIntakeText();
  // The lists load once per screen; a language change must not reload them.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);
  const [state, setState] = useState({
    isLoading: true,
    materials: [] as readonly Material[],
    suppliers: [] as readonly Supplier[],
    branches: [] as readonly Branch[],
  });

  useEffect(() => {
    let isCurrent = true;
    void Promise.all([
      api.getMaterials(),
      api.getSuppliers(),
      isBranchMode
        ? api.getBranches()
        : Promise.resolve({ data: [] as Branch[], error: undefined }),
    ]).then(([materials, suppliers, branches]) => {
      if (!isCurrent) return;
      const t = tRef.current;
      const title = t('errors.title-error');
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
      setState({
        isLoading: false,
        materials: materials.data ?? [],
        suppliers: suppliers.data ?? [],
        branches: branches.data ?? [],
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [api, toasts, isBranchMode]);

  const addSupplier = useCallback(
    (supplier: Supplier) =>
      setState((current) => ({ ...current, suppliers: [...current.suppliers, supplier] })),
    [],
  );
  return { ...state, addSupplier };
}
