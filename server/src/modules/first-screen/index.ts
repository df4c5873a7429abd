// The dashboard drawn by the server before any script runs (issue 21, decision 0022).
export { drawFirstScreen, encodeForBrowser, type FirstScreenRenderer, loadFirstScreenRenderer } from './first-screen';
