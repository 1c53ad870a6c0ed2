import type { ApiResult } from '@lamaa/api-client';
import { useState } from 'react';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';

/**
 * The save of a settings part of the Business screen, whose fields the server never names:
 * a body the form could not make (null) says why by `invalidCode` and sends nothing; a refusal
 * says why in the banner. `save` answers `{ data }` once saved, or null when nothing was saved.
 * @example const saved = await save(rulesOf(draft), 'approval.threshold-invalid', api.updateApprovalRules);
 */
export function useSettingsSave() {
  const t = useOfficeText();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function save<Body, Data>(
    body: Body | null,
    invalidCode: string,
    call: (body: Body) => Promise<ApiResult<Data>>,
  ): Promise<{ readonly data: Data } | null> {
    if (body === null) {
      setFailure(codeText(t, invalidCode));
      return null;
    }
    setIsSaving(true);
    const result = await call(body);
    setIsSaving(false);
    if (result.error) {
      setFailure(saveErrorText(t, result.error, false));
      return null;
    }
    setFailure(null);
    return { data: result.data };
  }

  return { failure, isSaving, save };
}
