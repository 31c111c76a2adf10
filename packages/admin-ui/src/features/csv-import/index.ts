// What the CSV import offers other screens: the batch upload panel the artists list shows.
export { BatchUpload } from './BatchUpload.tsx';
