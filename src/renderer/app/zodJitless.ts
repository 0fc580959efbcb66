import { config } from 'zod';

// The app's CSP forbids eval, so zod must not probe for it with Function(). Imported first
// by main.tsx: the shared schemas are built while their modules load.
config({ jitless: true });
