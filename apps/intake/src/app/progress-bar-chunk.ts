// The lazy boundary of the upload's progress bar: React Aria's progress bar and its number
// formatting show only while an invoice is sent, so they leave /scan's first load.
export { ProgressBar } from '@lamaa/ui';
