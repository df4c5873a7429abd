// Sign-up, sign-in and sign-out (D1). The sessions and passwords they check are the sessions module.

export { registerUser } from './register-user';
export { authRoutes } from './routes';
