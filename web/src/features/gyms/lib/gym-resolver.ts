import { gymInputSchema } from '@common/schemas/gyms';
import { zodResolver } from '@hookform/resolvers/zod';

// The server's own schema validates the admin form (STYLE habit 1); loaded on first use.
export const gymResolver = zodResolver(gymInputSchema);
