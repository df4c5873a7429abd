import type { Plugin } from 'vite';

export const ROUTE_SHELLS_FILE: string;
export function routeShells(routes: Record<string, string[]>, root: string): Plugin;
