// The lazy boundary of the toast region: ToastOutlet imports this module dynamically, so
// the kit's ToastRegion (and React Aria's toast and landmark code) leave the first load.
export { ToastRegion } from '@lamaa/ui';
