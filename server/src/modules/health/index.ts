// /healthz and /readyz.
export { healthRoutes } from './routes';
