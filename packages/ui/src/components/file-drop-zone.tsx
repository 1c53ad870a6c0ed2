// The lazy boundary of FileDrop's drop target: React Aria's DropZone brings drag and drop,
// paste and their announcements (~4 KB gzip), which FileDrop loads after it is shown. The
// Arabic forms of FileDrop's file count travel with it, so no app's first load carries them.
import { useState } from 'react';
import { DropZone as AriaDropZone, type DropZoneProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { arabicPluralEntries } from '../i18n/arabic-plurals.js';
import { kitPluralsAr } from '../i18n/resources/plurals-ar.js';

const FILE_COUNT_AR = arabicPluralEntries({
  'toasts.files-attached': kitPluralsAr['toasts.files-attached'],
});

/** React Aria's DropZone, with the Arabic plural forms of the attached-files count added once. */
export function DropZone(props: DropZoneProps) {
  const { i18n } = useTranslation();
  useState(() => i18n.addResourceBundle('ar', 'translation', FILE_COUNT_AR, true, false));
  return <AriaDropZone {...props} />;
}
