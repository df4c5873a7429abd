// Places: the offline city gazetteer behind the composer's location field (D7).
export { gazetteer, normalizePlaceText } from './gazetteer';
export { placesRoutes } from './routes';
