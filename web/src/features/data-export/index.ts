// What other features may use of the data-export feature (issue 31): the "download my data" card
// of the account settings.
export { DownloadMyDataCard } from './components/download-my-data-card';
