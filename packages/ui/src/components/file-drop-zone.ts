// The lazy boundary of FileDrop's drop target: React Aria's DropZone brings drag and drop,
// paste and their announcements (~4 KB gzip), which FileDrop loads after it is shown.
export { DropZone } from 'react-aria-components';
