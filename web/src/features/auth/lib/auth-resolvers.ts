import { loginSchema, registerSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';

// The server's own schemas drive the forms, so the client shows the server's messages (STYLE
// habit 1). This module, with zod, is loaded on first use (see lib/lazy-resolver.ts).
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
