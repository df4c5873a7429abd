// What other parts of the app use of the segments feature (issue 32 item 1): the activity page's
// Segments section and its "Create segment" panel. The segment page is loaded by the router, by path.
export { CreateSegmentPanel } from './components/create-segment-panel';
export { SegmentEffortsSection } from './components/segment-efforts-section';
