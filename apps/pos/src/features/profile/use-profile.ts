import type { User } from '@lamaa/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';

/** The employee profile as loaded: the user, or loading, or a failure to retry. */
export interface ProfileState {
  readonly user: User | null;
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  readonly reload: () => void;
}

/**
 * Loads the signed-in employee (POST /pos/user) and calls `onFailure` with a retry when it cannot.
 * @example const profile = useProfile((retry) => toasts.error(text, { action: { label, onAction: retry } }));
 */
export function useProfile(onFailure: (retry: () => void) => void): ProfileState {
  const api = useApi();
  const [state, setState] = useState<{ user: User | null; isLoading: boolean; hasFailed: boolean }>(
    {
      user: null,
      isLoading: true,
      hasFailed: false,
    },
  );
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  // The latest failure handler, so a new function identity never triggers a reload.
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  }, [onFailure]);
  useEffect(() => {
    let isCurrent = true;
    setState((previous) => ({ ...previous, isLoading: true, hasFailed: false }));
    void api.getProfile().then((result) => {
      if (!isCurrent) return;
      if (result.error) {
        setState({ user: null, isLoading: false, hasFailed: true });
        failed.current(reload);
      } else setState({ user: result.data, isLoading: false, hasFailed: false });
    });
    return () => {
      isCurrent = false;
    };
  }, [api, attempt, reload]);
  return { ...state, reload };
}
